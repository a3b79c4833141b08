import fs from "node:fs";
import type { Locator } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoReady, mailLink, test, waitForHydration } from "./fixtures.ts";
import { PASSWORD, toast, uniqueEmail } from "../support/e2e-accounts.ts";
import { minimalPdf } from "../support/files.ts";

/** Job 1 of the sample data. */
const JOB = { id: "1", title: "Backend Developer (Java/Kotlin)", company: "Spreeforge Software GmbH" };

/**
 * The new candidate's journey on a 360 px phone, from the search page to a sent application (docs/product.md#applying):
 * every tap and every typed field is counted; opening the verification mail's link counts as one tap.
 */
test(
  "from search to a sent application with a CV, signed out at the start; then withdrawn",
  { tag: "@phone-only" },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the phone journey; the desktop sheet is covered in apply.spec.ts");
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };
    const type = async (target: Locator, value: string) => {
      taps += 1;
      await target.fill(value);
    };

    await gotoReady(page, "/jobs?q=Backend+Developer");
    await tap(page.getByRole("link", { name: JOB.title }).first());
    // The job page, with the way back to the search it came from.
    await expect(page).toHaveURL(new RegExp(`/job/${JOB.id}\\?from=`));
    await waitForHydration(page);

    // Apply is in the top card, on screen without scrolling, and in the bar at the bottom.
    const apply = page.getByRole("button", { name: "Apply for this Job" });
    await expect(apply).toBeInViewport();
    await expect(page.getByRole("button", { name: "Apply now" })).toBeInViewport();
    await tap(page.getByRole("button", { name: "Apply now" }));

    const signIn = page.getByRole("dialog", { name: "Sign in to apply" });
    await expect(signIn.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Fjob%2F1%3Fapply%3D1",
    );
    await expectNoAxeViolations(page);
    await tap(signIn.getByRole("link", { name: "Create account" }));
    await expect(page).toHaveURL("/register?redirectTo=%2Fjob%2F1%3Fapply%3D1");

    const email = uniqueEmail(testInfo, "journey");
    await type(page.getByLabel("Full Name"), "Grace Atim");
    await type(page.getByLabel("Phone Number"), "+256 772 654321");
    await type(page.getByLabel("Email"), email);
    await type(page.getByLabel("Password"), PASSWORD);
    await tap(page.getByRole("button", { name: "Create Account" }));
    await expect(toast(page, "Registration successful", "Please check your email for verification.")).toBeVisible();

    // The verification link signs in and returns to the job with the apply sheet open.
    taps += 1;
    await page.goto(await mailLink(email, /Confirm your e-mail/));
    await expect(page).toHaveURL(`/job/${JOB.id}?apply=1`);
    const sheet = page.getByRole("dialog", { name: "Apply for this job" });
    await expect(sheet.getByText("Grace Atim")).toBeVisible();
    await expect(sheet.getByText("Your profile is 0% complete.")).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Complete your profile" })).toHaveAttribute(
      "href",
      "/profile?redirectTo=%2Fjob%2F1%3Fapply%3D1",
    );
    await expect(
      sheet.getByText(/^This job (asks for German [A-C][12]|does not ask for German) · You: not stated$/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const cv = testInfo.outputPath("Grace Atim CV.pdf");
    fs.writeFileSync(cv, minimalPdf("Grace Atim, backend developer"));
    taps += 1;
    await sheet.getByLabel("CV file").setInputFiles(cv);
    await expect(sheet.getByRole("radio", { name: "Upload a CV" })).toBeChecked();
    // Sent at once in resumable pieces; the form then names the upload instead of sending the file again.
    await expect(sheet.getByText(/^Grace Atim CV\.pdf uploaded \(\d+ KB\)$/)).toBeVisible();
    const note = "I have built Kotlin services for four years and I am learning German (A2).";
    await type(sheet.getByLabel("Cover note (optional)"), note);
    await expect(sheet.getByText(`${note.length} / 4,000 characters`)).toBeVisible();
    await tap(sheet.getByRole("button", { name: "Submit application" }));

    await expect(
      toast(page, "Application Submitted", `Your application for ${JOB.title} at ${JOB.company} has been successfully submitted`),
    ).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Apply now" })).toHaveCount(0);
    // From the search page to a sent application (docs/product.md#applying: 12 taps, was 19 without a CV).
    expect(taps).toBe(12);

    // The apply page (the sheet's form as a page) of another job.
    await gotoReady(page, "/job/2/apply");
    await expect(page.getByRole("button", { name: "Submit application" })).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoReady(page, "/applications");
    const item = page.getByRole("listitem").filter({ hasText: JOB.title });
    await item.getByText("Withdraw application").click();
    await item.getByRole("button", { name: /Yes, withdraw/ }).click();
    await expect(toast(page, "Application withdrawn")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: JOB.title }).getByText("Withdrawn").first()).toBeVisible();
  },
);

test("the apply page without JavaScript: sign-in choice signed out, the same form signed in", async ({
  browser,
  extraHTTPHeaders,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders });
  const page = await noScript.newPage();
  await page.goto(`/job/${JOB.id}`);
  await page.getByRole("link", { name: "Apply for this Job" }).click();
  await expect(page).toHaveURL(`/job/${JOB.id}/apply`);
  await expect(page.getByRole("heading", { name: "Sign in to apply" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create account" })).toHaveAttribute(
    "href",
    "/register?redirectTo=%2Fjob%2F1%2Fapply",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await noScript.close();
});
