import sharp from "sharp";
import { PASSWORD, toast, uniqueEmail } from "../support/e2e-accounts.ts";
import { expect, expectNoAxeViolations, gotoReady, mailLink, test } from "./fixtures.ts";

test.describe("employers", () => {
  test("/employers: the offer and Post a job, reached from the header", { tag: "@phone" }, async ({ page, isMobile }) => {
    await gotoReady(page, "/");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "For Employers" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "For Employers" }).click();
    }
    await expect(page).toHaveURL("/employers");
    await expect(page.getByRole("heading", { level: 1, name: "Hire skilled, motivated people from Uganda" })).toBeVisible();
    for (const heading of ["Posting is free", "Every job is checked", "Clear statuses"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    const postJob = page.getByRole("link", { name: "Post a job" }).first();
    await expect(postJob).toHaveAttribute("href", "/employers/register");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "For Employers" })).toHaveAttribute(
      "href",
      "/employers",
    );
    await expectNoAxeViolations(page);
  });

  test("the employer sign-up shows each field's message, also without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/employers/register");
    await page.getByLabel("Work Email").fill("not-an-address");
    await page.getByLabel("Company Name").fill("X");
    // Without JavaScript the browser's own required check would stop the form: remove it to reach the server.
    await page.evaluate(() => document.querySelectorAll("[required]").forEach((el) => el.removeAttribute("required")));
    await page.evaluate(() => document.querySelectorAll("input[type=email]").forEach((el) => el.setAttribute("type", "text")));
    await page.getByRole("button", { name: "Create employer account" }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByText("Please enter your company's name")).toBeVisible();
    await context.close();
  });

  test("an employer registers, verifies, logs in and lands on the dashboard", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "employer");
    await gotoReady(page, "/employers/register");
    await expect(page).toHaveTitle("Create an Employer Account | PearlBridge Jobs");
    await page.getByLabel("Full Name").fill("Karin Vogel");
    await page.getByLabel("Phone Number").fill("+49 30 1234567");
    await page.getByLabel("Work Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByLabel("Company Name").fill(`Vogel Logistik ${testInfo.project.name}`);
    await page.getByRole("button", { name: "Create employer account" }).click();
    await expect(toast(page, "Registration successful")).toBeVisible();
    await expect(page.getByText(`We have sent a verification link to ${email}.`)).toBeVisible();

    await gotoReady(page, await mailLink(email, /Confirm your e-mail/));
    await expect(page.getByText("Your email address is verified. You can now log in.")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL("/employer");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Not verified yet — your jobs are reviewed before publishing")).toBeVisible();
    await expect(page.getByRole("link", { name: "Post your first job" })).toHaveAttribute("href", "/employer/jobs/new");
    await expect(page.getByRole("link", { name: "Complete your company profile" })).toHaveAttribute("href", "/employer/company");
    await expect(page.getByText("No applications in the last 30 days.")).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoReady(page, "/employer/company");
    await expect(page.getByRole("heading", { level: 1, name: "Company profile" })).toBeVisible();
    await expectNoAxeViolations(page);
    // A logo through the real server (its body limit for this form) comes back as a WebP from /media.
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    await page.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await page.getByLabel("Industry").fill("Logistics");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page, "Company profile saved")).toBeVisible();
    const src = await page.locator('img[src^="/media/logos/"]').first().getAttribute("src");
    const media = await page.request.get(src ?? "");
    expect(media.status()).toBe(200);
    expect(media.headers()["content-type"]).toBe("image/webp");
    await gotoReady(page, "/employer/team");
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Invite a colleague" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
