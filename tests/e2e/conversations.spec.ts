import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { publishJobFor } from "../support/e2e-database.ts";
import { gotoReady, toast } from "../support/e2e-accounts.ts";
import { expect, expectNoAxeViolations, mailLink, test } from "./fixtures.ts";

test.describe("conversations", () => {
  test(
    "the candidate asks about the visa, the employer answers, the candidate reads it and the unread count falls",
    { tag: "@phone" },
    async ({ page, loginAs, otherPerson }, testInfo) => {
      // The employer: signed in, with a company and an open job, in a browser context of their own.
      const employerContext = await otherPerson();
      const employerPage = await employerContext.newPage();
      const employer = await loginAs({
        context: employerContext,
        tag: "employer",
        fullName: "Greta Hoffmann",
        companyName: "Havel Pflege GmbH",
      });
      const job = { id: `e2e-chat-${testInfo.project.name}-${Date.now()}`, title: `Nursing Assistant ${Date.now() % 100_000}` };
      await publishJobFor(E2E_DATA_DIR, employer.email, job);

      // The candidate applies, then asks a question from My Applications.
      const seeker = await loginAs({ tag: "candidate" });
      await gotoReady(page, `/job/${job.id}`);
      await page.getByRole("button", { name: "Apply for this Job" }).click();
      await page.getByRole("dialog", { name: "Apply for this job" }).getByRole("button", { name: "Submit application" }).click();
      await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();

      await gotoReady(page, "/applications");
      await page.getByRole("link", { name: `Ask a question about ${job.title}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
      await expect(page.getByText("No messages yet.", { exact: false })).toBeVisible();
      const question = "Hello, does this job come with visa sponsorship for the skilled worker visa?";
      await page.getByLabel("Your message to Havel Pflege GmbH").fill(question);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(toast(page, "Message sent")).toBeVisible();
      await expect(page.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
      await expect(page.getByLabel("Your message to Havel Pflege GmbH")).toHaveValue("");

      // The employer's mail leads straight to the conversation; the question is new there.
      const link = await mailLink(employer.email, /^New message from .+ about /);
      expect(new URL(link).pathname).toMatch(/^\/employer\/applications\/\d+$/);
      await gotoReady(employerPage, new URL(link).pathname);
      await expect(employerPage.getByRole("heading", { level: 1, name: seeker.fullName })).toBeVisible();
      const asked = employerPage.getByRole("listitem").filter({ hasText: question });
      await expect(asked.getByText("New", { exact: true })).toBeVisible();
      await expectNoAxeViolations(employerPage);
      const answer = "Yes: we sponsor the visa, and the company pays the visa fee and your flight.";
      await employerPage.getByLabel("Your message to the candidate").fill(answer);
      await employerPage.getByRole("button", { name: "Send message" }).click();
      await expect(toast(employerPage, "Message sent")).toBeVisible();
      await expect(employerPage.getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible();
      await expect(employerPage.getByLabel("Your message to the candidate")).toHaveValue("");

      // The candidate has one unread conversation: in the header and on My Applications.
      await gotoReady(page, "/applications");
      // In the bar from 640 px; on a phone, on the menu button.
      const phone = (page.viewportSize()?.width ?? 0) < 640;
      const headerCount = () =>
        phone
          ? page.getByRole("button", { name: /^Open menu \d+ unread$/ })
          : page.getByRole("link", { name: /unread conversation/ });
      await expect(
        phone
          ? page.getByRole("button", { name: "Open menu 1 unread" })
          : page.getByRole("link", { name: "1 unread conversation" }),
      ).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Messages: 1 unread conversation" })).toBeVisible();
      await page.getByRole("link", { name: `Messages (2) · New message about ${job.title}` }).click();
      const answered = page.getByRole("listitem").filter({ hasText: answer });
      await expect(answered.getByText("New", { exact: true })).toBeVisible();
      // Nothing wider than the screen on a phone (long texts wrap).
      const width = page.viewportSize()?.width ?? 0;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The employer pays: no fee warning.
      await expect(page.getByRole("button", { name: "Report this message" })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Read: the count falls to nothing.
      await gotoReady(page, "/applications");
      await expect(page.getByRole("link", { name: `Messages (2) about ${job.title}` })).toBeVisible();
      await expect(headerCount()).toHaveCount(0);
      await expect(page.getByText(/Messages: \d+ unread/)).toHaveCount(0);
    },
  );
});
