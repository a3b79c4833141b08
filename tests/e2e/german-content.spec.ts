/**
 * The German addresses of the legal pages, the guidance and the console (issue 27): the Impressum and the
 * Datenschutzerklärung in German, the visa guidance in English under a German frame and note, marked lang="en",
 * and the administrators' console with German navigation.
 */
import { createAccount, signIn } from "../support/e2e-sessions.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

test("/de/impressum and /de/privacy are in German and say they are translations", async ({ page }) => {
  await gotoReady(page, "/de/impressum");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Angaben gemäß § 5 DDG" })).toBeVisible();
  await expect(page.getByText("Diese deutsche Fassung ist eine Übersetzung der englischen Originalfassung.")).toBeVisible();
  await expectNoAxeViolations(page);

  await gotoReady(page, "/de/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ihre Rechte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Englische Fassung lesen" })).toHaveAttribute("href", "/privacy");
  await expect(page.getByRole("navigation", { name: "Weitere rechtliche Seiten" }).getByRole("link")).toHaveText([
    "Nutzungsbedingungen",
    "Cookie-Richtlinie",
  ]);
  await expectNoAxeViolations(page);
});

test("/de/visa-info: a German frame and note, the English guidance marked lang=en", async ({ page }) => {
  await gotoReady(page, "/de/visa-info");
  await expect(page.getByRole("heading", { level: 1, name: "Visa-Informationen" })).toBeVisible();
  await expect(
    page.getByText(
      "Dieser Ratgeber ist auf Englisch verfasst. Er richtet sich an Fachkräfte aus Uganda, die nach Deutschland ziehen.",
    ),
  ).toBeVisible();
  // The visible tab's panel is English guidance, marked so that screen readers read it in English.
  const panel = page.locator("#visa-topics > section:not([hidden])");
  await expect(panel).toHaveAttribute("lang", "en");
  await expect(panel.getByText(/Blue Card/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Chancenkarte: Selbsttest/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The English page has neither the note nor the marks.
  await gotoReady(page, "/visa-info");
  await expect(page.getByText("Dieser Ratgeber ist auf Englisch verfasst.", { exact: false })).toHaveCount(0);
  await expect(page.locator("#visa-topics > section[lang]")).toHaveCount(0);
});

test("/de/admin: the console's navigation in German", async ({ page, context }, testInfo) => {
  const account = await createAccount(testInfo, { tag: "admin-de", admin: true });
  await signIn(context, account);
  await gotoReady(page, "/de/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Administration" });
  for (const name of ["Übersicht", "Moderation", "Unternehmen", "Stellenanzeigen", "Mitglieder", "Protokoll", "Meldungen"]) {
    await expect(nav.getByRole("link", { name, exact: false }).first()).toBeVisible();
  }
  await nav.getByRole("link", { name: "Unternehmen" }).click();
  await expect(page).toHaveURL("/de/admin/companies");
  await expect(page.getByRole("heading", { level: 1, name: "Unternehmen" })).toBeVisible();
  await expect(page.getByLabel("Nach Unternehmensname suchen")).toBeVisible();
  await expectNoAxeViolations(page);
});
