import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

/** The profile and the tracker in German (issue 27): German headings and form, the no-script messages in German. */
test.describe("the profile and the tracker in German", () => {
  test("/de/profile: German headings, labels and options, axe clean", async ({ page, loginAs }) => {
    await loginAs({ tag: "de-profile" });
    await gotoReady(page, "/de/profile");
    await expect(page).toHaveTitle("Mein Profil | PearlBridge Jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
    for (const name of ["Über Sie", "Berufserfahrung", "Sprachen", "Ihre Situation", "Lebenslauf"]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Ihr Profil ist zu 0 % vollständig" })).toBeVisible();
    await expect(page.getByLabel("Deutschniveau")).toContainText("B1 (Mittelstufe)");
    await expect(page.getByRole("button", { name: "Profil speichern" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/de/account/tracker: German headings and controls, the English guidance marked, axe clean", async ({ page }) => {
    await gotoReady(page, "/de/account/tracker");
    await expect(page).toHaveTitle("Tracker für Anerkennung und Visum | PearlBridge Jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Tracker für Anerkennung und Visum" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Was als Nächstes kommt" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Von den Unterlagen zum Visum" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Anerkennung beantragen", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Schritt speichern" }).first()).toBeVisible();
    await expect(page.locator("#step-authority p[lang=en]").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });
    test("the profile form answers with a German message under the field", async ({ page, loginAs }) => {
      await loginAs({ tag: "de-profile-noscript" });
      await page.goto("/de/profile");
      await page.getByLabel("Jahre Berufserfahrung in diesem Beruf").fill("99");
      await page.getByRole("button", { name: "Profil speichern" }).click();
      await expect(page).toHaveURL(/\/de\/profile$/);
      await expect(page.getByText("Bitte geben Sie eine ganze Zahl von Jahren von 0 bis 50 ein")).toBeVisible();
      await expect(page.getByLabel("Jahre Berufserfahrung in diesem Beruf")).toHaveValue("99");
    });
  });
});
