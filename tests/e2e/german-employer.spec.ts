/**
 * The employer side in German (issue 27): the sign-up at /de/employers/register gives a German account; a German
 * recruiter fills the company profile and posts a job with "4.100,50" per month and a German description (the ad's
 * language follows the text); the job form is axe clean in German, and without JavaScript it answers in German.
 * Fields of the shared account forms (name, phone, e-mail, password) are found by name: their labels are translated
 * with the account pages.
 */
import { toast, uniqueEmail } from "../support/e2e-accounts.ts";
import { withE2eDatabase } from "../support/e2e-database.ts";
import { PASSWORD } from "../support/e2e-sessions.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "data/e2e";

const DESCRIPTION =
  "Wir suchen für unser Pflegeheim in Potsdam eine Pflegefachkraft. Sie arbeiten im Team mit erfahrenen Kolleginnen und Kollegen und begleiten unsere Bewohner im Alltag.\n\nIhre Aufgaben:\n- Grundpflege\n- Pflegedokumentation";

test.describe("the employer side in German", () => {
  test("signs up at /de/employers/register as a German account", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "de-employer");
    await gotoReady(page, "/de/employers/register");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 2, name: "Arbeitgeberkonto erstellen" })).toBeVisible();
    await page.locator("input[name=fullName]").fill("Jana Muster");
    await page.locator("input[name=phoneNumber]").fill("030 1234567");
    await page.getByLabel("Geschäftliche E-Mail-Adresse").fill(email);
    await page.locator("input[name=password]").fill(PASSWORD);
    await page.getByLabel("Name des Unternehmens").fill(`Pflege Muster ${testInfo.project.name} ${Date.now() % 100_000}`);
    await page.getByRole("button", { name: "Arbeitgeberkonto erstellen" }).click();
    await expect(page.getByText(`Wir haben einen Bestätigungslink an ${email} gesendet.`)).toBeVisible();
    const language = await withE2eDatabase(DATA_DIR, async (client) => {
      const { rows } = await client.query<{ language: string; kind: string }>(
        `SELECT language, kind FROM "user" WHERE email = $1`,
        [email],
      );
      return rows[0];
    });
    expect(language).toEqual({ language: "de", kind: "employer" });
  });

  test("a German recruiter fills the company profile and posts a job in German", async ({ page, loginAs }, testInfo) => {
    test.setTimeout(90_000);
    const stamp = `${testInfo.project.name} ${Date.now() % 1_000_000}`;
    await loginAs({ tag: "de-recruiter", fullName: "Jana Muster", companyName: `Pflege Muster ${stamp}` });

    await gotoReady(page, "/de/employer/company");
    await expect(page.getByRole("heading", { level: 1, name: "Unternehmensprofil" })).toBeVisible();
    await page.getByLabel("Branche").fill("Altenpflege");
    await page.getByLabel("Ort des Hauptsitzes").fill("Potsdam");
    // The profile's field (the verification request below it has one too).
    await page.getByLabel("Website").first().fill("www.pflege-muster.de");
    await page.getByLabel("Über das Unternehmen").fill("Ein Familienbetrieb mit 120 Beschäftigten in Potsdam und Berlin.");
    await page.getByRole("button", { name: "Profil speichern" }).click();
    await expect(toast(page, "Unternehmensprofil gespeichert")).toBeVisible();
    await gotoReady(page, "/de/employer/company");
    await expect(page.getByLabel("Website").first()).toHaveValue("https://www.pflege-muster.de");

    const title = `Pflegefachkraft ${stamp}`;
    await gotoReady(page, "/de/employer/jobs/new");
    await expect(page.getByRole("heading", { level: 1, name: "Stelle ausschreiben" })).toBeVisible();
    await expectNoAxeViolations(page);
    const adLanguage = page.getByLabel("Sprache der Anzeige");
    await expect(adLanguage).toHaveValue("en");
    await page.getByLabel("Stellenbezeichnung").fill(title);
    await page.getByRole("combobox", { name: "Beruf", exact: true }).selectOption("3221");
    await page.getByLabel("Kategorie").selectOption("healthcare");
    await page.getByLabel("Ort in Deutschland").fill("Potsdam");
    await page.getByLabel("Zeitraum").selectOption("month");
    await page.getByLabel("Minimum (€)").fill("4.100,50");
    await page.getByRole("textbox", { name: "Beschreibung" }).fill(DESCRIPTION);
    // The ad's language follows the German text while the recruiter has not chosen one.
    await expect(adLanguage).toHaveValue("de");
    await page.getByRole("textbox", { name: "Anforderungen" }).fill("Abgeschlossene Pflegeausbildung\nDeutsch B1");
    await page.getByLabel("Erforderliches Deutschniveau").selectOption("B1");
    await page.getByRole("button", { name: "Zur Prüfung einreichen" }).click();
    await expect(toast(page, "Zur Prüfung eingereicht", `${title} wird veröffentlicht`)).toBeVisible();
    await expect(page).toHaveURL("/de/employer/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Stellenanzeigen" })).toBeVisible();
    await expect(page.getByRole("article", { name: title }).getByText("In Prüfung")).toBeVisible();

    const stored = await withE2eDatabase(DATA_DIR, async (client) => {
      const { rows } = await client.query<{ salary: string; ad_language: string }>(
        `SELECT salary, ad_language FROM jobs WHERE title = $1`,
        [title],
      );
      return rows[0];
    });
    expect(stored).toEqual({ salary: "€4,100.50 per month", ad_language: "de" });
  });

  test("the job form without JavaScript answers in German", async ({ browser, loginAs }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-test-client-ip": `10.252.${testInfo.workerIndex % 250}.9` },
    });
    await loginAs({
      context,
      tag: "de-noscript",
      companyName: `Pflege Ohne Skript ${testInfo.project.name} ${Date.now() % 100_000}`,
    });
    const page = await context.newPage();
    await page.goto("/de/employer/jobs/new");
    // Without JavaScript the browser's own required check would stop the form: remove it to reach the server.
    await page.evaluate(() => document.querySelectorAll("[required]").forEach((el) => el.removeAttribute("required")));
    await page.getByLabel("Zeitraum").selectOption("month");
    await page.getByLabel("Minimum (€)").fill("4100,500");
    await page.getByRole("button", { name: "Entwurf speichern" }).click();
    await expect(page).toHaveURL("/de/employer/jobs/new");
    await expect(page.getByText("Bitte geben Sie die Stellenbezeichnung ein (mindestens 3 Zeichen)")).toBeVisible();
    await expect(page.getByText("Dieser Betrag lässt sich auf zwei Arten lesen", { exact: false })).toBeVisible();
    await expect(page.getByText("Bitte beschreiben Sie die Stelle (mindestens 50 Zeichen)")).toBeVisible();
    await context.close();
  });
});
