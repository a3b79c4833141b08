/**
 * Report this job in the browser: a signed-out visitor reports a job from its page, an administrator sees it in
 * /admin/reports and unpublishes the job from there, and the job's page then says it is gone.
 */
import { reportTexts } from "#app/features/reports/report-rules.ts";
import { toast } from "../support/e2e-accounts.ts";
import { withE2eDatabase } from "../support/e2e-database.ts";
import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

/** A published copy of sample job 1 (so that unpublishing it leaves the sample jobs to the other tests). */
async function insertPublishedJob(title: string): Promise<string> {
  const id = `e2e-rep-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  await withE2eDatabase(E2E_DATA_DIR, (client) =>
    client.query(
      `INSERT INTO jobs (id, title, company_id, company, location, city_slug, salary, job_type, category, category_slug,
         experience_level, posted_at, description, requirements, benefits, status, published_at, application_deadline)
       SELECT $1, $2, company_id, company, location, city_slug, salary, job_type, category, category_slug, experience_level,
         now(), description, requirements, benefits, 'published', now(), now() + interval '30 days'
       FROM jobs WHERE id = '1'`,
      [id, title],
    ),
  );
  return id;
}

test("a signed-out visitor reports a job; an administrator unpublishes it from /admin/reports", async ({
  page,
  loginAs,
}, testInfo) => {
  const title = `Report Check ${testInfo.project.name} ${Date.now()}`;
  const id = await insertPublishedJob(title);

  // Signed out, on the job page: the notice, the guide, and Report this job.
  await gotoReady(page, `/job/${id}`);
  const notice = page.getByRole("complementary", { name: "Stay safe" });
  await expect(notice).toContainText(reportTexts.notice());
  await expect(notice.getByRole("link", { name: "How to spot a recruitment scam" })).toHaveAttribute(
    "href",
    "/resources/recruitment-scams",
  );
  await notice.getByRole("link", { name: "Report this job" }).click();
  await expect(page).toHaveURL(`/job/${id}/report`);
  await expect(page.getByRole("heading", { name: "Report this job" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Without a reason: the message under the field, nothing sent.
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText(reportTexts.reasonRequired())).toBeVisible();
  await page.getByRole("radio", { name: "Asks for money" }).check();
  await page.getByLabel("Details (optional)").fill("A man on WhatsApp asked me for 800 dollars for the visa.");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page).toHaveURL(`/job/${id}`);
  await expect(toast(page, reportTexts.thanks.title())).toBeVisible();

  // An administrator sees it in the queue (with the count in the tab) and unpublishes the job.
  await loginAs({ tag: "reports-admin", admin: true });
  await gotoReady(page, "/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: /^Reports \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL("/admin/reports");
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Asks for money");
  await expect(card).toContainText("A man on WhatsApp asked me for 800 dollars for the visa.");
  await expect(card).toContainText("1 report");
  await expectNoAxeViolations(page);

  await card.getByText("Unpublish job…").click();
  await card.getByLabel("Reason for unpublishing (sent to the employer)").fill("Asks candidates for money.");
  await card.getByRole("button", { name: "Unpublish job" }).click();
  await expect(toast(page, `“${title}” was unpublished`)).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);

  // The job's page no longer offers it.
  const response = await page.goto(`/job/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
});

test("the report form works without JavaScript", async ({ browser, extraHTTPHeaders }, testInfo) => {
  test.skip(testInfo.project.name === "phone", "server behaviour: once is enough");
  const id = await insertPublishedJob(`Report NoScript ${Date.now()}`);
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders });
  const page = await context.newPage();
  await page.goto(`/job/${id}`);
  await page.getByRole("link", { name: "Report this job" }).click();
  await expect(page).toHaveURL(`/job/${id}/report`);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText(reportTexts.reasonRequired())).toBeVisible();
  await page.getByRole("radio", { name: "Fake company" }).check();
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page).toHaveURL(`/job/${id}`);
  await context.close();
});
