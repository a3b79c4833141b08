import { blogPosts } from "#content/blog.ts";
import { uniqueEmail } from "../support/e2e-accounts.ts";
import { itemAt } from "../support/item-at.ts";
import { expect, gotoReady, jsonLdTypes, test } from "./fixtures.ts";

const SUFFIX = " | PearlBridge Jobs";

test.describe("career blog", () => {
  test("category tabs filter the posts; cards show date, author, read time and a lazy image", async ({ page }) => {
    await gotoReady(page, "/blog");
    const tabs = page.getByRole("navigation", { name: "Blog categories" });
    const cards = page.getByRole("region", { name: "Articles" }).getByRole("article");
    await expect(cards).toHaveCount(6);
    const first = itemAt(blogPosts, 0, "blog posts");
    const firstCard = cards.filter({ hasText: first.title });
    await expect(firstCard.getByText(first.author)).toBeVisible();
    await expect(firstCard.getByText(first.readTime)).toBeVisible();
    await expect(firstCard.locator("time")).toHaveAttribute("datetime", first.date);
    await expect(firstCard.getByRole("link", { name: first.title })).toHaveAttribute("href", `/blog/${first.id}`);
    const images = page.getByRole("region", { name: "Articles" }).locator("img");
    await expect(images.first()).toHaveAttribute("width", "640");
    await expect(images.first()).toHaveAttribute("height", "360");
    await expect(images.last()).toHaveAttribute("loading", "lazy");

    for (const [label, category] of [
      ["Visa & Immigration", "visa"],
      ["German Culture", "culture"],
      ["Lifestyle", "lifestyle"],
      ["Language Tips", "language"],
      ["Career Advice", "career"],
    ] as const) {
      await tabs.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`category=${category}$`));
      const expected = blogPosts.filter((p) => p.category === category);
      await expect(cards).toHaveCount(expected.length);
      for (const post of expected) await expect(page.getByRole("link", { name: post.title })).toBeVisible();
    }
    await tabs.getByRole("link", { name: "All Posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(6);
  });

  test("pagination moves through the real posts", async ({ page }) => {
    await gotoReady(page, "/blog");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: itemAt(blogPosts, 0, "blog posts").title })).toBeVisible();
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: itemAt(blogPosts, 6, "blog posts").title })).toBeVisible();
    await expect(page.getByRole("link", { name: itemAt(blogPosts, 11, "blog posts").title })).toBeVisible();
    await expect(page.getByRole("link", { name: itemAt(blogPosts, 0, "blog posts").title })).toHaveCount(0);
    await expect(page).toHaveTitle(`Career Blog - Page 2${SUFFIX}`);
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  });

  test("a post shows the whole article with its details, article metadata and BlogPosting data", async ({ page }) => {
    const post = itemAt(blogPosts, 1, "blog posts");
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    for (const section of post.body) {
      await expect(page.getByRole("heading", { name: section.heading, exact: true, level: 2 })).toBeVisible();
      for (const p of section.paragraphs) await expect(page.getByText(p, { exact: true })).toBeVisible();
    }
    const header = page.locator("h1").locator("xpath=..");
    await expect(header.getByText(post.author)).toBeVisible();
    await expect(header.getByText(post.readTime)).toBeVisible();
    await expect(header.locator("time")).toHaveAttribute("datetime", post.date);
    await expect(header.getByRole("link", { name: "Career Advice" })).toBeVisible();
    await expect(page.locator(`img[src="${post.image}"]`).first()).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
  });

  test("an unknown post answers 404 inside the site wrapper with a link back to the blog", async ({ page }) => {
    const response = await page.goto("/blog/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post Not Found", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("newsletter", () => {
  test("an invalid address shows the message under the field", async ({ page }) => {
    await gotoReady(page, "/blog");
    const field = page.getByLabel("Email address");
    // Passes the browser's own type=email check, fails ours (no top-level domain).
    await field.fill("someone@example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter-form-email-error")).toHaveText("Please enter a valid email address");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
  });

  test("subscribing shows the toast; subscribing again also succeeds", async ({ page }) => {
    await gotoReady(page, "/blog");
    const email = uniqueEmail(test.info(), "news");
    const field = page.getByLabel("Email address");
    for (const attempt of [email, email.toUpperCase()]) {
      await field.fill(attempt);
      const answer = page.waitForResponse((r) => r.url().includes("/api/newsletter") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Subscribe" }).click();
      expect((await answer).status()).toBe(200);
      // The newest toast (a previous one may still be fading out).
      await expect(page.getByText("Check your e-mail", { exact: true }).last()).toBeVisible();
      await expect(page.getByText("We sent you a link to confirm your subscription.", { exact: false }).last()).toBeVisible();
      await expect(field).toHaveValue("");
      await expect(page.locator("#newsletter-form-email-error")).toHaveCount(0);
      // One toast at a time (docs/product.md#toasts).
      await expect(page.getByText("Check your e-mail", { exact: true })).toHaveCount(1);
    }
  });

  test("the endpoint answers JSON: ok, ok again for a repeat, 400 with the message for a bad address", async ({ request }) => {
    const email = uniqueEmail(test.info(), "api");
    let res = await request.post("/api/newsletter", { form: { email } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    res = await request.post("/api/newsletter", { form: { email: email.toUpperCase() } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    res = await request.post("/api/newsletter", { form: { email: "not-an-address" } });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ error: "Please enter a valid email address" });
  });

  test("without script the form posts and returns to the page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/blog?page=2");
    await page.getByLabel("Email address").fill(uniqueEmail(test.info(), "nojs"));
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2#newsletter$/);
    await expect(page.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    await context.close();
  });

  test("a return path with a tab, CR or LF leads back to the blog, where the toast of the redirect shows", async ({
    page,
    baseURL,
  }) => {
    for (const [name, redirectTo] of <[string, string][]>[
      ["tab", "/\t/evil.example"],
      ["crlf", "/blog\r\nSet-Cookie: planted=1"],
      ["lf", "/jobs\n"],
    ]) {
      // As the browser sends the form without script: a document request, answered with a redirect.
      const res = await page.request.post("/api/newsletter", {
        form: { email: uniqueEmail(test.info(), `ret-${name}`), redirectTo },
        // A browser's form post names its origin (the server refuses cookie-carrying posts from elsewhere).
        headers: { "sec-fetch-mode": "navigate", accept: "text/html", origin: String(baseURL) },
        maxRedirects: 0,
      });
      expect(res.status(), name).toBe(302);
      expect(res.headers()["location"]).toBe("/blog#newsletter");
    }
    // The flash cookie set by the last answer (shared with the page) shows its toast once.
    await gotoReady(page, "/blog");
    await expect(page.getByText("Check your e-mail", { exact: true })).toBeVisible();
    await expect(page.getByText("We sent you a link to confirm your subscription.", { exact: false })).toBeVisible();
  });

  test("a planted flash cookie shows no toast and is cleared", async ({ page, context, baseURL }) => {
    const planted = Buffer.from(JSON.stringify({ title: "Your account is blocked", variant: "error" })).toString("base64");
    await context.addCookies([{ name: "pearlbridge_flash", value: encodeURIComponent(planted), url: baseURL! }]);
    await gotoReady(page, "/blog");
    expect((await context.cookies()).some((c) => c.name === "pearlbridge_flash")).toBe(false);
    // A genuine flash toast appears within a second or two after hydration (previous test); this one must not.
    await page.waitForTimeout(2_000);
    await expect(page.getByText("Your account is blocked")).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });
});
