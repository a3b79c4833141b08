import { blogPosts } from "#content/blog.ts";
import { faqGroups } from "#content/faq.ts";
import { resourceGuides } from "#content/resources.ts";
import { visaPage } from "#content/visa.ts";
import { itemAt } from "../support/item-at.ts";
import { expect, expectNoAxeViolations, gotoReady, jsonLdTypes, test } from "./fixtures.ts";

const SUFFIX = " | PearlBridge Jobs";

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

// What the server sends for every guide and page: read without scripts, which none of these checks needs
// (and which saves each of about 60 pages its script downloads).
test.describe("content pages as the server renders them", () => {
  test.use({ javaScriptEnabled: false });

  test("every page answers 200 with its title, canonical link, description and one h1", async ({ page, baseURL }) => {
    // One test walks every content page (about 40): give it the time of several tests.
    test.slow();
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

  test("every guide shows breadcrumbs, date, all sections, callouts, links and related guides", async ({ page }) => {
    test.slow(); // walks every guide
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
        await expect(page.getByText(itemAt(section.paragraphs, 0, "paragraphs"), { exact: true }).first()).toBeVisible();
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
});

test.describe("content pages", () => {
  test("legal pages show their last-updated date", async ({ page }) => {
    const dates = { "/privacy": "23 November 2026", "/terms": "1 October 2026", "/cookies": "1 October 2026" };
    for (const [path, date] of Object.entries(dates)) {
      await page.goto(path);
      await expect(page.getByText(`Last updated: ${date}`)).toBeVisible();
    }
  });

  test("a legal page opened from the footer renders in place, without a page load", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.locator("h1")).toHaveText("Privacy Policy");
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
    const first = itemAt(itemAt(faqGroups, 0, "FAQ groups").items, 0, "FAQ questions");
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
  test("EU Blue Card is the default tab; every tab is a link that switches the content without reloading data", async ({
    page,
  }) => {
    await gotoReady(page, "/visa-info");
    const tabs = page.getByRole("navigation", { name: "Visa topics" });
    await expect(tabs.getByRole("link", { name: "EU Blue Card" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("€50,700 per year", { exact: true })).toBeVisible();
    await expect(page.getByText("€45,934.20 per year", { exact: true })).toBeVisible();
    await expect(page.getByText(`Last reviewed: 1 November 2026`)).toBeVisible();
    const dataRequests: string[] = [];
    page.on("request", (r) => (r.url().includes(".data") ? dataRequests.push(r.url()) : undefined));

    for (const tab of [...visaPage.tabs.slice(1), visaPage.tabs[0]!]) {
      await tabs.getByRole("link", { name: tab.label, exact: true }).click();
      await expect(page).toHaveURL(
        tab === visaPage.tabs[0] ? /\/visa-info#visa-topics$/ : `/visa-info?tab=${tab.id}#visa-topics`,
      );
      await expect(tabs.getByRole("link", { name: tab.label, exact: true })).toHaveAttribute("aria-current", "page");
      const panel = page.getByRole("region", { name: tab.label, exact: true });
      await expect(
        panel.getByRole("heading", { name: itemAt(tab.sections, 0, "tab sections").heading, exact: true }),
      ).toBeVisible();
      await expect(panel.getByText(tab.summary)).toBeVisible();
      for (const fact of tab.facts ?? []) await expect(panel.getByText(fact.label, { exact: true })).toBeVisible();
      for (const other of visaPage.tabs.filter((t) => t.id !== tab.id)) await expect(page.getByText(other.summary)).toBeHidden();
    }
    // Only the root's data (who is signed in) may be asked again; the page's is not.
    expect(dataRequests.filter((u) => u.includes("routes%2Fcontent%2Fvisa-info") || !u.includes("_routes="))).toEqual([]);
    // Every tab's address has the page itself as its canonical address.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/visa-info$/);
  });

  test("an old fragment address opens its tab, and the assistance request is a mail with a subject", async ({ page }) => {
    await gotoReady(page, "/visa-info#required-documents");
    await expect(page).toHaveURL(/\/visa-info\?tab=required-documents#required-documents$/);
    await expect(
      page.getByRole("navigation", { name: "Visa topics" }).getByRole("link", { name: "Required Documents" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Required Documents" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request Visa Assistance" })).toHaveAttribute(
      "href",
      "mailto:hello@pearlbridgejobs.com?subject=Visa%20assistance%20request",
    );
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });
    test("the server renders the tab of the address, and the tabs are links", async ({ page }) => {
      await page.goto("/visa-info?tab=skilled-workers");
      const tabs = page.getByRole("navigation", { name: "Visa topics" });
      await expect(tabs.getByRole("link", { name: "Skilled Workers" })).toHaveAttribute("aria-current", "page");
      const skilled = visaPage.tabs.find((t) => t.id === "skilled-workers")!;
      await expect(page.getByText(skilled.summary)).toBeVisible();
      await expect(page.getByText(visaPage.tabs[0]!.summary)).toBeHidden();
      await tabs.getByRole("link", { name: "Application Process" }).click();
      await expect(page).toHaveURL(/\/visa-info\?tab=application-process#visa-topics$/);
      await expect(tabs.getByRole("link", { name: "Application Process" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(skilled.summary)).toBeHidden();
    });
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
    ] as const) {
      await expect(page.getByRole("heading", { name: new RegExp(`^${level}: `) })).toBeVisible();
      await expect(page.getByText(hours)).toBeVisible();
    }
    const tabs = page.getByRole("navigation", { name: "Ways to learn German" });
    await expect(tabs.getByRole("link", { name: "Language Courses" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Goethe-Zentrum Kampala" })).toBeVisible();

    await tabs.getByRole("link", { name: "Self-Study Resources" }).click();
    await expect(page).toHaveURL(/\/german-language\?tab=self-study#courses$/);
    await expect(page.getByRole("heading", { name: "vhs-Lernportal" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Goethe-Zentrum Kampala" })).toBeHidden();

    await tabs.getByRole("link", { name: "Language Exams" }).click();
    await expect(tabs.getByRole("link", { name: "Language Exams" })).toHaveAttribute("aria-current", "page");
    const exams = page.getByRole("region", { name: "Language Exams" });
    await expect(exams.getByRole("heading", { name: "TestDaF" })).toBeVisible();
    await expect(exams.getByText("Recognition").first()).toBeVisible();
    await expect(exams.getByText("Preparation").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "vhs-Lernportal" })).toBeHidden();

    await page.getByRole("link", { name: "Explore Language Partners" }).click();
    await expect(page).toHaveURL(/\/german-language#courses$/);
    await expect(tabs.getByRole("link", { name: "Language Courses" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Goethe-Zentrum Kampala" })).toBeInViewport();
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
    `/blog/${itemAt(blogPosts, 0, "blog posts").id}`,
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
    await gotoReady(page, "/visa-info?tab=required-documents");
    await expect(page.getByRole("region", { name: "Required Documents" })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoReady(page, "/german-language?tab=exams");
    await expect(page.getByRole("region", { name: "Language Exams" })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoReady(page, "/blog");
    await page.getByLabel("Email address").fill("someone@example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter-form-email-error")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
