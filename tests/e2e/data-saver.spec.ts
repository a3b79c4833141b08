import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { createAccount } from "../support/e2e-sessions.ts";

/**
 * Data saver (docs/product.md#data-saver) and pages without JavaScript: every journey works through plain
 * forms and links. Run at phone size (the "phone" project, 360 px) and on the desktop.
 */

/** A page in data-saver mode (the switch's cookie) that records every script and image it downloads. */
async function dataSaverPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: "pb_data_saver", value: "on", url: BASE_URL }]);
  const page = await context.newPage();
  const heavy: string[] = [];
  page.on("request", (r) => {
    if (["script", "image"].includes(r.resourceType()) && !r.url().startsWith("data:")) heavy.push(r.url());
  });
  return { context, page, heavy };
}

/** Search, filter, open a job, save it, find it on /saved: all without a script. */
async function browseAndSave(page: Page) {
  await page.goto("/jobs");
  const search = page.getByRole("searchbox", { name: "Job title, company or keyword" });
  await search.fill("developer");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]search=developer/);
  const firstJob = page.locator('main a[href^="/job/"]').first();
  const href = (await firstJob.getAttribute("href"))!;
  await firstJob.click();
  await expect(page).toHaveURL(href);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

  // A filter: the job's category leads to the list filtered by it.
  const category = page.locator('main a[href^="/jobs?category="]').first();
  const filtered = (await category.getAttribute("href"))!;
  await category.click();
  await expect(page).toHaveURL(filtered);
  // The same job in the filtered list (its link carries this list as the way back: ?from=…).
  const jobPath = href.split("?")[0]!;
  await expect(page.locator(`main a[href^="${jobPath}?"], main a[href="${jobPath}"]`).first()).toBeVisible();
  await page.goto(href);

  await page.getByRole("button", { name: "Save Job" }).click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("status").filter({ hasText: "Job saved" })).toContainText(`${title} has been saved on this device`);
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/saved");
  await expect(page.getByRole("link", { name: title })).toHaveAttribute("href", jobPath);
  return { href: jobPath, title };
}

/** Signs in through the /auth form and applies through the apply page. */
async function signInAndApply(page: Page, account: { email: string; password: string }, job: { href: string; title: string }) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(job.href)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(job.href);
  // The device's saved job joined the account at sign-in.
  await page.goto("/saved");
  await expect(page.getByText("The jobs saved to your account")).toBeVisible();
  await expect(page.getByRole("link", { name: job.title })).toBeVisible();

  await page.goto(job.href);
  await page.getByRole("link", { name: "Apply for this Job" }).click();
  await expect(page).toHaveURL(`${job.href}/apply`);
  await page.getByLabel("Cover note (optional)").fill("I would like to join your team.");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page).toHaveURL(job.href);
  await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();
}

test.describe("data saver", () => {
  test(
    "search, filter, open a job, save, sign in and apply without one script or image",
    { tag: "@phone" },
    async ({ browser, extraHTTPHeaders, viewport, isMobile }, testInfo) => {
      const account = await createAccount(testInfo, { tag: "datasaver" });
      const { context, page, heavy } = await dataSaverPage(browser, {
        extraHTTPHeaders,
        viewport: viewport ?? undefined,
        isMobile,
      });
      await page.goto("/");
      await expect(page.getByText("Data saver is on")).toBeVisible();
      await expectNoAxeViolations(page);
      const job = await browseAndSave(page);
      await expectNoAxeViolations(page);
      await signInAndApply(page, account, job);
      expect(heavy).toEqual([]);
      await context.close();
    },
  );

  test("the switch turns it on and off with a plain form; Save-Data: on turns it on by itself", async ({
    browser,
    extraHTTPHeaders,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { ...extraHTTPHeaders, "Save-Data": "on" } });
    const page = await context.newPage();
    await page.goto("/jobs?search=nurse");
    await expect(page.getByText("Data saver is on")).toBeVisible();
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    await page.getByRole("button", { name: "Turn off data saver" }).click();
    await expect(page).toHaveURL("/jobs?search=nurse");
    await expect(page.getByText("Data saver is on")).toBeHidden();
    await expect.poll(() => page.locator("script:not([type='application/ld+json'])").count()).toBeGreaterThan(0);
    // The footer's switch turns it back on.
    await page.getByRole("contentinfo").getByRole("button", { name: "Data saver: Off" }).click();
    await expect(page.getByText("Data saver is on")).toBeVisible();
    await context.close();
  });
});

test.describe("without JavaScript", () => {
  test(
    "search, filter, open a job, save, sign in and apply",
    { tag: "@phone" },
    async ({ browser, extraHTTPHeaders, viewport, isMobile }, testInfo) => {
      const account = await createAccount(testInfo, { tag: "noscript-saver" });
      const context = await browser.newContext({
        javaScriptEnabled: false,
        extraHTTPHeaders,
        viewport: viewport ?? undefined,
        isMobile,
      });
      const page = await context.newPage();
      const job = await browseAndSave(page);
      await signInAndApply(page, account, job);
      await context.close();
    },
  );

  test("the phone menu opens and leads to a page", async ({ browser, extraHTTPHeaders }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("banner").locator("summary").click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Saved (0)" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Data saver: Off" })).toBeVisible();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about");
    await context.close();
  });
});
