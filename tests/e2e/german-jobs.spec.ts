import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { withE2eDatabase } from "../support/e2e-database.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

/* The job seeker's pages in German (/de, /de/jobs), and ads that say their language (issue 27, item 6): a German ad
   is marked "Written in German" for English readers, its text lang="de", and "Only ads in English" leaves it out. */

const GERMAN_JOB = { id: "e2e-de-ad", title: "Softwareentwickler Java (m/w/d)" };

test.beforeAll(async () => {
  // A German ad of the sample company of job 1, published now (first in "newest" order).
  await withE2eDatabase(E2E_DATA_DIR, (client) =>
    client.query(
      `INSERT INTO jobs (id, title, company_id, company, location, city_slug, salary, job_type, category, category_slug,
         experience_level, posted_at, description, requirements, benefits, status, published_at, application_deadline,
         ad_language)
       SELECT $1, $2, company_id, '', location, city_slug, salary, job_type, category, category_slug, experience_level,
         now(), $3, $4, $5, 'published', now(), now() + interval '30 days', 'de'
       FROM jobs WHERE id = '1'
       ON CONFLICT (id) DO NOTHING`,
      [
        GERMAN_JOB.id,
        GERMAN_JOB.title,
        "Wir suchen für unser Team in Berlin eine Entwicklerin oder einen Entwickler. Sie arbeiten an unseren Diensten und sind Teil eines kleinen Teams.",
        JSON.stringify(["Erfahrung mit Java und Kotlin"]),
        JSON.stringify(["Unbefristeter Vertrag"]),
      ],
    ),
  );
});

test("an English reader sees 'Written in German' on a German ad's card and job page, its text marked lang=de", async ({
  page,
}) => {
  await gotoReady(page, "/jobs?category=it&sort=newest");
  const card = page.locator("main article").filter({ hasText: GERMAN_JOB.title });
  await expect(card.getByRole("list", { name: "Job facts" }).getByText("Written in German", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: GERMAN_JOB.title })).toHaveAttribute("lang", "de");
  // An English ad has no such mark.
  const english = page.locator("main article").filter({ hasText: "Backend Developer (Java/Kotlin)" });
  await expect(english).toBeVisible();
  await expect(english).not.toContainText("Written in");

  await card.getByRole("link", { name: GERMAN_JOB.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: GERMAN_JOB.title })).toHaveAttribute("lang", "de");
  await expect(page.getByRole("list", { name: "Job facts" }).first().getByText("Written in German")).toBeVisible();
  await expect(page.locator('section:has(h2:text-is("Job Description")) [lang="de"]').first()).toContainText("Wir suchen");
  const posting = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")).find((d) => d["@type"] === "JobPosting"));
  expect(posting.inLanguage).toBe("de");

  // "Only ads in English" leaves the German ad out.
  await gotoReady(page, "/jobs?category=it&sort=newest&lang=en");
  await expect(page.getByRole("link", { name: "Only ads in English" })).toBeVisible();
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(page.locator("main article").filter({ hasText: GERMAN_JOB.title })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/de/jobs has German headings, and its filters work in German", async ({ page }) => {
    await page.goto("/de/jobs?category=it&sort=newest");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Stellen finden" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ Stellen gefunden$/ })).toBeVisible();
    // On a German page the English ads are the marked ones.
    const english = page.locator("main article").filter({ hasText: "Backend Developer (Java/Kotlin)" });
    await expect(english.getByText("Auf Englisch verfasst", { exact: true })).toBeVisible();
    await expect(page.locator("main article").filter({ hasText: GERMAN_JOB.title })).not.toContainText("verfasst");

    const panel = page.getByRole("complementary", { name: "Filter" });
    await expect(panel.getByRole("group", { name: "Sprache der Anzeige" })).toBeVisible();
    await panel.getByRole("checkbox", { name: "Nur Anzeigen auf Englisch" }).check();
    await panel.getByRole("button", { name: "Filter anwenden" }).click();
    await expect(page).toHaveURL(/\/de\/jobs\?(.*&)?lang=en/);
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ Stellen gefunden$/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Aktive Filter" }).getByText("Nur Anzeigen auf Englisch")).toBeVisible();
    await expect(page.locator("main article").filter({ hasText: GERMAN_JOB.title })).toHaveCount(0);

    // The filters page (the phone's Filters without JavaScript), in German, sends to the German results.
    await page.goto("/de/jobs/filters?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: "Filter" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Nur Anzeigen auf Englisch" })).toBeChecked();
    await page.getByRole("checkbox", { name: "Visum-Unterstützung" }).check();
    await page.getByRole("button", { name: /Stellen? anzeigen$/ }).click();
    // A plain form sends every field; the German results page reads both choices.
    await expect(page).toHaveURL(/\/de\/jobs\?.*visa=1&lang=en/);
    await expect(page.getByRole("heading", { level: 1, name: "Stellen finden" })).toBeVisible();
    const chips = page.getByRole("navigation", { name: "Aktive Filter" });
    await expect(chips.getByText("Visum-Unterstützung")).toBeVisible();
    await expect(chips.getByText("Nur Anzeigen auf Englisch")).toBeVisible();
  });
});

test("/de and /de/jobs in German pass axe", async ({ page }) => {
  await gotoReady(page, "/de");
  await expect(page.getByRole("heading", { level: 1, name: "Finden Sie Ihren Traumjob in Deutschland" })).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoReady(page, "/de/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Stellen finden" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("once its script runs, a German search and a job's page keep the German labels, Blue Card check and notice", async ({
  page,
}) => {
  // The labels of stored values come from the root loader on a German page (decision 209), not from the bundle.
  await gotoReady(page, "/de/jobs?category=it&type=full-time&sort=newest");
  const panel = page.getByRole("complementary", { name: "Filter" });
  await expect(panel.getByRole("group", { name: "Anstellungsart" }).getByRole("checkbox", { name: /^Vollzeit/ })).toBeChecked();
  const chips = page.getByRole("navigation", { name: "Aktive Filter" });
  await expect(chips.getByRole("link", { name: "Vollzeit (diesen Filter entfernen)" })).toBeVisible();
  await expect(chips.getByRole("link", { name: "IT & Technik (diesen Filter entfernen)" })).toBeVisible();
  const card = page.locator("main article").filter({ hasText: GERMAN_JOB.title });
  await expect(card.getByRole("listitem").filter({ hasText: "Anstellungsart: Vollzeit" })).toBeVisible();

  // A navigation by the router: the job's summary, its Blue Card check (composed by the loader) and the notice.
  await card.getByRole("link", { name: GERMAN_JOB.title }).click();
  await expect(page).toHaveURL(new RegExp(`/de/job/${GERMAN_JOB.id}`));
  const summary = page.getByRole("complementary", { name: "Zusammenfassung der Stelle" });
  await expect(summary.getByRole("definition").filter({ hasText: "Mit Berufserfahrung" })).toBeVisible();
  await expect(summary.getByRole("heading", { name: /^Blue-Card-Check: / })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Stelle melden" })).toBeVisible();
});
