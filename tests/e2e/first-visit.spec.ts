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

  test("a situation of a job's routes shows that situation's routes", async ({ page }) => {
    await page.goto("/job/care2");
    expect(await hydrated(page)).toBe(false);
    const routes = page.getByRole("region", { name: "Routes to this job" });
    await routes.getByRole("link", { name: "University graduate in IT, English only" }).click();
    await expect(page).toHaveURL(/\/job\/care2\?situation=it-graduate-english#routes$/);
    await expect(routes.getByRole("link", { name: "University graduate in IT, English only" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("a tracker item is ticked on this device", async ({ page }) => {
    await page.goto("/account/tracker");
    expect(await hydrated(page)).toBe(false);
    await page.getByRole("button", { name: /^Tick: Buy a German SIM card/ }).click();
    await expect(page.getByRole("button", { name: /^Untick: Buy a German SIM card/ })).toBeVisible();
  });
});

/** A cheap phone's link (issue 26: 400 kbit/s down and up, 400 ms latency), through Chromium's own throttling. */
async function slowLink(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

/** The next page starts as a new visitor's first page again (no scripts until it is used). */
const forgetVisit = (page: Page) => page.evaluate(() => localStorage.clear());

/**
 * A new visitor's first tap on a slow phone, while the scripts it starts are still on their way (issue 26; decisions
 * 153-154): each kind of control, tapped once, has its effect once, and nothing it opened closes when they arrive.
 */
test.describe("a new visitor's first tap on a slow phone @phone-only", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the menu opened by the first tap stays open when the scripts arrive", async ({ page }) => {
    test.setTimeout(60_000);
    await slowLink(page);
    await page.goto("/");
    const banner = page.getByRole("banner");
    const menu = banner.getByRole("navigation", { name: "Mobile" });
    await banner.locator("summary").tap();
    const opened = Date.now();
    await expect(menu).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - opened)));
    await expect(menu).toBeVisible();

    // Its links now move without a reload; the next page closes it, and from then on the button opens the side sheet.
    await menu.getByRole("link", { name: "About Us" }).tap();
    await expect(page).toHaveURL("/about");
    await expect(menu).toBeHidden();
    await banner.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });

  test("the alert box opened by the first tap keeps what is typed while its checks arrive, and sends once", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await slowLink(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await page.goto("/jobs?search=nurse");
    const box = page.getByTestId("job-alert");
    await box.getByText("Get job alerts for this search").tap();
    const email = box.getByLabel("Email address");
    await email.fill(`first-tap-${testInfo.project.name}-${Date.now()}@example.org`);
    const typed = await email.inputValue();
    // The checked form (a React Router form) takes the plain one's place with the address in it.
    await expect(box.locator("form[data-discover]")).toBeAttached({ timeout: 30_000 });
    await expect(email).toHaveValue(typed);
    await expect(box.getByLabel("Weekly")).not.toBeChecked();
    await box.getByRole("button", { name: "Create alert" }).tap();
    await expect(page.getByText("Check your e-mail")).toBeVisible({ timeout: 20_000 });
    expect(posts.filter((p) => p.startsWith("/alerts/new"))).toHaveLength(1);
  });

  test("a form's button, Save Job, a link and a changed filter each work with one use", async ({ page }) => {
    test.setTimeout(90_000);
    await slowLink(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });

    // Login at once after typing (typing started the scripts): one request, whether it went before or after them.
    await page.goto("/auth");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login", exact: true }).tap();
    await expect(page.getByText("Invalid email or password")).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    expect(posts.filter((p) => p.startsWith("/auth"))).toHaveLength(1);

    // Save Job, the first use of the page: saved once.
    await forgetVisit(page);
    await page.goto("/job/1");
    expect(await hydrated(page)).toBe(false);
    await page.getByRole("button", { name: "Save Job" }).first().tap();
    await expect(page.getByRole("button", { name: "Saved" }).first()).toHaveAttribute("aria-pressed", "true", {
      timeout: 20_000,
    });
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    expect(posts.filter((p) => p.startsWith("/saved"))).toHaveLength(1);

    // Filters, a link until the scripts run: its page.
    await forgetVisit(page);
    await page.goto("/jobs");
    expect(await hydrated(page)).toBe(false);
    await page.getByRole("link", { name: "Filters" }).tap();
    await expect(page).toHaveURL(/\/jobs\/filters/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Filters" })).toBeVisible();

    // A salary chosen in the plain list before the scripts run moves to their slider instead of vanishing with it.
    await forgetVisit(page);
    await page.goto("/jobs/filters");
    await page.getByRole("combobox", { name: "Salary" }).selectOption({ label: "€40,000 or more" });
    expect(await hydrated(page)).toBe(false);
    await page.keyboard.press("Tab");
    await expect(page.getByText("€40,000 – €120,000")).toBeVisible({ timeout: 30_000 });

    // A sort chosen before the scripts run, whose Sort button goes when they arrive, is applied then, once.
    await forgetVisit(page);
    await page.goto("/jobs");
    await page.getByLabel("Sort by").selectOption({ label: "Salary: high to low" });
    expect(await hydrated(page)).toBe(false);
    await page.keyboard.press("Tab");
    await expect(page).toHaveURL(/[?&]sort=salary_high_low/, { timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeHidden();
  });
});
