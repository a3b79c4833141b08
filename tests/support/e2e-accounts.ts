import type { Page, TestInfo } from "@playwright/test";
import { expect, gotoReady, mailLink } from "../e2e/fixtures.ts";

export { gotoReady };

/** Shared steps of the browser tests for accounts (tests/e2e/accounts.spec.ts, apply.spec.ts). */

export const PASSWORD = "secret-pass-1";

/** An address no other test or project uses. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
}

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
  await page.getByRole("tab", { name: "Login" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** A registered, verified, signed-in account; the page ends on /. */
export async function signedInAccount(page: Page, testInfo: TestInfo, tag: string) {
  const account = await register(page, testInfo, tag);
  await verify(page, account.email);
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL("/");
  return account;
}

/** The header's Logout (in the side sheet on phones). */
export async function logout(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  }
}
