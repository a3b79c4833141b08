import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";
import { logout, register, submitLogin, toast, verify } from "../support/e2e-accounts.ts";
import { elfExecutable, minimalPdf } from "../support/files.ts";

/**
 * The recognition and visa tracker (docs/product.md#recognition-and-visa-tracker): a visitor's ticks on this device
 * move into the account at sign-in and stay there after signing out and in again.
 */
test("a visitor's ticks move into the account at sign-in and survive signing out and in", async ({
  page,
  isMobile,
}, testInfo) => {
  const authority = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Find the authority that decides your recognition" }) });

  await gotoReady(page, "/account/tracker");
  await expect(page.getByRole("heading", { name: "Recognition and visa tracker", level: 1 })).toBeVisible();
  await expect(page.getByText("Your ticks and dates are kept on this device.")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "What is next" })
      .getByRole("link", { name: "Find the authority that decides your recognition" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A main step: done, with a date. Then a checklist item with its one button.
  await authority.getByLabel("Status").selectOption("done");
  await authority.getByLabel("Date (done, or booked)").fill("2026-11-20");
  await authority.getByRole("button", { name: "Save this step" }).click();
  await expect(toast(page, "Step saved", "Saved on this device.")).toBeVisible();
  await expect(authority.getByText("Done · 20 November 2026")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "What is next" })
      .getByRole("link", { name: "Collect your documents and certified translations" }),
  ).toBeVisible();
  await page.getByRole("button", { name: /^Tick: Buy a German SIM card/ }).click();
  await expect(page.getByRole("button", { name: /^Untick: Buy a German SIM card/ })).toBeVisible();

  // Register, confirm the address, sign in: the ticks are the account's now.
  const account = await register(page, testInfo, "tracker");
  await verify(page, account.email);
  await submitLogin(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await gotoReady(page, "/account/tracker");
  await expect(page.getByText("Your ticks and dates are kept on this device.")).toHaveCount(0);
  await expect(authority.getByText("Done · 20 November 2026")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Untick: Buy a German SIM card/ })).toBeVisible();
  await expect(page.getByLabel("Note (only you see it)").first()).toBeVisible();

  // Signed out, this device keeps nothing; signed in again, the account still has it.
  await logout(page, isMobile);
  await expect(page).toHaveURL("/auth");
  await expect(toast(page, "Logged out", "You have been successfully logged out.")).toBeVisible();
  await gotoReady(page, "/account/tracker");
  await expect(page.getByText("Your ticks and dates are kept on this device.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Tick: Buy a German SIM card/ })).toBeVisible();
  await gotoReady(page, "/auth");
  await submitLogin(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await gotoReady(page, "/account/tracker");
  await expect(authority.getByText("Done · 20 November 2026")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Untick: Buy a German SIM card/ })).toBeVisible();
});

test("a signed-in person attaches a document to a step, downloads it and removes it; a visitor is told to sign in", async ({
  page,
  loginAs,
}) => {
  const documents = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Collect your documents and certified translations" }) });
  await gotoReady(page, "/account/tracker");
  await expect(documents.getByText(/^Documents need an account/)).toBeVisible();
  await expect(documents.getByLabel("Choose a file")).toHaveCount(0);

  await loginAs({ tag: "tracker-docs" });
  await gotoReady(page, "/account/tracker");
  await documents.getByText("Attach a document").click();
  // A renamed executable: the CV's message under the field, nothing attached.
  await documents
    .getByLabel("Choose a file")
    .setInputFiles({ name: "diploma.pdf", mimeType: "application/pdf", buffer: elfExecutable() });
  await expect(documents.getByText("Please upload a PDF or Word (.docx) file.")).toBeVisible();
  // Choosing a real PDF uploads it at once (in resumable pieces) and attaches it.
  await documents
    .getByLabel("Choose a file")
    .setInputFiles({ name: "Diploma in Nursing.pdf", mimeType: "application/pdf", buffer: minimalPdf("Diploma") });
  await expect(toast(page, "Document attached")).toBeVisible();
  await expect(documents.getByText("Diploma in Nursing.pdf", { exact: true })).toBeVisible();
  await expect(documents.getByText("Replace the document")).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    documents.getByRole("link", { name: "Download Diploma in Nursing.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Diploma in Nursing.pdf");

  await documents.getByRole("button", { name: /^Remove the document of the step/ }).click();
  await expect(toast(page, "Document removed")).toBeVisible();
  await expect(documents.getByText("Diploma in Nursing.pdf", { exact: true })).toHaveCount(0);
  await expect(documents.getByText("Attach a document")).toBeVisible();
});
