import type { Page } from "@playwright/test";
import { blogPosts } from "../../content/blog";
import { faqGroups } from "../../content/faq";
import { resourceGuides } from "../../content/resources";
import { visaPage } from "../../content/visa";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const SUFFIX = " | PearlBridge Jobs";

/** Opens a page and waits until React has hydrated it (so tabs and fetcher forms respond). */
async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber"));
  });
  return response;
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")["@type"] as string));
}

function uniqueEmail(tag: string) {
  return `${tag}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

const pages: [path: string, title: string][] = [
  ["/about", "About Us"],
  ["/resources", "Resources"],
  ["/visa-info", "Visa Information"],
  ["/relocation", "Relocation Guide"],
  ["/german-language", "Learn German"],
  ["/blog", "Career Blog"],
  ["/faq", "Frequently Asked Questions"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
  ["/cookies", "Cookie Policy"],
  ...resourceGuides.map((g): [string, string] => [`/resources/${g.id}`, g.title]),
  ...blogPosts.map((p): [string, string] => [`/blog/${p.id}`, p.title]),
];

test.describe("content pages", () => {
  test("every page answers 200 with its title, canonical link, description and one h1", async ({ page, baseURL }) => {
    const descriptions = new Set<string>();
    for (const [path, title] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page, path).toHaveTitle(`${title}${SUFFIX}`);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "index, follow");
      await expect(page.locator("h1"), path).toHaveCount(1);
      await expect(page.locator("h1"), path).toHaveText(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description, path).toBeTruthy();
      descriptions.add(description ?? "");
    }
    expect(descriptions.size).toBe(pages.length);
  });

  test("legal pages show their last-updated date", async ({ page }) => {
    for (const path of ["/privacy", "/terms", "/cookies"]) {
      await page.goto(path);
      await expect(page.getByText("Last updated: 1 October 2026")).toBeVisible();
    }
  });

  test("about: mission, story, both audiences, six values, team, Browse Jobs and a mail contact", async ({ page }) => {
    await page.goto("/about");
    for (const heading of [
      "Our mission",
      "Our story",
      "What we do",
      "For job seekers",
      "For employers",
      "Our values",
      "Our team",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const value of ["Integrity", "Excellence", "Empowerment", "Innovation", "Community", "Impact"]) {
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      /^mailto:hello@pearlbridgejobs\.com/,
    );
  });

  test("relocation: four stages with checklists, six essentials, six cultural tips, a contact mail link", async ({ page }) => {
    await page.goto("/relocation");
    for (const stage of ["Before You Move", "First Week in Germany", "First Month", "Within Three Months"]) {
      await expect(page.getByRole("heading", { name: stage, exact: true })).toBeVisible();
      await expect(
        page
          .getByRole("list", { name: `${stage} checklist` })
          .getByRole("listitem")
          .first(),
      ).toBeVisible();
    }
    for (const card of ["Banking", "Housing", "Health Insurance", "Communications", "Language Resources", "Postal Services"]) {
      await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
    }
    for (const tip of ["Punctuality", "Formality", "Recycling", "Quiet Hours", "Direct Communication", "Work-Life Separation"]) {
      await expect(page.getByRole("heading", { name: tip, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: "hello@pearlbridgejobs.com" })).toHaveAttribute(
      "href",
      /^mailto:hello@pearlbridgejobs\.com/,
    );
    await expect(page.getByText("Last reviewed: 1 November 2026")).toBeVisible();
  });

  test("FAQ: grouped questions open and close, with FAQPage structured data", async ({ page }) => {
    await gotoReady(page, "/faq");
    for (const group of faqGroups) await expect(page.getByRole("heading", { name: group.title, level: 2 })).toBeVisible();
    const first = faqGroups[0].items[0];
    const answer = page.getByText(first.answer);
    await expect(answer).toBeHidden();
    await page.getByText(first.question).click();
    await expect(answer).toBeVisible();
    await page.getByText(first.question).click();
    await expect(answer).toBeHidden();
    expect(await jsonLdTypes(page)).toContain("FAQPage");
  });
});

test.describe("resource guides", () => {
  test("every guide shows breadcrumbs, date, all sections, callouts, links and related guides", async ({ page }) => {
    for (const guide of resourceGuides) {
      const path = `/resources/${guide.id}`;
      await page.goto(path);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(crumbs.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resources");
      await expect(crumbs.getByText(guide.title)).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);
      await expect(page.getByText(guide.shortDescription)).toBeVisible();
      await expect(page.getByText(/Last reviewed: \d{1,2} \w+ \d{4}/)).toBeVisible();
      for (const section of guide.sections) {
        await expect(
          page.getByRole("heading", { name: section.heading, exact: true, level: 2 }),
          `${path}: ${section.heading}`,
        ).toBeVisible();
        await expect(page.getByText(section.paragraphs[0], { exact: true }).first()).toBeVisible();
        for (const bullet of section.bullets ?? []) await expect(page.getByText(bullet, { exact: true }).first()).toBeAttached();
        if (section.callout) await expect(page.getByRole("note").filter({ hasText: section.callout.title })).toBeVisible();
      }
      for (const link of guide.links) {
        await expect(page.getByRole("link", { name: link.text, exact: true })).toHaveAttribute("href", link.url);
      }
      const related = page.getByRole("heading", { name: "Related resources" }).locator("xpath=..");
      for (const id of guide.relatedResources) {
        await expect(related.locator(`a[href="/resources/${id}"]`), `${path} -> ${id}`).toBeVisible();
      }
      const breadcrumbLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")).find((d) => d["@type"] === "BreadcrumbList"));
      expect(breadcrumbLd.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Resources", guide.title]);
    }
  });

  test("an unknown guide answers 404 inside the site wrapper, with a way back and noindex", async ({ page }) => {
    const response = await page.goto("/resources/integration-coursez");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Resource Not Found", level: 1 })).toBeVisible();
    await expect(page.getByText("The resource you're looking for doesn't exist or has been moved")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Resources" })).toHaveAttribute("href", "/resources");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("the resources tabs filter the cards, with and without script", async ({ page, browser }) => {
    await gotoReady(page, "/resources");
    const tabs = page.getByRole("navigation", { name: "Resource categories" });
    const cards = page.getByRole("region", { name: "Guides" }).getByRole("article");
    await expect(tabs.getByRole("link", { name: "All Resources" })).toHaveAttribute("aria-current", "page");
    await expect(cards).toHaveCount(resourceGuides.length);

    await tabs.getByRole("link", { name: "Visa & Immigration" }).click();
    await expect(page).toHaveURL(/\/resources\?category=visa$/);
    await expect(tabs.getByRole("link", { name: "Visa & Immigration" })).toHaveAttribute("aria-current", "page");
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("link", { name: "EU Blue Card Explained" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Finding Housing in Germany" })).toHaveCount(0);

    await tabs.getByRole("link", { name: "Living in Germany" }).click();
    await expect(page.getByRole("link", { name: "Finding Housing in Germany" })).toBeVisible();
    await expect(page.getByRole("link", { name: "EU Blue Card Explained" })).toHaveCount(0);

    await tabs.getByRole("link", { name: "Career Development" }).click();
    await page.getByRole("link", { name: "Acing Your German Job Interview" }).click();
    await expect(page).toHaveURL(/\/resources\/job-interview$/);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(new URL("/resources", page.url()).toString());
    await plain
      .getByRole("navigation", { name: "Resource categories" })
      .getByRole("link", { name: "Language", exact: true })
      .click();
    await expect(plain).toHaveURL(/category=language$/);
    await expect(plain.getByRole("link", { name: "German Language Tests and Certificates" })).toBeVisible();
    await expect(plain.getByRole("link", { name: "EU Blue Card Explained" })).toHaveCount(0);
    await noScript.close();
  });

  test("the Contact Us button opens a mail to the contact address", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      /^mailto:hello@pearlbridgejobs\.com/,
    );
  });
});

test.describe("visa information", () => {
  test("EU Blue Card is the default tab; every tab switches the content and shows its facts", async ({ page }) => {
    await gotoReady(page, "/visa-info");
    await expect(page.getByRole("tab", { name: "EU Blue Card" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("€58,400 per year", { exact: true })).toBeVisible();
    await expect(page.getByText("€45,552 per year", { exact: true })).toBeVisible();
    await expect(page.getByText(`Last reviewed: 1 November 2026`)).toBeVisible();

    for (const tab of visaPage.tabs) {
      await page.getByRole("tab", { name: tab.label, exact: true }).click();
      await expect(page.getByRole("tab", { name: tab.label, exact: true })).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: tab.label });
      await expect(panel.getByRole("heading", { name: tab.sections[0].heading, exact: true })).toBeVisible();
      await expect(panel.getByText(tab.summary)).toBeVisible();
      for (const fact of tab.facts ?? []) await expect(panel.getByText(fact.label, { exact: true })).toBeVisible();
      for (const other of visaPage.tabs.filter((t) => t.id !== tab.id)) await expect(page.getByText(other.summary)).toBeHidden();
    }
  });

  test("a fragment opens its tab, and the assistance request is a mail with a subject", async ({ page }) => {
    await gotoReady(page, "/visa-info#required-documents");
    await expect(page.getByRole("tab", { name: "Required Documents" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "Request Visa Assistance" })).toHaveAttribute(
      "href",
      "mailto:hello@pearlbridgejobs.com?subject=Visa%20assistance%20request",
    );
  });
});

test.describe("learn German", () => {
  test("six levels with hours; tabs switch between courses, self-study and exams", async ({ page }) => {
    await gotoReady(page, "/german-language");
    await expect(page.getByRole("heading", { name: "Why learn German?" })).toBeVisible();
    for (const [level, hours] of [
      ["A1", "80-100 hours"],
      ["A2", "180-200 hours"],
      ["B1", "350-400 hours"],
      ["B2", "500-600 hours"],
      ["C1", "700-800 hours"],
      ["C2", "1000-1200 hours"],
    ]) {
      await expect(page.getByRole("heading", { name: new RegExp(`^${level}: `) })).toBeVisible();
      await expect(page.getByText(hours)).toBeVisible();
    }
    await expect(page.getByRole("tab", { name: "Language Courses" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Goethe-Zentrum Kampala" })).toBeVisible();

    await page.getByRole("tab", { name: "Self-Study Resources" }).click();
    await expect(page.getByRole("heading", { name: "vhs-Lernportal" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Goethe-Zentrum Kampala" })).toBeHidden();

    await page.getByRole("tab", { name: "Language Exams" }).click();
    const exams = page.getByRole("tabpanel", { name: "Language Exams" });
    await expect(exams.getByRole("heading", { name: "TestDaF" })).toBeVisible();
    await expect(exams.getByText("Recognition").first()).toBeVisible();
    await expect(exams.getByText("Preparation").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "vhs-Lernportal" })).toBeHidden();

    await page.getByRole("link", { name: "Explore Language Partners" }).click();
    await expect(page).toHaveURL(/#courses$/);
    await expect(page.getByRole("tab", { name: "Language Courses" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Goethe-Zentrum Kampala" })).toBeInViewport();
  });
});

test.describe("career blog", () => {
  test("category tabs filter the posts; cards show date, author, read time and a lazy image", async ({ page }) => {
    await gotoReady(page, "/blog");
    const tabs = page.getByRole("navigation", { name: "Blog categories" });
    const cards = page.getByRole("region", { name: "Articles" }).getByRole("article");
    await expect(cards).toHaveCount(6);
    const first = blogPosts[0];
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
    await expect(page.getByRole("link", { name: blogPosts[0].title })).toBeVisible();
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: blogPosts[6].title })).toBeVisible();
    await expect(page.getByRole("link", { name: blogPosts[11].title })).toBeVisible();
    await expect(page.getByRole("link", { name: blogPosts[0].title })).toHaveCount(0);
    await expect(page).toHaveTitle(`Career Blog - Page 2${SUFFIX}`);
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  });

  test("a post shows the whole article with its details, article metadata and BlogPosting data", async ({ page }) => {
    const post = blogPosts[1];
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
    await expect(page.locator("#newsletter-email-error")).toHaveText("Please enter a valid email address");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
  });

  test("subscribing shows the toast; subscribing again also succeeds", async ({ page }) => {
    await gotoReady(page, "/blog");
    const email = uniqueEmail("news");
    const field = page.getByLabel("Email address");
    for (const attempt of [email, email.toUpperCase()]) {
      await field.fill(attempt);
      const answer = page.waitForResponse((r) => r.url().includes("/api/newsletter") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Subscribe" }).click();
      expect((await answer).status()).toBe(200);
      // The newest toast (a previous one may still be fading out).
      await expect(page.getByText("Subscribed!").last()).toBeVisible();
      await expect(page.getByText("Thank you! You'll receive our latest career tips and guides.").last()).toBeVisible();
      await expect(field).toHaveValue("");
      await expect(page.locator("#newsletter-email-error")).toHaveCount(0);
      // One toast at a time (spec section 9).
      await expect(page.getByText("Subscribed!")).toHaveCount(1);
    }
  });

  test("the endpoint answers JSON: ok, ok again for a repeat, 400 with the message for a bad address", async ({ request }) => {
    const email = uniqueEmail("api");
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
    await page.getByLabel("Email address").fill(uniqueEmail("nojs"));
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2#newsletter$/);
    await expect(page.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    await context.close();
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/about",
    "/resources",
    "/resources/blue-card",
    "/visa-info",
    "/relocation",
    "/german-language",
    "/blog",
    `/blog/${blogPosts[0].id}`,
    "/faq",
    "/privacy",
    "/resources/integration-coursez",
  ]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await gotoReady(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test("axe finds no violations on the other tabs and the newsletter error", async ({ page }) => {
    await gotoReady(page, "/visa-info");
    await page.getByRole("tab", { name: "Required Documents" }).click();
    await expectNoAxeViolations(page);
    await gotoReady(page, "/german-language");
    await page.getByRole("tab", { name: "Language Exams" }).click();
    await expectNoAxeViolations(page);
    await gotoReady(page, "/blog");
    await page.getByLabel("Email address").fill("someone@example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter-email-error")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
