import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";
import { toast } from "../support/e2e-accounts.ts";

/** The account area in German (issue 27): /de/auth and /de/account, with and without scripts. */
test.describe("the account pages in German", () => {
  test("/de/auth: the sign-in card in German, axe clean", async ({ page }) => {
    await gotoReady(page, "/de/auth");
    await expect(page).toHaveTitle("Anmelden | PearlBridge Jobs");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { name: "Anmeldung erforderlich" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Anmelden oder registrieren" });
    await expect(tabs.getByRole("link", { name: "Registrieren" })).toHaveAttribute("href", "/de/register");
    await expect(page.getByLabel("E-Mail")).toBeVisible();
    await expect(page.getByLabel("Passwort")).toBeVisible();
    await expect(page.getByRole("link", { name: "Passwort vergessen?" })).toBeVisible();
    await expect(
      page.getByText("Mit der Anmeldung stimmen Sie unseren Nutzungsbedingungen und der Datenschutzerklärung zu."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Nutzungsbedingungen" })).toHaveAttribute("href", "/de/terms");
    await expectNoAxeViolations(page);
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });
    test("the login form answers with German messages under its fields", async ({ page }) => {
      await page.goto("/de/auth");
      await page.getByLabel("E-Mail").fill("kein-at");
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      await expect(page).toHaveURL(/\/de\/auth$/);
      await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein")).toBeVisible();
      await expect(page.getByText("Das Passwort muss mindestens 6 Zeichen lang sein")).toBeVisible();
      await expect(page.getByLabel("E-Mail")).toHaveValue("kein-at");
    });

    test("the account page switches the language of the e-mails", async ({ page, loginAs }) => {
      await loginAs({ tag: "de-account-noscript" });
      await page.goto("/de/account");
      const form = page.getByRole("form", { name: "Sprache der E-Mails" });
      await expect(form.getByRole("radio", { name: "English" })).toBeChecked();
      await form.getByRole("radio", { name: "Deutsch" }).check();
      await form.getByRole("button", { name: "Sprache speichern" }).click();
      // Saved by the plain POST and its redirect: the German page again, with the new choice.
      await expect(page).toHaveURL(/\/de\/account$/);
      await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
      await expect(page.getByRole("form", { name: "Sprache der E-Mails" }).getByRole("radio", { name: "Deutsch" })).toBeChecked();
    });
  });

  test("/de/account: German headings, the language switch with a toast, axe clean", async ({ page, loginAs }) => {
    await loginAs({ tag: "de-account" });
    await gotoReady(page, "/de/account");
    await expect(page).toHaveTitle("Mein Konto | PearlBridge Jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sprache der E-Mails" })).toBeVisible();
    await expect(page.getByLabel("Vollständiger Name")).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page.getByRole("form", { name: "Sprache der E-Mails" });
    await form.getByRole("radio", { name: "Deutsch" }).check();
    await form.getByRole("button", { name: "Sprache speichern" }).click();
    await expect(toast(page, "Sprache gespeichert", "Unsere E-Mails an Sie sind jetzt auf Deutsch.")).toBeVisible();
    await expect(page).toHaveURL(/\/de\/account$/);
    await expect(form.getByRole("radio", { name: "Deutsch" })).toBeChecked();
  });
});
