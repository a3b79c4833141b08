/**
 * Verification on request (issue 27, item 7) in the browser: a German employer asks at /de/employer/company without
 * JavaScript (a mistake answered in German under its field first), an administrator approves in the console, the
 * company's page shows the Verified employer badge, and the decision reaches the employer in German.
 */
import { withE2eDatabase } from "../support/e2e-database.ts";
import { createAccount, signIn } from "../support/e2e-sessions.ts";
import { toast } from "../support/e2e-accounts.ts";
import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { expect, expectNoAxeViolations, gotoReady, test, waitForMail } from "./fixtures.ts";

test("a German employer asks to be verified without JavaScript, and an administrator approves", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "a server round trip and the console: once is enough");
  const company = `Pflegedienst Sonnenhof ${Date.now()}`;
  const employer = await createAccount(testInfo, { tag: "verify-employer", companyName: company, fullName: "Karin Vogel" });
  await withE2eDatabase(E2E_DATA_DIR, (client) => client.query(`UPDATE "user" SET language = 'de' WHERE id = $1`, [employer.id]));

  // The German company page and its form pass axe (run with JavaScript: axe is a script).
  await signIn(context, employer);
  await gotoReady(page, "/de/employer/company");
  await expect(page.getByRole("heading", { name: "Verifizierung" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Antrag auf Verifizierung" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The employer, without JavaScript, on the German company page.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders });
  await signIn(noScript, employer);
  const employerPage = await noScript.newPage();
  await employerPage.goto("/de/employer/company");
  const form = employerPage.getByRole("form", { name: "Antrag auf Verifizierung" });

  await form.getByRole("textbox", { name: "Handelsregisternummer", exact: true }).fill("HRB 12345, Amtsgericht München");
  await form.getByRole("textbox", { name: "Straße und Hausnummer", exact: true }).fill("Leopoldstraße 12");
  await form.getByRole("textbox", { name: "Postleitzahl", exact: true }).fill("80802");
  await form.getByRole("textbox", { name: "Ort", exact: true }).fill("München");
  await form.getByRole("textbox", { name: "Website", exact: true }).fill("nicht gültig");
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Karin Vogel");
  await form.getByRole("textbox", { name: "Telefon oder E-Mail", exact: true }).fill("089 1234567");
  await form.getByRole("button", { name: "Verifizierung beantragen" }).click();
  const website = employerPage
    .getByRole("form", { name: "Antrag auf Verifizierung" })
    .getByRole("textbox", { name: "Website", exact: true });
  await expect(website).toHaveAttribute("aria-invalid", "true");
  await expect(employerPage.getByText("Bitte geben Sie die Website des Unternehmens an, z. B. www.beispiel.de")).toBeVisible();
  // What was typed is still there.
  await expect(employerPage.getByRole("textbox", { name: "Handelsregisternummer", exact: true })).toHaveValue(
    "HRB 12345, Amtsgericht München",
  );

  await website.fill("www.sonnenhof-pflege.de");
  await employerPage.getByRole("button", { name: "Verifizierung beantragen" }).click();
  await expect(employerPage).toHaveURL(/\/de\/employer\/company$/);
  await expect(employerPage.getByText("Verifizierung beantragt", { exact: true })).toBeVisible();
  await expect(employerPage.getByRole("form", { name: "Antrag auf Verifizierung" })).toHaveCount(0);

  // The administrator, with JavaScript, in the console's queue.
  const admin = await createAccount(testInfo, { tag: "verify-admin", admin: true });
  await signIn(context, admin);
  await gotoReady(page, "/admin/verifications");
  const card = page.getByRole("article", { name: company });
  await expect(card.getByText("HRB 12345, Amtsgericht München")).toBeVisible();
  await expect(card.getByRole("link", { name: "https://www.sonnenhof-pflege.de" })).toBeVisible();
  await expect(card.getByText("Karin Vogel, +49 89 1234567")).toBeVisible();
  await card.getByRole("button", { name: `Approve and verify: ${company}` }).click();
  await expect(toast(page, `${company} is now a verified employer.`)).toBeVisible();
  await expect(page.getByRole("article", { name: company })).toHaveCount(0);

  // The company shows verified: on its public page, and to the employer instead of the form.
  await gotoReady(page, "/admin/companies?q=" + encodeURIComponent(company));
  await page
    .getByRole("article", { name: company })
    .getByRole("link", { name: /^\/company\// })
    .click();
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await expect(page.getByText("Verified employer").first()).toBeVisible();
  await employerPage.goto("/de/employer/company");
  await expect(employerPage.getByText("Ihr Unternehmen ist verifiziert")).toBeVisible();

  const mail = await waitForMail(employer.email, /ist jetzt ein verifizierter Arbeitgeber/);
  expect(mail.subject).toBe(`${company} ist jetzt ein verifizierter Arbeitgeber auf PearlBridge Jobs`);
  expect(mail.links).toContain(`${baseURL}/de/employer/company`);
  await noScript.close();
});
