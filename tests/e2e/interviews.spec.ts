import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { publishJobFor } from "../support/e2e-database.ts";
import { gotoReady, toast } from "../support/e2e-accounts.ts";
import { expect, expectNoAxeViolations, expectNoSideways, test, waitForMail } from "./fixtures.ts";

/** A property of an .ics text (lines unfolded), parameters left out. */
function icsProp(ics: string, name: string): string | undefined {
  const line = ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(":") + 1);
}

test.describe("interviews across time zones", () => {
  test(
    "an employer proposes three times in Berlin time; the candidate books one in Kampala time; both get the invitation",
    { tag: "@phone" },
    async ({ page, loginAs, otherPerson }, testInfo) => {
      const employerContext = await otherPerson();
      const employerPage = await employerContext.newPage();
      const employer = await loginAs({
        context: employerContext,
        tag: "interviewer",
        fullName: "Greta Hoffmann",
        companyName: "Havel Pflege GmbH",
      });
      const job = { id: `e2e-iv-${testInfo.project.name}-${Date.now()}`, title: `Nursing Assistant ${Date.now() % 100_000}` };
      await publishJobFor(E2E_DATA_DIR, employer.email, job);

      const seeker = await loginAs({ tag: "interviewee" });
      await gotoReady(page, `/job/${job.id}`);
      await page.getByRole("button", { name: "Apply for this Job" }).click();
      await page.getByRole("dialog", { name: "Apply for this job" }).getByRole("button", { name: "Submit application" }).click();
      await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();

      // The employer proposes three times from the applicant's card, on the Berlin clock, across the March change.
      await gotoReady(employerPage, `/employer/jobs/${job.id}/applicants`);
      await employerPage.getByRole("link", { name: `Propose interview times for ${seeker.fullName}` }).click();
      await expect(employerPage.getByRole("heading", { level: 1, name: `Interview: ${seeker.fullName}` })).toBeVisible();
      const times: [string, string][] = [
        ["2027-03-26", "10:00"],
        ["2027-03-29", "10:00"],
        ["2027-03-30", "15:30"],
      ];
      for (const [i, [date, time]] of times.entries()) {
        const row = employerPage.getByRole("group", { name: new RegExp(`^Time ${i + 1}`) });
        await row.getByLabel("Date").fill(date);
        await row.getByLabel("Time (Berlin)").fill(time);
      }
      await employerPage.getByLabel("Video link").fill("https://meet.example.de/havel-pflege");
      await employerPage.getByLabel("Note to the candidate (optional)").fill("Please have your certificates at hand.");
      await expectNoAxeViolations(employerPage);
      await expectNoSideways(employerPage);
      await employerPage.getByRole("button", { name: "Send the times" }).click();
      await expect(toast(employerPage, "Times sent", "We e-mailed the candidate the times to choose from.")).toBeVisible();
      await expect(employerPage.getByRole("heading", { name: `Waiting for ${seeker.fullName} to choose` })).toBeVisible();
      await expect(
        employerPage.getByText("Friday 26 March 2027, 10:00 Berlin time (UTC+1) · 12:00 Kampala time (UTC+3), 45 minutes"),
      ).toBeVisible();

      // The candidate follows the mail's link and reads the times in Kampala time, Berlin beside.
      const invite = await waitForMail(seeker.email, /^Interview invitation: /, { withLink: true });
      const link = invite.links.find((l) => l.includes("/interview"));
      expect(link).toMatch(/\/applications\/\d+\/interview$/);
      await gotoReady(page, new URL(link!).pathname);
      await expect(page.getByRole("heading", { level: 1, name: `Interview: ${job.title}` })).toBeVisible();
      await expect(
        page.getByText("Friday 26 March 2027, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1), 45 minutes"),
      ).toBeVisible();
      await expect(
        page.getByText("Tuesday 30 March 2027, 16:30 Kampala time (UTC+3) · 15:30 Berlin time (UTC+2), 45 minutes"),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSideways(page);
      await page.getByLabel("Monday 29 March 2027, 11:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+2), 45 minutes").check();
      await page.getByRole("button", { name: "Book this time" }).click();
      await expect(
        toast(page, "Interview booked", "We sent you and the employer the calendar invitation by e-mail."),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Your interview is booked" })).toBeVisible();

      // Both invitations are in the outbox: the same event, 08:00 UTC (10:00 in Berlin, 11:00 in Kampala).
      for (const to of [seeker.email, employer.email]) {
        const mail = await waitForMail(to, /^Interview booked: /);
        const ics = mail.attachments?.[0]?.content ?? "";
        expect(icsProp(ics, "METHOD")).toBe("REQUEST");
        expect(icsProp(ics, "SEQUENCE")).toBe("0");
        expect(icsProp(ics, "DTSTART")).toBe("20270329T080000Z");
        expect(icsProp(ics, "UID")).toMatch(/^interview-\d+@pearlbridgejobs\.com$/);
      }

      // /applications shows the booked interview.
      await gotoReady(page, "/applications");
      await expect(page.getByRole("link", { name: "Interview booked" })).toBeVisible();
      await expect(page.getByText("Interviews: 1 upcoming interview.")).toBeVisible();
    },
  );
});
