/**
 * The administrators' console in the browser: an administrator approves a job pending review, and it appears
 * on /jobs. (`npm run admin` granting the role is tested in tests/integration/admin.test.ts.)
 */
import pg from "pg";
import { runningEmbeddedPostgresUrl } from "#db/embedded.ts";
import { toast } from "../support/e2e-accounts.ts";
import { createAccount, signIn } from "../support/e2e-sessions.ts";
import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

/** A copy of a published sample job, waiting for review. */
async function insertPendingJob(title: string): Promise<string> {
  const url = runningEmbeddedPostgresUrl(E2E_DATA_DIR);
  if (!url) throw new Error(`no running test database in ${E2E_DATA_DIR}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const id = `e2e-adm-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await client.query(
      `INSERT INTO jobs (id, title, company_id, company, location, city_slug, salary, salary_min, salary_max, salary_sort,
         job_type, category, category_slug, experience_level, posted_at, description, requirements, benefits, status,
         german_level, english_level, visa_sponsorship, relocation_support)
       SELECT $1, $2, company_id, company, location, city_slug, salary, salary_min, salary_max, salary_sort,
         job_type, category, category_slug, experience_level, now(), description, requirements, benefits, 'pending_review',
         german_level, english_level, visa_sponsorship, relocation_support
       FROM jobs WHERE status = 'published' ORDER BY id LIMIT 1`,
      [id, title],
    );
    return id;
  } finally {
    await client.end();
  }
}

test("an administrator approves a pending job and it appears on /jobs", async ({ page, context }, testInfo) => {
  const account = await createAccount(testInfo, { tag: "admin", admin: true });
  await signIn(context, account);

  const title = `Moderation Check ${testInfo.project.name} ${Date.now()}`;
  await insertPendingJob(title);

  await gotoReady(page, "/admin");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Moderation" }).click();
  await expect(page).toHaveURL("/admin/moderation");
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  // Rejecting without a reason: the message under the field, nothing sent.
  await card.getByRole("button", { name: "Reject" }).click();
  await expect(card.getByText("Please give a reason for the rejection.")).toBeVisible();

  await card.getByRole("button", { name: `Approve: ${title}` }).click();
  await expect(toast(page, `“${title}” is published.`)).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);

  await gotoReady(page, `/jobs?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("the console is a 404 to a signed-out visitor", async ({ page }) => {
  const response = await page.goto("/admin/moderation");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});
