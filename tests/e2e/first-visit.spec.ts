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
