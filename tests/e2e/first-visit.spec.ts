/**
 * A new visitor's first page loads no JavaScript until it is used (app/lib/deferred-scripts.tsx, decision 029):
 * reading and scrolling cost the page only; the first touch, click or key press loads the scripts, and from
 * then on every page loads them at once. The other browser tests start as a returning visitor.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Whether React has hydrated the page (app/root.tsx marks <html> with data-hydrated). */
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

test.describe("a new visitor's first page", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("loads no script while it is read; its first use loads them, and later pages load them at once", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/job/1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 600));
    await page.waitForTimeout(1500);
    expect(scripts).toEqual([]);
    expect(await hydrated(page)).toBe(false);

    // The first key press (a touch or a click does the same) loads the scripts and hydrates the page.
    await page.keyboard.press("Tab");
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(scripts.some((s) => s.startsWith("/assets/entry.client-"))).toBe(true);

    // A later page, in a new tab of the same browser: at once, without being used.
    const next = await page.context().newPage();
    await next.goto("/jobs");
    await expect.poll(() => hydrated(next)).toBe(true);
  });

  test("works before its scripts load: a search from the home page", async ({ page }) => {
    await page.goto("/");
    expect(await hydrated(page)).toBe(false);
    await page.getByLabel("Keywords").fill("nurse");
    await page.getByLabel("Keywords").press("Enter");
    await expect(page).toHaveURL(/\/jobs\?.*search=nurse/);
    await expect(page.getByRole("heading", { name: /jobs? found/ })).toBeVisible();
  });
});

/**
 * A new visitor's first tap on a control has its effect at once, before the scripts have loaded: the control is a
 * link the browser follows (issue 26; decisions 143-145). One tap each, on a page that has not hydrated.
 */
test.describe("a new visitor's first tap, before the scripts load", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a /visa-info tab shows its panel", async ({ page }) => {
    await page.goto("/visa-info");
    expect(await hydrated(page)).toBe(false);
    const tabs = page.getByRole("navigation", { name: "Visa topics" });
    await tabs.getByRole("link", { name: "Work Permit" }).click();
    await expect(page).toHaveURL(/\/visa-info\?tab=work-permit#visa-topics$/);
    await expect(tabs.getByRole("link", { name: "Work Permit" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Work Permit" })).toBeVisible();
    await expect(page.getByRole("region", { name: "EU Blue Card" })).toBeHidden();
  });

  test("a /german-language tab shows its panel", async ({ page }) => {
    await page.goto("/german-language");
    expect(await hydrated(page)).toBe(false);
    await page.getByRole("navigation", { name: "Ways to learn German" }).getByRole("link", { name: "Language Exams" }).click();
    await expect(page).toHaveURL(/\/german-language\?tab=exams#courses$/);
    await expect(page.getByRole("region", { name: "Language Exams" }).getByRole("heading", { name: "TestDaF" })).toBeVisible();
  });

  test("a success story card opens the story", async ({ page }) => {
    await page.goto("/");
    expect(await hydrated(page)).toBe(false);
    await page.getByRole("region", { name: "Success Stories" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/stories\/[a-z-]+$/);
    await expect(page.getByRole("link", { name: "All success stories" })).toBeVisible();
  });

  test("Share opens the share page", async ({ page }) => {
    // No share sheet, as on most desktops (with one, a tap after the scripts have loaded opens it).
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await page.goto("/job/1");
    expect(await hydrated(page)).toBe(false);
    await page.getByRole("link", { name: "Share", exact: true }).click();
    await expect(page).toHaveURL(/\/job\/1\/share$/);
    await expect(page.getByRole("heading", { level: 1, name: "Share this job" })).toBeVisible();
  });
});
