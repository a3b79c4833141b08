/**
 * The whole marketplace in the browser: an employer (signed in with a new company) fills the company
 * profile and posts a job; an administrator approves it; it is in search with JobPosting data; a job seeker
 * applies; the employer shortlists with a message; the seeker sees Shortlisted and has the e-mail; the employer
 * closes the job; its page shows the closed notice and it has left search and the sitemap.
 */
import { toast } from "../support/e2e-accounts.ts";
import { expect, expectNoAxeViolations, gotoReady, jsonLdTypes, mailLink, test } from "./fixtures.ts";

test("employer to hire and back: post, moderate, apply, shortlist, close", async ({ page, loginAs, otherPerson }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = `${testInfo.project.name} ${Date.now() % 1_000_000}`;
  const jobTitle = `Care Assistant ${stamp}`;
  const companyName = `Havel Pflege ${stamp}`;

  // 1. The employer, signed in with a new company (the employer sign-up itself: employers.spec.ts).
  const employer = await (await otherPerson()).newPage();
  const { email: employerEmail } = await loginAs({
    context: employer.context(),
    tag: "journey-employer",
    fullName: "Karin Vogel",
    phoneNumber: "+49 30 1234567",
    companyName,
  });

  // 2. The company profile.
  await gotoReady(employer, "/employer/company");
  await employer.getByLabel("Industry").fill("Elderly care");
  await employer.getByLabel("Headquarters city").fill("Potsdam");
  await employer.getByLabel("About the company").fill("A family-run care service with 120 staff in Potsdam and Berlin.");
  await employer.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(employer, "Company profile saved")).toBeVisible();

  // 3. A job: an unverified company's job waits for review.
  await gotoReady(employer, "/employer/jobs/new");
  await employer.getByLabel("Job title").fill(jobTitle);
  await employer.getByLabel("Category").selectOption({ label: "Nursing & Healthcare" });
  await employer.getByLabel("City in Germany").fill("Potsdam");
  await employer.getByLabel("Experience level").selectOption("Entry Level");
  await employer.getByLabel("Pay period").selectOption("month");
  await employer.getByLabel("Minimum (€)").fill("2900");
  await employer.getByLabel("Maximum (€)").fill("3300");
  await employer
    .getByRole("textbox", { name: "Description" })
    .fill("Care for older people at home and in our day centre.\n\nYou will:\n- Help with daily routines\n- Keep care notes");
  await employer.getByRole("textbox", { name: "Requirements" }).fill("Care training or experience\nB1 German");
  await employer.getByLabel("German level required").selectOption("B1");
  await employer.getByRole("group", { name: "Visa sponsorship" }).getByLabel("Yes").check();
  await employer.getByRole("button", { name: "Submit for review" }).click();
  await expect(toast(employer, "Submitted for review")).toBeVisible();
  const employerCard = employer.getByRole("article", { name: jobTitle });
  await expect(employerCard.getByText("Pending review")).toBeVisible();
  const jobHref = await employerCard.getByRole("link", { name: /Preview/ }).getAttribute("href");
  const jobPath = jobHref ?? "";
  expect(jobPath).toMatch(/^\/job\/pb-[0-9a-f]+$/);
  // Not public yet.
  expect((await page.goto(jobPath))?.status()).toBe(404);

  // 4. An administrator approves it.
  const admin = await (await otherPerson()).newPage();
  await loginAs({ context: admin.context(), tag: "journey-admin", admin: true });
  await gotoReady(admin, "/admin/moderation");
  await admin
    .getByRole("article", { name: jobTitle })
    .getByRole("button", { name: `Approve: ${jobTitle}` })
    .click();
  await expect(toast(admin, `“${jobTitle}” is published.`)).toBeVisible();
  // The employer is told.
  await mailLink(employerEmail, /is published/);

  // 5. In search, with JobPosting data.
  await gotoReady(page, `/jobs?search=${encodeURIComponent(jobTitle)}`);
  await expect(page.getByRole("link", { name: jobTitle })).toBeVisible();
  await gotoReady(page, jobPath);
  expect(await jsonLdTypes(page)).toContain("JobPosting");
  await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();

  // 6. A job seeker applies.
  const seeker = await loginAs({ tag: "journey-seeker" });
  await gotoReady(page, jobPath);
  await page.getByRole("button", { name: "Apply for this Job" }).click();
  await page.getByRole("dialog", { name: "Apply for this job" }).getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("button", { name: "Application Submitted" })).toBeDisabled();

  // 7. The employer shortlists with a message.
  await gotoReady(employer, "/employer");
  const openJob = employer.getByRole("region", { name: "Open jobs" }).getByRole("listitem").filter({ hasText: jobTitle });
  await openJob.getByRole("link", { name: "1 applicant" }).click();
  await expect(employer).toHaveURL(`/employer/jobs/${jobPath.split("/").pop()}/applicants`);
  const applicant = employer.getByRole("listitem").filter({ has: employer.getByRole("link", { name: seeker.email }) });
  await applicant.getByLabel("New status").selectOption("shortlisted");
  await applicant.getByLabel("Message to the candidate (optional)").fill("Can you talk on Thursday at 10:00 Kampala time?");
  await applicant.getByRole("button", { name: /Update status/ }).click();
  await expect(toast(employer, "Status changed", `${seeker.fullName} is now Shortlisted.`)).toBeVisible();
  await expectNoAxeViolations(employer);

  // 8. The seeker sees Shortlisted, and the e-mail is in the outbox.
  expect(await mailLink(seeker.email, /: Shortlisted$/)).toMatch(/\/applications$/);
  await gotoReady(page, "/applications");
  const application = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: jobTitle }) });
  await expect(application.getByText("Shortlisted", { exact: true }).first()).toBeVisible();

  // 9. The employer closes the job.
  await gotoReady(employer, "/employer/jobs");
  await employer.getByRole("article", { name: jobTitle }).getByRole("button", { name: "Close" }).click();
  await expect(toast(employer, "Job closed")).toBeVisible();

  // 10. Its page stays with the closed notice; it has left search and the sitemap.
  const closed = await gotoReady(page, jobPath);
  expect(closed?.status()).toBe(200);
  await expect(page.getByText("This job is no longer accepting applications").first()).toBeVisible();
  expect(await jsonLdTypes(page)).not.toContain("JobPosting");
  await gotoReady(page, `/jobs?search=${encodeURIComponent(jobTitle)}`);
  await expect(page.getByRole("link", { name: jobTitle })).toHaveCount(0);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(jobPath);

  await employer.context().close();
  await admin.context().close();
});
