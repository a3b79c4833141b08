/**
 * Occupations (issue 28): an employer types a title, taps one of the occupations suggested for it, posts the job; the
 * job page shows the occupation with its German title, marked as German.
 */
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";
import { toast } from "../support/e2e-accounts.ts";

test("an employer picks a suggested occupation and the job page shows it", async ({ page, loginAs }) => {
  await loginAs({
    tag: "occupations",
    fullName: "Tobias Kern",
    phoneNumber: "+49 40 7654321",
    companyName: `Hafenküche ${Date.now()}`,
  });
  await gotoReady(page, "/employer/jobs/new");

  const occupation = page.getByRole("combobox", { name: "Occupation", exact: true });
  await expect(occupation).toHaveValue("");
  await page.getByLabel("Job title").fill("Chef de Partie (m/w/d)");
  // The title's best occupation is chosen by itself; the others are a tap away.
  const suggestions = page.getByRole("group", { name: "Suggested from the job title" });
  await expect(suggestions.getByRole("button", { name: "5120 Cooks" })).toHaveAttribute("aria-pressed", "true");
  await expect(occupation).toHaveValue("5120");
  await suggestions.getByRole("button", { name: "3434 Chefs" }).click();
  await expect(occupation).toHaveValue("3434");
  await expect(suggestions.getByRole("button", { name: "3434 Chefs" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("In German: Küchenchefs.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Category").selectOption({ label: "Hotels & Restaurants" });
  await page.getByLabel("City in Germany").fill("Hamburg");
  await page.getByLabel("Experience level").selectOption("Mid Level");
  await page.getByLabel("Pay period").selectOption("month");
  await page.getByLabel("Minimum (€)").fill("3100");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("You run the fish station of our harbour restaurant in Hamburg.\n\nYour day:\n- Prepare\n- Cook\n- Train juniors");
  await page.getByRole("textbox", { name: "Requirements" }).fill("Training as a cook\nTwo years in a restaurant kitchen");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(toast(page, "Submitted for review")).toBeVisible();

  // The company's preview of the job shows the occupation in the job summary.
  await page
    .getByRole("article", { name: "Chef de Partie (m/w/d)" })
    .getByRole("link", { name: /Preview/ })
    .click();
  const summary = page.getByRole("region", { name: "Job Summary" });
  const row = summary.locator("div").filter({ has: page.locator("dt", { hasText: "Occupation" }) });
  await expect(row.locator("dd")).toContainText("Chefs (ISCO-08 3434)");
  await expect(row.locator('dd [lang="de"]')).toHaveText("Küchenchefs");
  await expectNoAxeViolations(page);
});
