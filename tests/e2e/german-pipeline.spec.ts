import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { publishJobFor } from "../support/e2e-database.ts";
import { gotoReady, toast } from "../support/e2e-accounts.ts";
import { expect, expectNoAxeViolations, mailLink, test } from "./fixtures.ts";

test.describe("the applicant pipeline in German", () => {
  test("a German recruiter shortlists with a message on /de; the English candidate reads it in English", async ({
    page,
    loginAs,
    otherPerson,
  }, testInfo) => {
    const employerContext = await otherPerson();
    const employerPage = await employerContext.newPage();
    const employer = await loginAs({
      context: employerContext,
      tag: "employer-de",
      fullName: "Greta Hoffmann",
      phoneNumber: "+49 30 1234567",
      companyName: "Havel Pflege GmbH",
    });
    const job = { id: `e2e-de-${testInfo.project.name}-${Date.now()}`, title: `Pflegehilfskraft ${Date.now() % 100_000}` };
    await publishJobFor(E2E_DATA_DIR, employer.email, job);

    // The candidate applies on the English site.
    const seeker = await loginAs({ tag: "candidate-en" });
    await gotoReady(page, `/job/${job.id}`);
    await page.getByRole("button", { name: "Apply for this Job" }).click();
    await page.getByRole("dialog", { name: "Apply for this job" }).getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();

    // The German applicants page: German heading, filter, labels and download links that carry the language.
    await gotoReady(employerPage, `/de/employer/jobs/${job.id}/applicants`);
    await expect(employerPage.getByRole("heading", { level: 1, name: `Bewerbungen: ${job.title}` })).toBeVisible();
    await expect(employerPage.getByRole("link", { name: "Eingegangen (1)" })).toBeVisible();
    await expect(employerPage.getByRole("link", { name: "Excel herunterladen (.xlsx)" })).toHaveAttribute(
      "href",
      `/employer/jobs/${job.id}/applicants.xlsx?lang=de`,
    );
    const card = employerPage.getByRole("listitem").filter({ has: employerPage.getByRole("link", { name: seeker.email }) });
    await expect(card.getByText("Eingegangen", { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(employerPage);

    await card.getByLabel("Neuer Status").selectOption("shortlisted");
    await card.getByLabel("Nachricht an die Person (optional)").fill("Wir möchten Sie gern kennenlernen.");
    await card.getByRole("button", { name: /Status ändern/ }).click();
    await expect(
      toast(
        employerPage,
        "Status geändert",
        `${seeker.fullName}: jetzt In der engeren Wahl. Wir haben der Person eine E-Mail gesendet.`,
      ),
    ).toBeVisible();
    await expect(employerPage).toHaveURL(new RegExp(`/de/employer/jobs/${job.id}/applicants$`));
    await expect(employerPage.getByRole("link", { name: "In der engeren Wahl (1)" })).toBeVisible();

    // The candidate's account is English: the mail is English and leads to the English page.
    expect(await mailLink(seeker.email, /: Shortlisted$/)).toMatch(/\/applications$/);

    // /applications in English stays English; the employer's message is shown as written.
    await gotoReady(page, "/applications");
    await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: job.title }) });
    await expect(item.getByText("Shortlisted", { exact: true }).first()).toBeVisible();
    await item.getByText("Status history (2)").click();
    await expect(item.getByText("Message from Havel Pflege GmbH")).toBeVisible();
    await expect(item.getByText("Wir möchten Sie gern kennenlernen.")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
