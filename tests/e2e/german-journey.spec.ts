/**
 * Issue 27's journey: a German recruiter works wholly in German (verification, a job with "4.100,50 €" a month in
 * Köln, the application, the .xlsx), and an English job seeker meets that ad marked "Written in German".
 */
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { gotoReady, toast } from "../support/e2e-accounts.ts";
import { expect, test } from "./fixtures.ts";

// A cleaner's job in Köln: no other test searches for cleaners or near Cologne, whose lists this job would join.
const DESCRIPTION =
  "Wir suchen für unser Hotel in Köln eine Reinigungskraft. Sie arbeiten in einem freundlichen Team und wir bieten eine Wohnung für den Anfang.";

test("a German recruiter's day in German meets an English job seeker", async ({ page, loginAs, otherPerson }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const company = `Sonnenhof Pflege ${stamp}`;
  const recruiterContext = await otherPerson();
  const recruiter = await recruiterContext.newPage();
  await loginAs({ context: recruiterContext, tag: "de-journey", fullName: "Karin Vogel", companyName: company });

  // Verification on request, in German; an administrator approves it.
  await gotoReady(recruiter, "/de/employer/company");
  const request = recruiter.getByRole("form", { name: "Antrag auf Verifizierung" });
  await request.getByRole("textbox", { name: "Handelsregisternummer", exact: true }).fill("HRB 12345, Amtsgericht München");
  await request.getByRole("textbox", { name: "Straße und Hausnummer", exact: true }).fill("Leopoldstraße 12");
  await request.getByRole("textbox", { name: "Postleitzahl", exact: true }).fill("80802");
  await request.getByRole("textbox", { name: "Ort", exact: true }).fill("München");
  await request.getByRole("textbox", { name: "Website", exact: true }).fill("www.sonnenhof-pflege.de");
  await request.getByRole("textbox", { name: "Name", exact: true }).fill("Karin Vogel");
  await request.getByRole("textbox", { name: "Telefon oder E-Mail", exact: true }).fill("089 1234567");
  await request.getByRole("button", { name: "Verifizierung beantragen" }).click();
  await expect(recruiter.getByRole("form", { name: "Antrag auf Verifizierung" })).toHaveCount(0);

  await loginAs({ admin: true, tag: "de-journey-admin" });
  await gotoReady(page, "/admin/verifications");
  await page
    .getByRole("article", { name: company })
    .getByRole("button", { name: `Approve and verify: ${company}` })
    .click();
  await expect(page.getByRole("article", { name: company })).toHaveCount(0);

  // A verified company's job goes live at once: "4.100,50 €" a month, in Köln (typed in German), written in German.
  const title = `Reinigungskraft ${stamp}`;
  await gotoReady(recruiter, "/de/employer/jobs/new");
  await recruiter.getByLabel("Stellenbezeichnung").fill(title);
  await recruiter.getByRole("combobox", { name: "Beruf", exact: true }).selectOption("9112");
  await recruiter.getByLabel("Kategorie").selectOption("cleaning");
  await recruiter.getByLabel("Ort in Deutschland").fill("Köln");
  await recruiter.getByLabel("Zeitraum").selectOption("month");
  await recruiter.getByLabel("Minimum (€)").fill("4.100,50 €");
  await recruiter.getByRole("textbox", { name: "Beschreibung" }).fill(DESCRIPTION);
  await expect(recruiter.getByLabel("Sprache der Anzeige")).toHaveValue("de");
  await recruiter.getByRole("textbox", { name: "Anforderungen" }).fill("Erfahrung in der Reinigung");
  await recruiter.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(toast(recruiter, "Stellenanzeige veröffentlicht")).toBeVisible();

  // An English job seeker finds it, marked as written in German, and applies.
  const seeker = await loginAs({ tag: "en-journey" });
  await gotoReady(page, `/jobs?search=${encodeURIComponent(title)}`);
  const card = page.locator("main article").filter({ hasText: title });
  await expect(card.getByText("Written in German", { exact: true })).toBeVisible();
  await expect(card).toContainText("€4,100.50");
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "de");
  await expect(page.getByRole("list", { name: "Job facts" }).first().getByText("Written in German")).toBeVisible();
  const jobId = new URL(page.url()).pathname.split("/")[2];
  await page.getByRole("button", { name: "Apply for this Job" }).click();
  await page.getByRole("dialog", { name: "Apply for this job" }).getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();

  // The recruiter reviews it in German and downloads the applicants as a German workbook.
  await gotoReady(recruiter, `/de/employer/jobs/${jobId}/applicants`);
  await expect(recruiter.getByRole("heading", { level: 1, name: `Bewerbungen: ${title}` })).toBeVisible();
  await expect(recruiter.getByRole("link", { name: "Eingegangen (1)" })).toBeVisible();
  await expect(recruiter.getByRole("link", { name: seeker.email })).toBeVisible();
  const [file] = await Promise.all([
    recruiter.waitForEvent("download"),
    recruiter.getByRole("link", { name: "Excel herunterladen (.xlsx)" }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile(await file.path())).buffer);
  const sheet = workbook.getWorksheet("Bewerbungen")!;
  expect(sheet.getRow(2).getCell(2).value).toBe(seeker.email);
  expect(sheet.getRow(1).getCell(2).value).toBe("E-Mail");
});
