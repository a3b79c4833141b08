import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoReady, toast } from "../support/e2e-accounts.ts";

/** The profile's repeatable lists (jobs, qualifications, other languages): add, fill, remove, save. */
test("a job seeker adds jobs and a language to the profile, removes one job, and the rest is saved", async ({
  page,
  loginAs,
}) => {
  await loginAs({ tag: "lists" });
  await gotoReady(page, "/profile");

  await page.getByRole("button", { name: "Add a job" }).click();
  const job1 = page.getByRole("group", { name: "Job 1" });
  await job1.getByLabel("Job title").fill("Care assistant");
  await job1.getByLabel("Employer").fill("Mulago Hospital");
  await page.getByRole("button", { name: "Add another job" }).click();
  const job2 = page.getByRole("group", { name: "Job 2" });
  await job2.getByLabel("Job title").fill("Receptionist");
  await job2.getByLabel("Employer").fill("Kampala Serena Hotel");
  await job2.getByLabel("From").fill("2021-03");

  await page.getByRole("button", { name: "Add another language" }).click();
  const language = page.getByRole("group", { name: "Other language 1" });
  await language.getByLabel("Language").fill("Luganda");
  await language.getByLabel("Level").selectOption("C2");
  await expectNoAxeViolations(page);

  await job1.getByRole("button", { name: "Remove job 1" }).click();
  await expect(page.getByRole("group", { name: "Job 2" })).toHaveCount(0);
  // The job that was second is now the first, with its own values.
  await expect(page.getByRole("group", { name: "Job 1" }).getByLabel("Job title")).toHaveValue("Receptionist");

  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page, "Profile saved")).toBeVisible();
  await gotoReady(page, "/profile");
  await expect(page.getByRole("group", { name: "Job 1" }).getByLabel("Employer")).toHaveValue("Kampala Serena Hotel");
  await expect(page.getByRole("group", { name: "Job 2" })).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Other language 1" }).getByLabel("Language")).toHaveValue("Luganda");
  await expect(page.getByRole("button", { name: "Add another job" })).toBeVisible();
});
