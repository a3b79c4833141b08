import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

/* The job facts that decide a move: badges on cards and the job page, the four filters (with and without
   JavaScript), the Blue Card check, Share on WhatsApp and Copy link. */

const BACKEND = "Backend Developer (Java/Kotlin)"; // job 1: no German, visa, relocation, €62,000 (Blue Card level)
const cards = (page: Page) => page.locator("main article");

/**
 * One filter choice: on a desktop the side panel applies it at once; on a phone it is made in the filter sheet
 * and applied with Show N jobs.
 */
async function choose(page: Page, isMobile: boolean, pick: (scope: Page | Locator) => Promise<void>) {
  if (!isMobile) return pick(page);
  await page.getByRole("link", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await pick(sheet);
  await sheet.getByRole("button", { name: /^Show [\d,]+ jobs?$/ }).click();
  await expect(sheet).toBeHidden();
}

/** Every card on the page shows the badge (and there is at least one card). */
async function everyCardShows(page: Page, text: string | RegExp) {
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card.getByRole("list", { name: "Job facts" })).toContainText(text);
}

test.describe("job facts", () => {
  test("badges on the job cards and the job page, the Blue Card check in full, share links", async ({ page, context }) => {
    // Each card looked up by its own search: other tests publish copies of job 1 in IT, which fill the first page.
    await gotoReady(page, "/jobs?category=it&search=IT%20Support%20Specialist");
    // A job below the threshold has no Blue Card badge, and shows the German level it needs.
    const support = cards(page).filter({ hasText: "IT Support Specialist" });
    await expect(support.getByRole("list", { name: "Job facts" })).toContainText("German A2");
    await expect(support).not.toContainText("Blue Card salary level");
    await expectNoAxeViolations(page);

    await gotoReady(page, `/jobs?category=it&search=${encodeURIComponent(BACKEND)}`);
    const card = cards(page).filter({ hasText: BACKEND });
    const facts = card.getByRole("list", { name: "Job facts" });
    for (const badge of ["No German needed", "Visa sponsorship", "Relocation support", "Blue Card salary level"]) {
      await expect(facts.getByText(badge, { exact: true })).toBeVisible();
    }

    await card.getByRole("link", { name: BACKEND }).click();
    await expect(page).toHaveURL(/\/job\/1(\?from=[^&]+)?$/);
    await expect(page.getByRole("heading", { level: 1, name: BACKEND })).toBeVisible();
    const top = page.locator("main header").first();
    await expect(top.getByRole("list", { name: "Job facts" })).toContainText("Blue Card salary level");
    const summary = page.getByRole("complementary", { name: "Job summary" });
    await expect(summary.getByText("German", { exact: true })).toBeVisible();
    await expect(summary.getByRole("heading", { name: "Blue Card check: Blue Card salary level" })).toBeVisible();
    await expect(summary).toContainText("reaches the general Blue Card threshold of €50,700 for 2026");
    await expect(summary).toContainText("This is a guide, not a guarantee: your degree must also be recognised in Germany");
    await expect(summary.getByRole("link", { name: "Blue Card guide" })).toHaveAttribute("href", "/resources/blue-card");
    await expect(summary.getByRole("link", { name: "Blue Card rules and thresholds" })).toHaveAttribute(
      "href",
      "/visa-info?tab=blue-card",
    );

    const whatsapp = page.getByRole("link", { name: /Share on WhatsApp/ });
    const href = (await whatsapp.getAttribute("href"))!;
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
    expect(text).toBe(`${BACKEND} at Spreeforge Software GmbH: ${new URL("/job/1", page.url()).href}`);

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const copy = page.getByRole("link", { name: "Copy link" });
    await expect(copy).toHaveAttribute("href", new URL("/job/1", page.url()).href);
    await copy.click();
    await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL("/job/1", page.url()).href);
    await expect(page).toHaveURL(/\/job\/1(\?from=[^&]+)?$/);
    await expectNoAxeViolations(page);
  });

  test(
    "each filter, applied in the panel, narrows the list and lands in the URL",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await gotoReady(page, "/jobs");
      const heading = page.getByRole("heading", { name: /jobs? found/ });
      const total = async () => Number((await heading.textContent())!.match(/\d+/)![0]);
      const all = await total();

      await choose(page, isMobile, (at) => at.getByRole("radio", { name: "No German needed" }).check());
      await expect(page).toHaveURL(/\/jobs\?german=none$/);
      await expect(heading).not.toHaveText(`${all} jobs found`);
      await everyCardShows(page, "No German needed");

      await choose(page, isMobile, (at) => at.getByRole("radio", { name: "Up to A2 (basic)" }).check());
      await expect(page).toHaveURL(/\/jobs\?german=A2$/);
      await everyCardShows(page, /No German needed|German A[12]/);
      const upToA2 = await total();

      await choose(page, isMobile, (at) => at.getByRole("checkbox", { name: "Visa sponsorship" }).check());
      await expect(page).toHaveURL(/\/jobs\?german=A2&visa=1$/);
      await expect(heading).not.toHaveText(`${upToA2} jobs found`);
      await everyCardShows(page, "Visa sponsorship");

      await choose(page, isMobile, (at) => at.getByRole("checkbox", { name: "Relocation support" }).check());
      await expect(page).toHaveURL(/\/jobs\?german=A2&visa=1&relocation=1$/);
      await everyCardShows(page, "Relocation support");
      // The three choices as chips above the results (and counted in the desktop panel's heading).
      await expect(page.getByRole("link", { name: /German: Up to A2/ })).toBeVisible();
      if (!isMobile) await expect(page.getByText("(3 active)")).toBeVisible();

      // The Blue Card level on its own: a fresh list.
      await gotoReady(page, "/jobs");
      await choose(page, isMobile, (at) => at.getByRole("checkbox", { name: "Blue Card salary level" }).check());
      await expect(page).toHaveURL(/\/jobs\?bluecard=1$/);
      await everyCardShows(page, "Blue Card salary level");
      // The choice shows as a chip above the results, which removes it.
      await expect(page.getByRole("link", { name: /Blue Card salary level/ })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filters are plain form fields, and the share links plain links", { tag: "@phone" }, async ({ page, isMobile }) => {
      if (isMobile) {
        // Without script the phone's filters are a page of their own (/jobs/filters, tested in
        // phone-browsing.spec.ts): here the filters' URL and their checked state.
        await page.goto("/jobs?german=A2&visa=1");
        await expect(page.getByRole("radio", { name: "Up to A2 (basic)", includeHidden: true })).toBeChecked();
        await expect(page.getByRole("checkbox", { name: "Visa sponsorship", includeHidden: true })).toBeChecked();
      } else {
        await page.goto("/jobs");
        await page.getByRole("radio", { name: "Up to A2 (basic)" }).check();
        await page.getByRole("checkbox", { name: "Visa sponsorship" }).check();
        await page.getByRole("button", { name: "Apply filters" }).click();
        await expect(page).toHaveURL(/german=A2/);
        await expect(page).toHaveURL(/visa=1/);
        await expect(page.getByRole("radio", { name: "Up to A2 (basic)" })).toBeChecked();
      }
      await everyCardShows(page, "Visa sponsorship");
      await everyCardShows(page, /No German needed|German A[12]/);
      // (axe needs script in the page: it ran on these pages with JavaScript above.)

      await page.goto("/job/1");
      await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
      await expect(page.getByRole("link", { name: "Copy link" })).toHaveAttribute("href", /\/job\/1$/);
      await expect(page.getByRole("complementary", { name: "Job summary" })).toContainText("Blue Card check");
    });
  });
});
