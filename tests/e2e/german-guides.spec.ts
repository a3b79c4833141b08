/**
 * About, Resources and the Career Blog on their German addresses (issue 27): German headings, tabs and buttons, a short
 * German note that the guidance is in English, the English guidance marked lang="en", and no axe violations.
 */
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

const NOTICE =
  "Dieser Ratgeber ist auf Englisch verfasst. Er richtet sich an Fachkräfte aus Uganda, die nach Deutschland ziehen.";

test("/de/about: German headings and call to action, the story in English", async ({ page }) => {
  await gotoReady(page, "/de/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Über uns" })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  for (const name of ["Unsere Mission", "Unsere Geschichte", "Was wir tun", "Unsere Werte", "Unser Team"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 3, name: "Für Arbeitgeber" })).toBeVisible();
  await expect(page.locator("p[lang=en]", { hasText: "Our mission is to connect" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Jobs finden" })).toHaveAttribute("href", "/de/jobs");
  await expectNoAxeViolations(page);
});

test("/de/resources: German tabs, count and topics; the guide cards in English", async ({ page }) => {
  await gotoReady(page, "/de/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Ratgeber" })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Kategorien der Ratgeber" }).getByRole("link");
  await expect(tabs).toHaveText([
    "Alle Ratgeber",
    "Visum & Einwanderung",
    "Leben in Deutschland",
    "Sprache",
    "Berufliche Entwicklung",
  ]);
  await expect(page.getByText(/^\d+ Ratgeber$/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nach Thema entdecken" })).toBeVisible();
  const firstCard = page.locator("article").first();
  await expect(firstCard.locator("h2")).toHaveAttribute("lang", "en");
  await expect(firstCard.getByText("Ratgeber lesen")).toBeVisible();

  await tabs.filter({ hasText: "Visum & Einwanderung" }).click();
  await expect(page).toHaveURL("/de/resources?category=visa");
  await expect(tabs.filter({ hasText: "Visum & Einwanderung" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("article").first().getByText("Visum & Einwanderung")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/de/blog: German tabs and count, the posts in English", async ({ page }) => {
  await gotoReady(page, "/de/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Karriere-Blog" })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Kategorien des Blogs" }).getByRole("link");
  await expect(tabs.first()).toHaveText("Alle Beiträge");
  await expect(tabs).toContainText(["Karrieretipps", "Deutsche Kultur", "Sprachtipps", "Alltag"]);
  await expect(page.getByText(/^\d+ Beiträge/)).toBeVisible();
  const firstPost = page.locator("article").first();
  await expect(firstPost.locator("h2")).toHaveAttribute("lang", "en");
  await expect(firstPost.getByText(/\d+ Min\. Lesezeit/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The English blog has neither the note nor the marks.
  await gotoReady(page, "/blog");
  await expect(page.getByText("Dieser Ratgeber ist auf Englisch verfasst.", { exact: false })).toHaveCount(0);
  await expect(page.locator("article h2[lang]")).toHaveCount(0);
});
