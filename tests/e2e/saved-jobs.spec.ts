import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";
import { toast } from "../support/e2e-accounts.ts";

/** Saved jobs for everyone (docs/product.md#saved-jobs): /saved and "Saved (N)" for visitors and accounts. */

const header = (page: import("@playwright/test").Page) => page.getByRole("banner");

test.describe("saved jobs", () => {
  test("a visitor saves on this device, finds the job on /saved through Saved (N), and removes it there", async ({ page }) => {
    await gotoReady(page, "/job/2");
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await expect(header(page).getByRole("link", { name: "Saved (0)" })).toBeVisible();
    await page.getByRole("button", { name: "Save Job" }).click();
    await expect(toast(page, "Job saved", `${title} has been saved on this device`)).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Saved (1)" })).toBeVisible();

    await header(page).getByRole("link", { name: "Saved (1)" }).click();
    await expect(page).toHaveURL("/saved");
    await expect(page.getByRole("heading", { name: "Saved jobs", level: 1 })).toBeVisible();
    await expect(page.getByText(/Saved on this device/)).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: title });
    await expect(item.getByRole("link", { name: title })).toHaveAttribute("href", "/job/2");
    await expectNoAxeViolations(page);

    await item.getByRole("button", { name: /Remove/ }).click();
    await expect(toast(page, "Job removed", `${title} has been removed from saved jobs`)).toBeVisible();
    await expect(page.getByText("You have not saved any jobs yet.")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Saved (0)" })).toBeVisible();
  });

  test("an old list in local storage moves to this device's cookie on the first visit", async ({ page, context }) => {
    // Planted on a page without the site's scripts, so that no page moves it before the one under test.
    await page.goto("/healthz");
    await page.evaluate(() => localStorage.setItem("savedJobs", JSON.stringify({ "3": true, "no-such-job": true })));
    await gotoReady(page, "/about");
    // The move is a request after hydration, then the page's data is reloaded: give a busy machine time.
    await expect(header(page).getByRole("link", { name: "Saved (1)" })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem("savedJobs"))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === "pb_saved")?.value).toBe("3");
    await page.goto("/saved");
    await expect(page.getByRole("main").locator('a[href^="/job/"]')).toHaveAttribute("href", "/job/3");
  });

  test("an old list whose move fails stays in the browser and moves on the next page", async ({ page, context }) => {
    // Planted on a page without the site's scripts, so that no page moves it before the one under test.
    await page.goto("/healthz");
    await page.evaluate(() => localStorage.setItem("savedJobs", JSON.stringify({ "4": true })));
    await page.route("**/api/saved-jobs", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
    const refused = page.waitForRequest((r) => r.url().endsWith("/api/saved-jobs") && r.method() === "POST");
    await gotoReady(page, "/about");
    await refused;
    await expect.poll(() => page.evaluate(() => localStorage.getItem("savedJobs"))).toBe('{"4":true}');
    expect((await context.cookies()).find((c) => c.name === "pb_saved")).toBeUndefined();

    await page.unroute("**/api/saved-jobs");
    await gotoReady(page, "/about");
    await expect(header(page).getByRole("link", { name: "Saved (1)" })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem("savedJobs"))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === "pb_saved")?.value).toBe("4");
  });

  test("signed in, saves go to the account and /saved lists the account's jobs", async ({ page, loginAs }) => {
    await gotoReady(page, "/job/6");
    // The button shows Saved at once; the device's list is the cookie of the answer, so wait for it before
    // signing in (which would otherwise cancel the request on a slow run).
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/saved-jobs") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Save Job" }).click();
    await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
    expect((await saved).ok()).toBe(true);
    await loginAs({ tag: "saved" });
    await gotoReady(page, "/job/7");
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.getByRole("button", { name: "Save Job" }).click();
    await expect(toast(page, "Job saved", `${title} has been saved to your profile`)).toBeVisible();
    // The job saved before signing in joined the account.
    await expect(header(page).getByRole("link", { name: "Saved (2)" })).toBeVisible({ timeout: 15_000 });
    await gotoReady(page, "/saved");
    await expect(page.getByText("The jobs saved to your account")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ has: page.locator('a[href="/job/6"]') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
