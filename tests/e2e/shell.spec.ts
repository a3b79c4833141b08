import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

test.describe("site shell", () => {
  test("unknown paths answer 404 with the Page Not Found page, both buttons and noindex", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText(
        "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);
  });

  test("the page head has title suffix, canonical, social tags, theme colour, manifest and structured data", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About Us | PearlBridge Jobs");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/logo\.svg$/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1e40af");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", "/favicon.svg");
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")["@type"]));
    expect(types).toEqual(expect.arrayContaining(["WebSite", "Organization"]));
    const manifest = await page.request.get("/manifest.webmanifest");
    expect((await manifest.json()).theme_color).toBe("#1e40af");
  });

  test("health check reports the database", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  test("security headers are sent and the page runs without CSP errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const res = await page.goto("/");
    const headers = res!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-powered-by"]).toBeUndefined();
    await page.waitForLoadState("networkidle");
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});

test.describe("header navigation", () => {
  test("desktop header links lead to their pages", async ({ page, isMobile }) => {
    test.skip(isMobile, "phones use the side sheet");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, path] of [
      ["Browse Jobs", "/jobs"],
      ["About Us", "/about"],
      ["Resources", "/resources"],
      ["Home", "/"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
  });

  test("phones get the navigation in a side sheet", { tag: "@phone-only" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "desktop shows the links inline");
    // The sheet is a script's dialog: wait for the page to be hydrated (a tap before that does nothing yet).
    await gotoReady(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Login" })).toBeVisible();
    await sheet.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about");
    await expect(sheet).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test.describe("cross-origin protection", () => {
  test("state-changing requests from another site are refused", async ({ request }) => {
    for (const path of ["/api/auth/sign-in/email", "/logout", "/job/1/apply", "/api/newsletter", "/api/saved-jobs", "/auth"]) {
      const res = await request.post(path, {
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        data: { email: "a@example.org", password: "secret-pass" },
      });
      expect(res.status(), path).toBe(403);
    }
  });

  test("a forged or missing session cookie is treated as signed out", async ({ page, context, request }) => {
    await context.addCookies([{ name: "pearlbridge.session_token", value: "forged.value", domain: "localhost", path: "/" }]);
    await page.goto("/applications");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fapplications$/);
    const apply = await request.post("/job/1/apply", {
      multipart: { cv: "none", userId: "someone-else" },
      maxRedirects: 0,
    });
    expect(apply.status()).toBe(302);
    expect(apply.headers().location).toBe("/auth?redirectTo=%2Fjob%2F1%2Fapply");
  });

  test("oversized bodies are refused with 413", async ({ request }) => {
    const res = await request.post("/api/auth/sign-in/email", {
      headers: { "content-type": "application/json" },
      data: JSON.stringify({ email: "a@example.org", password: "x".repeat(1024 * 1024) }),
    });
    expect(res.status()).toBe(413);
  });
});
