/**
 * /admin/mail in the browser: an administrator sees an e-mail the queue gave up on (recipient, subject, attempts,
 * last error), reached through the console's E-mail tab; axe-clean at both widths.
 */
import pg from "pg";
import { runningEmbeddedPostgresUrl } from "#db/embedded.ts";
import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

/** A mail the queue gave up on, stored as the mail task leaves it after its last attempt. */
async function insertGivenUpMail(to: string, subject: string): Promise<void> {
  const url = runningEmbeddedPostgresUrl(E2E_DATA_DIR);
  if (!url) throw new Error(`no running test database in ${E2E_DATA_DIR}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO queued_mails ("to", subject, text, html, status, attempts, last_error)
       VALUES ($1, $2, 'x', 'x', 'failed', 13, '550 5.1.1 mailbox unavailable')`,
      [to, subject],
    );
  } finally {
    await client.end();
  }
}

test("an administrator sees the e-mails given up at /admin/mail", async ({ page, loginAs }, testInfo) => {
  await loginAs({ tag: "mailadm", admin: true });

  const subject = `Undeliverable ${testInfo.project.name} ${Date.now()}`;
  await insertGivenUpMail(`nobody-${Date.now()}@example.invalid`, subject);

  await gotoReady(page, "/admin");
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "E-mail" }).click();
  await expect(page).toHaveURL("/admin/mail");
  await expect(page.getByRole("heading", { name: "E-mail delivery" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: subject });
  await expect(item.getByText("Given up")).toBeVisible();
  await expect(item.getByText("13 attempts")).toBeVisible();
  await expect(item.getByText("Last error: 550 5.1.1 mailbox unavailable")).toBeVisible();
  await expectNoAxeViolations(page);
});
