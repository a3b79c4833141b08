import { BASE_URL, E2E_AUTH_SECRET, E2E_DATA_DIR } from "../../playwright.config.ts";
import { withE2eDatabase } from "../support/e2e-database.ts";
import { runCommand } from "../support/run-script.ts";
import { expect, expectNoAxeViolations, gotoReady, mailLink, test, waitForMail } from "./fixtures.ts";

test("a signed-out visitor creates an alert, confirms it, gets the digest with the new job and unsubscribes in one click", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const keyword = `Alertword${stamp}`;
  const email = `alerts-${stamp}@example.org`;

  await gotoReady(page, `/jobs?search=${keyword}`);
  await page.getByText("Get job alerts for this search").click();
  const form = page.locator("#job-alert-form");
  await form.getByLabel("Daily").check();
  await form.getByLabel("Email address").fill(email);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText("Check your e-mail")).toBeVisible();

  // The confirmation link only shows a button; the alert starts with it.
  await page.goto(await mailLink(email, /Confirm your job alert/));
  await expect(page.getByRole("heading", { name: "Confirm your job alert" })).toBeVisible();
  await expect(page.getByText(`${keyword} jobs`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm job alert" }).click();
  await expect(page.getByRole("heading", { name: "Your job alert is on" })).toBeVisible();

  // A new matching job is published, then the operator sends the due digests.
  const title = `Night Nurse ${keyword}`;
  await withE2eDatabase(E2E_DATA_DIR, (client) =>
    client.query(
      `INSERT INTO jobs (id, title, company_id, company, location, city_slug, salary, job_type, category, category_slug,
         experience_level, posted_at, description, requirements, benefits, status, published_at, application_deadline)
       SELECT $1, $2, company_id, company, location, city_slug, salary, job_type, category, category_slug, experience_level,
         now(), description, requirements, benefits, 'published', now(), now() + interval '30 days'
       FROM jobs WHERE id = '1'`,
      [`alert-${stamp}`, title],
    ),
  );
  const run = await runCommand("npm run --silent alerts -- --now", {
    DATA_DIR: E2E_DATA_DIR,
    DATABASE_URL: "",
    PUBLIC_URL: BASE_URL,
    // The server's secret: the digest's unsubscribe link is signed with it.
    BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
  });
  expect(run.code, run.output).toBe(0);

  const digest = await waitForMail(email, /new job/);
  expect(digest.subject).toBe(`1 new job: ${keyword} jobs`);
  expect(digest.text).toContain(title);
  expect(digest.text).toContain(`${BASE_URL}/job/alert-${stamp}`);
  expect(digest.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribeUrl = /^<(.+)>$/.exec(digest.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
  expect(unsubscribeUrl).toMatch(/\/unsubscribe\//);

  // Opening the link asks; the mail provider's one-click POST (no cookies) unsubscribes.
  await page.goto(unsubscribeUrl);
  await expect(page.getByRole("heading", { name: "Unsubscribe?" })).toBeVisible();
  const oneClick = await request.post(unsubscribeUrl, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
});
