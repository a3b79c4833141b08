/**
 * The visa facts in the browser: the Opportunity Card self-check with and without JavaScript, the visa page's
 * "Figures valid from …" note with its sources (a check date only where a check was made), and the Impressum reached from the footer. axe on each page.
 */
import { opportunityCardResult, type OpportunityAnswers } from "#app/features/visa/opportunity-card.ts";
import { FACTS_YEAR } from "#content/visa-facts.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

/** A Ugandan nurse with a qualification recognised at home only, B1 German and B2 English. */
const ANSWERS: OpportunityAnswers = {
  qualification: "home",
  shortageOccupation: true,
  experience: "5in7",
  german: "B1",
  english: "B2",
  age: "under35",
  earlierStay: false,
  spouseEligible: false,
  funds: true,
};
const EXPECTED = opportunityCardResult(ANSWERS);

async function answer(page: Page) {
  const pick = (legend: RegExp, label: string) =>
    page.getByRole("group", { name: legend }).getByRole("radio", { name: label, exact: true }).check();
  await pick(/Your qualification/, "Recognised in Uganda only");
  await pick(/shortage occupation/, "Yes");
  await pick(/Work experience/, "At least 5 years in the last 7 years");
  await pick(/Your German level/, "B1");
  await pick(/Your English level/, "B2");
  await pick(/Your age/, "Under 35");
  await pick(/lived in Germany/, "No");
  await pick(/spouse or partner/, "No");
  await pick(/a month to live on/, "Yes");
  await page.getByRole("button", { name: "Check my points" }).click();
}

async function expectResult(page: Page) {
  await expect(page).toHaveURL(/\/visa-info\/opportunity-card\?.*check=1/);
  const result = page.getByRole("region", { name: new RegExp(`^${EXPECTED.points} points`) });
  await expect(result).toBeVisible();
  await expect(result.getByRole("heading", { name: `Your points (${EXPECTED.points})` })).toBeVisible();
}

test.describe("visa facts", () => {
  test("the Opportunity Card self-check shows the points with JavaScript", async ({ page }) => {
    await gotoReady(page, "/visa-info/opportunity-card");
    await expect(page.getByRole("heading", { name: /^Figures valid from / })).toBeVisible();
    await expectNoAxeViolations(page);
    await answer(page);
    await expectResult(page);
    // The answers stay in the form (the address holds them).
    await expect(
      page.getByRole("group", { name: /Your German level/ }).getByRole("radio", { name: "B1", exact: true }),
    ).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test("the self-check works without JavaScript (a plain GET form)", async ({ browser, extraHTTPHeaders }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders });
    const page = await context.newPage();
    await page.goto("/visa-info/opportunity-card");
    await answer(page);
    await expectResult(page);
    await context.close();
  });

  test("the visa page says which year its figures are valid for, with sources", async ({ page }) => {
    await gotoReady(page, "/visa-info");
    // The Blue Card thresholds were never checked against an official page: no check date, and the note says so.
    const note = page.getByRole("complementary", { name: new RegExp(`^Figures valid from 1 January ${FACTS_YEAR}$`) });
    await expect(note).toBeVisible();
    await expect(note.getByText("Not yet confirmed against the source.").first()).toBeVisible();
    const sources = note.getByRole("link");
    expect(await sources.count()).toBeGreaterThan(0);
    for (const href of await sources.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^https:\/\//);
    }
    await expectNoAxeViolations(page);
  });

  test("the Impressum is reached from the footer", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
    await expect(page).toHaveURL("/impressum");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Impressum");
    await expectNoAxeViolations(page);
  });
});
