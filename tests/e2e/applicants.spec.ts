import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { publishJobFor } from "../support/e2e-database.ts";
import { gotoReady, toast } from "../support/e2e-accounts.ts";
import { expect, expectNoAxeViolations, mailLink, test } from "./fixtures.ts";

test.describe("the applicant pipeline", () => {
  test("an employer shortlists with a message; the candidate sees Shortlisted and the message", async ({
    page,
    loginAs,
    otherPerson,
  }, testInfo) => {
    // The employer: signed in, with a company, in a browser context of their own.
    const employerContext = await otherPerson();
    const employerPage = await employerContext.newPage();
    const employer = await loginAs({
      context: employerContext,
      tag: "employer",
      fullName: "Greta Hoffmann",
      phoneNumber: "+49 30 1234567",
      companyName: "Spree Pflege GmbH",
    });

    // Its company's open job (posting a job is another page's test).
    const job = { id: `e2e-${testInfo.project.name}-${Date.now()}`, title: `Care Assistant ${Date.now() % 100_000}` };
    await publishJobFor(E2E_DATA_DIR, employer.email, job);

    // The candidate applies.
    const seeker = await loginAs({ tag: "candidate" });
    await gotoReady(page, `/job/${job.id}`);
    await page.getByRole("button", { name: "Apply for this Job" }).click();
    await page.getByRole("dialog", { name: "Apply for this job" }).getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();

    // The employer sees the application and shortlists it with a message.
    await gotoReady(employerPage, `/employer/jobs/${job.id}/applicants`);
    await expect(employerPage.getByRole("heading", { level: 1, name: `Applicants: ${job.title}` })).toBeVisible();
    const card = employerPage.getByRole("listitem").filter({ has: employerPage.getByRole("link", { name: seeker.email }) });
    await expect(card.getByRole("heading", { name: seeker.fullName })).toBeVisible();
    await expect(card.getByRole("link", { name: seeker.phoneNumber })).toHaveAttribute("href", "tel:+256772123456");
    await expect(card.getByText("Submitted", { exact: true }).first()).toBeVisible();
    await expect(employerPage.getByRole("link", { name: "Submitted (1)" })).toBeVisible();
    await expectNoAxeViolations(employerPage);

    await card.getByLabel("New status").selectOption("shortlisted");
    await card
      .getByLabel("Message to the candidate (optional)")
      .fill("We would like to talk to you. Please send your B1 certificate.");
    await card.getByRole("button", { name: /Update status/ }).click();
    await expect(toast(employerPage, "Status changed", `${seeker.fullName} is now Shortlisted.`)).toBeVisible();
    await expect(card.getByText("Shortlisted", { exact: true }).first()).toBeVisible();
    await expect(employerPage.getByRole("link", { name: "Shortlisted (1)" })).toBeVisible();

    // The e-mail to the candidate leads to /applications.
    expect(await mailLink(seeker.email, /: Shortlisted$/)).toMatch(/\/applications$/);

    // The candidate sees Shortlisted and, in the history, the message.
    await gotoReady(page, "/applications");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: job.title }) });
    await expect(item.getByText("Shortlisted", { exact: true }).first()).toBeVisible();
    await item.getByText("Status history (2)").click();
    await expect(item.getByText("We would like to talk to you. Please send your B1 certificate.")).toBeVisible();
    await expect(item.getByText("Message from Spree Pflege GmbH")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
