import type { Page, TestInfo } from "@playwright/test";
import { expect, gotoReady, mailLink } from "../e2e/fixtures.ts";
import { PASSWORD, uniqueEmail } from "./e2e-sessions.ts";

export { gotoReady, PASSWORD, uniqueEmail };

/**
 * The steps of signing up and in through the pages, for the tests of those pages (tests/e2e/accounts.spec.ts).
 * A test that only needs someone signed in uses the `loginAs` fixture (tests/e2e/fixtures.ts).
 */

/** The toast on screen with this title (and description). */
export function toast(page: Page, title: string, description?: string) {
  const item = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return description ? item.filter({ hasText: description }) : item;
}

export async function register(page: Page, testInfo: TestInfo, tag: string) {
  const account = {
    fullName: "Amina Nakato",
    phoneNumber: "+256 772 123456",
    email: uniqueEmail(testInfo, tag),
    password: PASSWORD,
  };
  await gotoReady(page, "/register");
  await page.getByLabel("Full Name").fill(account.fullName);
  await page.getByLabel("Phone Number").fill(account.phoneNumber);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "Registration successful", "Please check your email for verification.")).toBeVisible();
  return account;
}

/** Opens the verification link from the outbox: /auth says the address is verified. */
export async function verify(page: Page, email: string) {
  await gotoReady(page, await mailLink(email, /Confirm your e-mail/));
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
  await expect(page.getByText("Your email address is verified. You can now log in.")).toBeVisible();
}

/** Fills and sends the Login form of the page (which must be /auth or /register). */
export async function submitLogin(page: Page, email: string, password: string) {
  // The Login tab is a link: followed only from /register (on /auth, or after registering, it is already shown).
  const loginTab = page.getByRole("navigation", { name: "Login or register" }).getByRole("link", { name: "Login" });
  if ((await loginTab.getAttribute("aria-current")) !== "page") {
    await loginTab.click();
    await expect(loginTab).toHaveAttribute("aria-current", "page");
  }
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** The header's Logout (in the side sheet on phones, in the account menu on a desktop). */
export async function logout(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByRole("banner").locator("summary", { hasText: "Account" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  }
}
