import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/**
 * The two languages (issue 27; decisions 206-207): German under /de, the switch remembered, German offered to a
 * German browser on the employer pages, and the German texts there once the page's script has run.
 */
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test.describe("the language switch, as a new visitor @phone-only", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("one tap on Deutsch opens the same search in German, remembered for English addresses; English goes back", async ({
    page,
  }) => {
    await page.goto("/jobs?search=nurse");
    // The footer's switch, tapped before any script has run.
    await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).tap();
    await expect(page).toHaveURL("/de/jobs?search=nurse");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" })).toBeVisible();
    // An English address now opens in German.
    await page.goto("/about");
    await expect(page).toHaveURL("/de/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).tap();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/jobs");
    await expect(page).toHaveURL("/jobs");
  });
});

test.describe("a German browser on the employer pages", () => {
  test.use({ storageState: { cookies: [], origins: [] }, locale: "de-DE" });

  test("is offered German, and the answer is remembered", async ({ page }) => {
    await page.goto("/employers");
    const offer = page.getByRole("region", { name: "Sprache" });
    await expect(offer).toContainText("Diese Seite gibt es auch auf Deutsch.");
    await expectNoAxeViolations(page);
    await offer.getByRole("link", { name: "Auf Deutsch lesen" }).click();
    await expect(page).toHaveURL("/de/employers");
    await expect(page.getByRole("region", { name: "Sprache" })).toHaveCount(0);
  });

  test("is not offered German on the job seekers' pages, nor after choosing English", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page.getByRole("region", { name: "Sprache" })).toHaveCount(0);
    await page.goto("/employers");
    await page.getByRole("region", { name: "Sprache" }).getByRole("link", { name: "Stay in English" }).click();
    await expect(page).toHaveURL("/employers");
    await expect(page.getByRole("region", { name: "Sprache" })).toHaveCount(0);
  });
});

test("a German page stays German once its script runs, and its links stay under /de", async ({ page }) => {
  await page.goto("/de/jobs");
  await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("link", { name: "Jobs finden" })).toHaveAttribute("href", "/de/jobs");
  // A navigation by the router (no reload) renders the next page in German too.
  await nav.getByRole("link", { name: "Über uns" }).click();
  await expect(page).toHaveURL("/de/about");
  await expect(nav.getByRole("link", { name: "Über uns" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Kontakt" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("each language's page names itself canonical and the other as its alternate", async ({ page }) => {
  await page.goto("/de/jobs");
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/de/jobs`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${origin}/jobs`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/jobs`);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${origin}/de/jobs</loc>`);
  expect(sitemap).toContain(`hreflang="de" href="${origin}/de/employers"`);
});
