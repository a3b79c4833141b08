/** An employer posts a job through the form and finds it in their list; the pages pass axe. */
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";
import { toast } from "../support/e2e-accounts.ts";

test("an employer posts a job and sees it in the list", async ({ page, loginAs }) => {
  // The employer sign-up is another page's test (employers.spec.ts).
  await loginAs({
    tag: "employer-jobs",
    fullName: "Jana Berger",
    phoneNumber: "+49 30 1234567",
    companyName: `Pflege Plus ${Date.now()}`,
  });

  await gotoReady(page, "/employer/jobs");
  await expect(page.getByRole("heading", { name: "No jobs yet" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Post a job" }).first().click();
  await expect(page.getByRole("heading", { name: "Post a job", level: 1 })).toBeVisible();

  // Sending the empty form shows the messages under the fields.
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Please enter the job title (at least 3 characters)")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Job title").fill("Nursing Assistant");
  await page.getByLabel("Category").selectOption({ label: "Nursing & Healthcare" });
  await page.getByLabel("City in Germany").fill("Munich");
  await page.getByLabel("Experience level").selectOption("Entry Level");
  await page.getByLabel("Pay period").selectOption("month");
  await page.getByLabel("Minimum (€)").fill("2800");
  await page.getByLabel("Maximum (€)").fill("3200");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("Support our nursing team in a modern clinic in Munich.\n\nYour day:\n- Patient care\n- Documentation");
  await page.getByRole("textbox", { name: "Requirements" }).fill("Nursing training\nB1 German");
  await page.getByRole("textbox", { name: "Skills" }).fill("Empathy, teamwork");
  await page.getByLabel("German level required").selectOption("B1");
  await page.getByRole("group", { name: "Visa sponsorship" }).getByLabel("Yes").check();
  await page.getByRole("button", { name: "Submit for review" }).click();

  await expect(page).toHaveURL(/\/employer\/jobs$/);
  await expect(toast(page, "Submitted for review")).toBeVisible();
  const card = page.getByRole("article", { name: "Nursing Assistant" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Pending review")).toBeVisible();
  await expectNoAxeViolations(page);

  // The preview: only for the company, with the banner and no apply button.
  await card.getByRole("link", { name: /Preview/ }).click();
  await expect(page.getByText("Preview — this job is not public (status: Pending review)")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Patient care" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Apply for this position" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
