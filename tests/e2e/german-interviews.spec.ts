import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { publishJobFor } from "../support/e2e-database.ts";
import { gotoReady, toast } from "../support/e2e-accounts.ts";
import { expect, expectNoAxeViolations, expectNoSideways, test, waitForMail } from "./fixtures.ts";

/** Nothing wider than the window: a 360 px phone scrolls only down (German words are longer). */
test.describe("interviews in German", () => {
  test(
    "a German employer proposes times on /de, without and with scripts; the English candidate reads them in English",
    { tag: "@phone" },
    async ({ page, loginAs, otherPerson }, testInfo) => {
      const employerContext = await otherPerson();
      const employerPage = await employerContext.newPage();
      const employer = await loginAs({
        context: employerContext,
        tag: "interviewer-de",
        fullName: "Greta Hoffmann",
        companyName: "Spree Pflege GmbH",
      });
      const job = { id: `e2e-iv-de-${testInfo.project.name}-${Date.now()}`, title: `Pflegehilfskraft ${Date.now() % 100_000}` };
      await publishJobFor(E2E_DATA_DIR, employer.email, job);

      // The candidate applies on the English site.
      const seeker = await loginAs({ tag: "interviewee-en" });
      await gotoReady(page, `/job/${job.id}`);
      await page.getByRole("button", { name: "Apply for this Job" }).click();
      await page.getByRole("dialog", { name: "Apply for this job" }).getByRole("button", { name: "Submit application" }).click();
      await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();

      // From the German applicants page to the German interview page.
      await gotoReady(employerPage, `/de/employer/jobs/${job.id}/applicants`);
      await employerPage
        .getByRole("link", { name: `Termine für ein Vorstellungsgespräch vorschlagen für ${seeker.fullName}` })
        .click();
      await expect(employerPage).toHaveURL(/\/de\/employer\/applications\/\d+\/interview$/);
      const interviewPath = new URL(employerPage.url()).pathname;
      await expect(
        employerPage.getByRole("heading", { level: 1, name: `Vorstellungsgespräch: ${seeker.fullName}` }),
      ).toBeVisible();
      await expect(employerPage.getByRole("link", { name: "Zurück zu den Bewerbungen" })).toBeVisible();

      // Without scripts the form posts to the server, which answers on the German page in German.
      const noScript = await otherPerson({ storageState: await employerContext.storageState(), javaScriptEnabled: false });
      const plain = await noScript.newPage();
      await plain.goto(interviewPath);
      const first = plain.getByRole("group", { name: "Termin 1" });
      await first.getByLabel("Datum").fill("2027-06-14");
      await first.getByLabel("Uhrzeit (Berlin)").fill("10:00");
      await plain.getByLabel("Videolink").fill("https://meet.example.de/spree-pflege");
      await plain.getByRole("button", { name: "Termine senden" }).click();
      await expect(plain).toHaveURL(interviewPath);
      await expect(plain.getByText("Schlagen Sie zwischen 2 und 5 Termine vor.")).toBeVisible();
      // What was entered is still there.
      await expect(plain.getByRole("group", { name: "Termin 1" }).getByLabel("Datum")).toHaveValue("2027-06-14");

      // With scripts: two times on the Berlin clock.
      const times: [string, string][] = [
        ["2027-06-14", "10:00"],
        ["2027-06-15", "14:30"],
      ];
      for (const [i, [date, time]] of times.entries()) {
        const row = employerPage.getByRole("group", { name: `Termin ${i + 1}` });
        await row.getByLabel("Datum").fill(date);
        await row.getByLabel("Uhrzeit (Berlin)").fill(time);
      }
      await employerPage.getByLabel("Videolink").fill("https://meet.example.de/spree-pflege");
      await employerPage.getByLabel("Notiz an die Person (optional)").fill("Bitte halten Sie Ihre Zeugnisse bereit.");
      await expectNoAxeViolations(employerPage);
      await expectNoSideways(employerPage);
      await employerPage.getByRole("button", { name: "Termine senden" }).click();
      await expect(
        toast(employerPage, "Termine gesendet", "Wir haben der Person die Termine zur Auswahl per E-Mail geschickt."),
      ).toBeVisible();
      await expect(employerPage.getByRole("heading", { name: `Warten auf die Wahl von ${seeker.fullName}` })).toBeVisible();
      await expect(
        employerPage.getByText(
          "Montag, 14. Juni 2027, 10:00 Uhr Ortszeit Berlin (UTC+2) · 11:00 Uhr Ortszeit Kampala (UTC+3), 45 Minuten",
        ),
      ).toBeVisible();
      await expect(employerPage.getByRole("heading", { name: "Ihre Zeitzone" })).toBeVisible();
      await expectNoAxeViolations(employerPage);
      await expectNoSideways(employerPage);

      // The English candidate's mail leads to the English page, which stays English.
      const invite = await waitForMail(seeker.email, /^Interview invitation: /, { withLink: true });
      const link = invite.links.find((l) => l.includes("/interview"));
      expect(link).toMatch(/^http[^ ]*\/applications\/\d+\/interview$/);
      expect(link).not.toContain("/de/");
      await gotoReady(page, new URL(link!).pathname);
      await expect(page.getByRole("heading", { level: 1, name: `Interview: ${job.title}` })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Times proposed by the employer" })).toBeVisible();
      await expect(
        page.getByText("Monday 14 June 2027, 11:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+2), 45 minutes"),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Book this time" })).toBeVisible();
      await expect(page.getByText("Minuten")).toHaveCount(0);
    },
  );
});
