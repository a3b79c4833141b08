/**
 * Browsing on a 360 px phone (docs/product.md#search-and-filters): the filter sheet with Show N jobs and option
 * counts, the chips, Back to jobs to the search a job was opened from, the same without JavaScript, three job
 * cards on one screen, and the pager in one row. Runs in both projects; the phone checks skip on desktop.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

const totalOf = async (page: Page) =>
  Number(((await page.getByRole("heading", { name: /jobs? found/ }).textContent()) ?? "").replace(/\D/g, ""));
const expectTotal = (page: Page, n: number) =>
  expect(page.getByRole("heading", { name: /jobs? found/ })).toHaveText(n === 1 ? "1 job found" : `${n} jobs found`);
const showButton = (page: Page) => page.getByRole("button", { name: /^Show [\d,]+ jobs?$/ });
const numberIn = async (text: Promise<string | null>) => Number(((await text) ?? "").replace(/\D/g, ""));

test.describe("browsing on a phone", { tag: "@phone-only" }, () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, "phone layout"));

  test("the filter sheet: counts beside options, Show N jobs follows the choices, chips remove them", async ({ page }) => {
    await gotoReady(page, "/jobs");
    const total = await totalOf(page);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    // Full screen, rows at least 44 px, a count beside each option.
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBe(360);
    expect(box.height).toBeGreaterThanOrEqual(739);
    const fullTime = sheet.getByRole("checkbox", { name: /^Full-time/ });
    const row = sheet.locator("label").filter({ has: page.getByRole("checkbox", { name: /^Full-time/ }) });
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const fullTimeCount = await numberIn(row.locator("span").first().textContent());
    expect(fullTimeCount).toBeGreaterThan(0);
    expect(fullTimeCount).toBeLessThan(total);
    await expect(showButton(page)).toHaveText(`Show ${total} jobs`);
    await expectNoAxeViolations(page);

    // Focus stays in the sheet.
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // A choice changes the count but not the list behind; Show N jobs applies it.
    await fullTime.check();
    await expect(showButton(page)).toHaveText(`Show ${fullTimeCount} jobs`);
    await expect(page).toHaveURL(/\/jobs$/);
    const berlin = sheet.getByRole("checkbox", { name: /^Berlin/ });
    const berlinRow = sheet.locator("label").filter({ has: page.getByRole("checkbox", { name: /^Berlin/ }) });
    const berlinCount = await numberIn(berlinRow.locator("span").first().textContent());
    await berlin.check();
    await expect(showButton(page)).toHaveText(new RegExp(`^Show ${berlinCount} jobs?$`));
    await showButton(page).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/jobs\?location=berlin&type=full-time$/);
    await expectTotal(page, berlinCount);

    // Chips above the results, each a link to the search without it.
    const chips = page.getByRole("navigation", { name: "Active filters" });
    await expect(chips.getByRole("link")).toHaveText([/Full-time/, /Berlin/, "Clear all"]);
    await expectNoAxeViolations(page);
    await chips.getByRole("link", { name: /Berlin/ }).click();
    await expect(page).toHaveURL(/\/jobs\?type=full-time$/);
    await expectTotal(page, fullTimeCount);
    await chips.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(chips).toHaveCount(0);

    // Escape leaves without applying anything.
    await page.getByRole("link", { name: /^Filters/ }).click();
    await sheet.getByRole("checkbox", { name: /^Part-time/ }).check();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test("Back to jobs returns to the search and page a job was opened from", async ({ page }) => {
    await gotoReady(page, "/jobs?type=full-time");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/jobs\?type=full-time&page=2$/);
    // The address changes a moment before React shows page 2's cards; a card of page 1 would rightly lead back there.
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await page.locator("main article h3 a").first().click();
    await expect(page).toHaveURL(/\/job\/[^?]+\?from=/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/job\/[^?]+$/);
    await page.getByRole("link", { name: "Back to jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?type=full-time&page=2$/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("three job cards fit on one screen below the results heading, and the pager keeps to one line", async ({ page }) => {
    // Measure: with the results heading at the top of a 740 px screen, the third card's bottom is on screen.
    // Page 1 has the featured jobs (a badge more), page 4 plain ones.
    for (const path of ["/jobs", "/jobs?page=4"]) {
      await gotoReady(page, path);
      const top = (await page.getByRole("heading", { name: /jobs? found/ }).boundingBox())!.y;
      const third = (await page.locator("main article").nth(2).boundingBox())!;
      expect(third.y + third.height - top, path).toBeLessThanOrEqual(740);
    }

    const pager = page.getByRole("navigation", { name: "Pagination" });
    const links = pager.getByRole("link");
    const ys = new Set<number>();
    for (const link of await links.all()) {
      const b = (await link.boundingBox())!;
      ys.add(Math.round(b.y));
      expect(b.height).toBeGreaterThanOrEqual(44);
      expect(b.x + b.width).toBeLessThanOrEqual(360);
    }
    expect(ys.size).toBe(1);
    expect(await links.count()).toBeGreaterThanOrEqual(5);
  });
});

test.describe("browsing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "filters through the filters page, sort by a plain form, chips and Back to jobs",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await page.goto("/jobs");
      const total = await totalOf(page);
      if (isMobile) {
        await page.getByRole("link", { name: /^Filters/ }).click();
        await expect(page).toHaveURL(/\/jobs\/filters$/);
        await expect(page.getByRole("heading", { name: "Filters", level: 1 })).toBeVisible();
        await expect(showButton(page)).toHaveText(`Show ${total} jobs`);
      }
      await page.getByRole("checkbox", { name: /^Full-time/ }).check();
      await page.getByLabel("Salary", { exact: true }).selectOption({ label: "€30,000 or more" });
      await (isMobile ? showButton(page) : page.getByRole("button", { name: "Apply filters" })).click();
      await expect(page).toHaveURL(/type=full-time/);
      await expect(page).toHaveURL(/salary=30000-120000/);
      const chips = page.getByRole("navigation", { name: "Active filters" });
      await expect(chips.getByRole("link")).toHaveText([/Full-time/, /€30,000 – €120,000/, "Clear all"]);

      await page.getByLabel("Sort by").selectOption("newest");
      await page.getByRole("button", { name: "Sort" }).click();
      await expect(page).toHaveURL(/sort=newest/);
      await expect(page).toHaveURL(/type=full-time/);

      await chips.getByRole("link", { name: /€30,000/ }).click();
      await expect(page).toHaveURL(/\/jobs\?type=full-time&sort=newest$/);

      await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
      // Page 2 must have arrived before a job is opened from it, or the job (and its way back) is page 1's.
      await expect(page).toHaveURL(/\/jobs\?type=full-time&sort=newest&page=2$/);
      await page.locator("main article h3 a").first().click();
      await page.getByRole("link", { name: "Back to jobs" }).click();
      await expect(page).toHaveURL(/\/jobs\?type=full-time&sort=newest&page=2$/);
    },
  );
});

test("old category links redirect permanently to the merged category", async ({ request }) => {
  const res = await request.get("/jobs?category=care-support", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe("/jobs?category=healthcare");
});
