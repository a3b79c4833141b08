import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("keyword search", () => {
  test("finds nurse jobs in Munich from English or German words", async ({ page }) => {
    await page.goto("/jobs");
    const box = page.getByRole("searchbox", { name: "Job title, company or keyword" });
    await box.fill("Nurse Munich");
    await box.press("Enter");
    await expect(page).toHaveURL(/search=Nurse(\+|%20)Munich/);
    await expect(page.locator("main article").first()).toContainText("Registered Nurse");
    await page.goto("/jobs?search=Krankenschwester");
    await expect(page.getByRole("heading", { name: /\d+ jobs? found/ })).not.toHaveText("0 jobs found");
    await expect(page.locator("main article").first()).toContainText("Nurse");
  });

  test("offers Did you mean for a misspelling, as a link that keeps the filters", async ({ page }) => {
    await page.goto("/jobs?search=securty&type=full-time");
    await expect(page.getByText("No jobs found")).toBeVisible();
    const suggestion = page.getByRole("link", { name: "security" });
    await expect(suggestion).toBeVisible();
    await expectNoAxeViolations(page);
    await suggestion.click();
    await expect(page).toHaveURL(/search=security/);
    await expect(page).toHaveURL(/type=full-time/);
    await expect(page.locator("main article").first()).toContainText("Security");
  });

  test("shows the jobs for most of the words when no job has them all, and says which were left out", async ({ page }) => {
    await page.goto("/jobs?search=nurse+hamburg");
    await expect(page.getByTestId("relaxed-search")).toHaveText(
      "No jobs match all of your words. Showing jobs for nurse, leaving out hamburg.",
    );
    await expect(page.getByRole("heading", { name: /\d+ jobs? found/ })).not.toHaveText("0 jobs found");
    await expect(page.locator("main article").first()).toContainText("Nurse");
  });
});
