import { gotoReady, logout, PASSWORD, register, submitLogin, toast, uniqueEmail, verify } from "../support/e2e-accounts.ts";
import { createAccount } from "../support/e2e-sessions.ts";
import { expect, expectNoAxeViolations, mailLink, test } from "./fixtures.ts";

test.describe("/auth and /register", () => {
  test("the sign-in page: heading, tagline, card, tabs, terms note, title, canonical, link home", async ({ page }) => {
    await gotoReady(page, "/auth");
    await expect(page).toHaveTitle("Login | PearlBridge Jobs");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/localhost:\d+\/auth$/);
    await expect(page.getByRole("heading", { level: 1, name: "PearlBridge Jobs" })).toBeVisible();
    await expect(page.getByText("Connect with Top German Employers")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await expect(page.getByText("Please sign in to access the portal.")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Login or register" }).getByRole("link", { name: "Login" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByRole("navigation", { name: "Login or register" }).getByRole("link", { name: "Register" }),
    ).not.toHaveAttribute("aria-current");
    await expect(page.getByText("By signing in, you agree to our terms of service and privacy policy.")).toBeVisible();
    await expect(page.getByRole("link", { name: "terms of service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
    // Outside the site wrapper: no site header or footer, but the logo leads home.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "PearlBridge Jobs home" })).toHaveAttribute("href", "/");
    await expect(page.getByText("Email*")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/register opens on the Register tab with the title Create Account", async ({ page }) => {
    await gotoReady(page, "/register");
    await expect(page).toHaveTitle("Create Account | PearlBridge Jobs");
    await expect(
      page.getByRole("navigation", { name: "Login or register" }).getByRole("link", { name: "Register" }),
    ).toHaveAttribute("aria-current", "page");
    for (const label of ["Full Name", "Phone Number", "Email", "Password"]) {
      await expect(page.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expectNoAxeViolations(page);
    await page.getByRole("navigation", { name: "Login or register" }).getByRole("link", { name: "Login" }).click();
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });
    test("the Register tab is a link: one tap shows the form, and redirectTo is kept", async ({ page }) => {
      await page.goto("/auth?redirectTo=%2Fsaved");
      await expect(page.getByLabel("Full Name")).toHaveCount(0);
      await page.getByRole("navigation", { name: "Login or register" }).getByRole("link", { name: "Register" }).click();
      await expect(page).toHaveURL(/\/register\?redirectTo=%2Fsaved$/);
      await expect(page.getByLabel("Full Name")).toBeVisible();
      await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    });
  });

  test("every validation message appears under its field, on submit and on blur", async ({ page }) => {
    await gotoReady(page, "/auth");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.getByLabel("Email").fill("amina@example.org");
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
    await page.getByLabel("Password").fill("12345");
    await page.getByLabel("Password").blur();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    await page.getByRole("navigation", { name: "Login or register" }).getByRole("link", { name: "Register" }).click();
    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Full Name").blur();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "Please enter your full name",
      "Please enter a valid phone number",
      "Please enter a valid email address",
      "Password must be at least 6 characters",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("Full Name").fill("x".repeat(101));
    await page.getByLabel("Phone Number").fill("1".repeat(21));
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Name is too long")).toBeVisible();
    await expect(page.getByText("Phone number is too long")).toBeVisible();
    // Nothing was sent: the page is unchanged and no toast appeared.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  test("each message is linked to its field for screen readers", async ({ page }) => {
    await gotoReady(page, "/auth");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    for (const [label, message] of [
      ["Email", "Please enter a valid email address"],
      ["Password", "Password must be at least 6 characters"],
    ] as const) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const describedBy = await field.getAttribute("aria-describedby");
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
    }
    await expectNoAxeViolations(page);
  });

  test("without script the server shows the same messages under the fields and keeps the values, never the password", async ({
    browser,
    baseURL,
    extraHTTPHeaders,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "server behaviour: once is enough");
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders });
    const page = await context.newPage();
    await page.goto("/register");
    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Phone Number").fill("1".repeat(21));
    await page.getByLabel("Email").fill("someone@example");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/register");
    for (const [label, message, value] of [
      ["Full Name", "Please enter your full name", "A"],
      ["Phone Number", "Phone number is too long", "1".repeat(21)],
      ["Email", "Please enter a valid email address", "someone@example"],
      ["Password", "Password must be at least 6 characters", ""],
    ] as const) {
      const field = page.getByLabel(label);
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const describedBy = await field.getAttribute("aria-describedby");
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
    }
    expect(await page.content()).not.toContain("12345");

    await page.goto("/auth");
    await page.getByLabel("Email").fill("amina@example.org");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("amina@example.org");
    await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await context.close();
  });

  test("register, verify through the mailed link, log in, stay away from /auth, log out", async ({
    page,
    isMobile,
  }, testInfo) => {
    const account = await register(page, testInfo, "journey");
    // After registering, the Login tab is shown with the address filled in.
    await expect(
      page.getByRole("navigation", { name: "Login or register" }).getByRole("link", { name: "Login" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Email")).toHaveValue(account.email);

    // Not verified yet: refused, with a way to get a new link.
    await submitLogin(page, account.email, account.password);
    await expect(
      toast(page, "Login failed", "Please verify your email address first. We have sent you a new link."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(toast(page, "Verification email sent")).toBeVisible();

    await verify(page, account.email);
    await gotoReady(page, "/about");
    await gotoReady(page, "/auth");
    // While the sign-in is in flight the form is disabled and says so.
    await page.route(/\/auth\.data/, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await submitLogin(page, account.email, account.password);
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    await expect(page.getByLabel("Email")).toBeDisabled();
    await expect(page).toHaveURL("/");
    await page.unroute(/\/auth\.data/);
    // The sign-in page was replaced in the history.
    await page.goBack();
    await expect(page).toHaveURL("/about");

    for (const path of ["/auth", "/register"]) {
      await gotoReady(page, path);
      await expect(page).toHaveURL("/");
    }

    await logout(page, isMobile);
    await expect(page).toHaveURL("/auth");
    await expect(toast(page, "Logged out", "You have been successfully logged out.")).toBeVisible();
    await gotoReady(page, "/applications");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fapplications");
  });

  test("a wrong password shows Login failed with the server's message, and the form is usable again", async ({
    page,
  }, testInfo) => {
    const account = await createAccount(testInfo, { tag: "wrong" });
    await gotoReady(page, "/auth");
    await submitLogin(page, account.email, "not-the-password");
    await expect(toast(page, "Login failed", "Invalid email or password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
    await expect(page.getByLabel("Email")).toBeEnabled();
    await expect(page).toHaveURL(/\/auth/);
  });

  test("a guarded page sends to /auth and back after signing in", async ({ page }, testInfo) => {
    const account = await createAccount(testInfo, { tag: "guard" });
    await gotoReady(page, "/applications");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fapplications");
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL("/applications");
    await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
    await expect(page.getByText("You have not applied for any jobs yet.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Saved Jobs/ }).click();
    await expect(page).toHaveURL("/applications?tab=saved");
    await expect(page.getByText("You have not saved any jobs yet.")).toBeVisible();
  });

  test("password reset through the mailed link", async ({ page }, testInfo) => {
    const account = await createAccount(testInfo, { tag: "reset" });
    await gotoReady(page, "/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    // The link swaps the form: wait for it, or the address goes into the login form that is leaving.
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "If an account exists for that email, we have sent a link to reset your password." }),
    ).toBeVisible();

    await gotoReady(page, await mailLink(account.email, /Reset your/));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("New Password").fill("12345");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await page.getByLabel("New Password").fill("a-brand-new-pass");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page).toHaveURL("/auth");
    await expect(toast(page, "Password updated", "You can now log in with your new password.")).toBeVisible();

    await submitLogin(page, account.email, PASSWORD);
    await expect(toast(page, "Login failed", "Invalid email or password")).toBeVisible();
    await submitLogin(page, account.email, "a-brand-new-pass");
    await expect(page).toHaveURL("/");
  });

  test("a confirmation link opened on another device, without script: the password set before stops working, the owner chooses theirs", async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "the owner's side is a phone already: once is enough");
    // Someone registers the address here; its owner opens the mailed link on their own phone, scripts off.
    const account = await register(page, testInfo, "other-device");
    const phone = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders,
      viewport: { width: 360, height: 740 },
    });
    const owner = await phone.newPage();
    await owner.goto(await mailLink(account.email, /Confirm your e-mail/));
    await expect(owner).toHaveURL(/\/reset-password\?token=[^&]+&confirmed=1$/);
    await expect(owner.getByRole("heading", { name: "Choose Your Password" })).toBeVisible();
    await expect(owner.getByText("One step left to confirm your e-mail address.")).toBeVisible();
    await owner.getByLabel("New Password").fill("owners-own-pass");
    await owner.getByRole("button", { name: "Save password" }).click();
    await expect(owner).toHaveURL(/\/auth$/);
    await phone.close();

    // The password chosen at registration no longer signs in; the owner's does.
    await gotoReady(page, "/auth");
    await submitLogin(page, account.email, PASSWORD);
    await expect(toast(page, "Login failed", "Invalid email or password")).toBeVisible();
    await submitLogin(page, account.email, "owners-own-pass");
    await expect(page).toHaveURL("/");
  });

  test("an invalid reset link says so and offers a new one; unknown addresses get the same answer", async ({
    page,
  }, testInfo) => {
    await gotoReady(page, "/reset-password?error=INVALID_TOKEN");
    await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL("/auth?forgot=1");
    await page.getByLabel("Email").fill(uniqueEmail(testInfo, "nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByText("If an account exists for that email, we have sent a link to reset your password.").first(),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to login" }).click();
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  });

  test("/account shows the details and edits name and phone with the same rules", async ({ page, loginAs }) => {
    const account = await loginAs({ tag: "account" });
    await gotoReady(page, "/account");
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue(account.fullName);
    await expect(page.getByLabel("Phone Number")).toHaveValue(account.phoneNumber);
    await expect(page.getByText(account.email)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Phone Number").fill("123");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();

    await page.getByLabel("Full Name").fill("Amina Nakato Mukasa");
    await page.getByLabel("Phone Number").fill("+256 701 999888");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Profile updated")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Full Name")).toHaveValue("Amina Nakato Mukasa");
    await expect(page.getByLabel("Phone Number")).toHaveValue("+256 701 999888");
  });

  test("/account is guarded too", async ({ page }) => {
    await gotoReady(page, "/account");
    await expect(page).toHaveURL("/auth?redirectTo=%2Faccount");
  });
});
