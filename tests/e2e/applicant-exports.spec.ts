import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { publishJobFor } from "../support/e2e-database.ts";
import { gotoReady } from "../support/e2e-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** Clicks a download link and returns the file's name and bytes. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name, exact: true }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test.describe("applicant exports", () => {
  test("a recruiter with a German browser downloads the .xlsx and a semicolon CSV, or a comma one", async ({
    page,
    loginAs,
    otherPerson,
  }, testInfo) => {
    // The recruiter's browser prefers German (Accept-Language: de-DE).
    const employerContext = await otherPerson({ locale: "de-DE" });
    const employerPage = await employerContext.newPage();
    const employer = await loginAs({ context: employerContext, tag: "employer", companyName: "Havel Logistik GmbH" });
    const job = { id: `e2e-x-${testInfo.project.name}-${Date.now()}`, title: `Warehouse Worker ${Date.now() % 100_000}` };
    await publishJobFor(E2E_DATA_DIR, employer.email, job);

    const seeker = await loginAs({ tag: "candidate" });
    await gotoReady(page, `/job/${job.id}`);
    await page.getByRole("button", { name: "Apply for this Job" }).click();
    await page.getByRole("dialog", { name: "Apply for this job" }).getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();

    await gotoReady(employerPage, `/employer/jobs/${job.id}/applicants`);
    await expect(employerPage.getByRole("link", { name: "Download Excel (.xlsx)" })).toBeVisible();
    await expectNoAxeViolations(employerPage);

    // The workbook: the candidate's phone as text, without an apostrophe.
    const xlsx = await download(employerPage, "Download Excel (.xlsx)");
    expect(xlsx.name).toMatch(/^applicants-job-.+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    const sheet = workbook.getWorksheet("Applicants")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Name");
    expect(sheet.getRow(2).getCell(2).value).toBe(seeker.email);
    // (Compared without spaces: however the number is stored, it is the candidate's, as text.)
    const phone = sheet.getRow(2).getCell(3);
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(String(phone.value).replace(/\s/g, "")).toBe(seeker.phoneNumber.replace(/\s/g, ""));

    // The CSV: byte order mark and semicolons for the German browser; commas when asked.
    const german = await download(employerPage, "Export CSV");
    expect([...german.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(german.bytes.toString("utf8")).toContain('"Name";"E-mail";"Phone"');
    const commas = await download(employerPage, "commas");
    expect(commas.bytes.toString("utf8")).toContain('"Name","E-mail","Phone"');
    expect(commas.bytes.toString("utf8")).toMatch(/,"'\+256[\d ]+",/);
  });
});
