import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";
import { register, submitLogin, toast, verify } from "../support/e2e-accounts.ts";

/**
 * "Your routes to this job" (docs/product.md#your-routes-to-this-job): a nurse with a diploma, recognition in progress and
 * German B1 sees the recognition partnership (§ 16d) and the skilled-worker route (§ 18a) as possible on a care job, and
 * the Blue Card as not, each with its reason. Signed out, the page shows a typical situation chosen by plain links.
 */
test("a nurse sees § 16d and § 18a as possible and the Blue Card as not, with reasons, on a care job @phone-only", async ({
  page,
}, testInfo) => {
  const routes = page.getByRole("region", { name: /routes to this job$/i });
  const route = (name: RegExp) => routes.getByRole("listitem").filter({ has: page.getByText(name) });

  // Signed out: a typical situation, another one a link away.
  await gotoReady(page, "/job/care2");
  await expect(routes.getByRole("heading", { name: "Routes to this job" })).toBeVisible();
  await expect(routes.getByRole("link", { name: "Nurse with a diploma, recognition not started, German A2" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await routes.getByRole("link", { name: "University graduate in IT, English only" }).click();
  await expect(page).toHaveURL(/\/job\/care2\?situation=it-graduate-english#routes$/);
  await expect(routes.getByRole("link", { name: "University graduate in IT, English only" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(route(/^EU Blue Card/)).toContainText(/The salary of €[\d,]+ is under the €[\d,.]+ shortage threshold\./);

  // The nurse states her situation in her profile.
  const account = await register(page, testInfo, "nurse");
  await verify(page, account.email);
  await submitLogin(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await gotoReady(page, "/profile");
  await page.getByLabel("Your highest qualification").selectOption("vocational");
  await page.getByLabel("Its field").fill("Nursing");
  await page.getByLabel("Recognition of your qualifications in Germany").selectOption("in_progress");
  await page.getByLabel("German level").selectOption("B1");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page, "Profile saved")).toBeVisible();

  await gotoReady(page, "/job/care2");
  await expect(routes.getByRole("heading", { name: "Your routes to this job" })).toBeVisible();
  await expect(routes).toContainText("For the situation in your profile.");
  await expect(route(/^EU Blue Card/)).toContainText("Does not fit");
  await expect(route(/^EU Blue Card/)).toContainText("The Blue Card needs a university degree, and you have none.");
  await expect(route(/^Skilled worker with vocational training/)).toContainText("Possible");
  await expect(route(/^Skilled worker with vocational training/)).toContainText(
    "Possible once recognition is complete: your recognition is in progress.",
  );
  await expect(route(/^Recognition partnership/)).toContainText("Possible");
  await expect(route(/^Recognition partnership/)).toContainText("You can work for this employer while your recognition");
  await expect(route(/^Recognition partnership/).getByRole("link", { name: "§ 16d AufenthG" })).toHaveAttribute(
    "href",
    /__16d\.html$/,
  );
  await expectNoAxeViolations(page);
});
