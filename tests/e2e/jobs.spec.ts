import pg from "pg";
import { runningEmbeddedPostgresUrl } from "#db/embedded.ts";
import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

test.describe("/jobs", () => {
  test("lists the jobs 10 per page with a pager, and is accessible", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page).toHaveTitle("Browse Jobs in Germany | PearlBridge Jobs");
    await expect(page.getByRole("heading", { name: /\d+ jobs found/ })).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(10);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
  });

  test(
    "filters change the URL and the list, reset the page, and count as active",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await gotoReady(page, "/jobs?page=2");
      const total = Number((await page.getByRole("heading", { name: /jobs found/ }).textContent())!.match(/\d+/)![0]);
      // On a phone the filters are in a sheet: choices apply with its Show N jobs (tests/e2e/phone-browsing.spec.ts).
      const choose = async (name: string) => {
        if (isMobile) await page.getByRole("link", { name: /^Filters/ }).click();
        await page.getByRole("checkbox", { name }).check();
        if (isMobile) await page.getByRole("button", { name: /^Show \d+ jobs?$/ }).click();
      };
      if (isMobile) await expect(page.getByRole("checkbox", { name: "Part-time" })).toBeHidden();
      await choose("Part-time");
      await expect(page).toHaveURL(/\/jobs\?type=part-time$/);
      const heading = page.getByRole("heading", { name: /jobs? found/ });
      await expect(heading).not.toHaveText(`${total} jobs found`);
      for (const card of await page.locator("main article").all()) await expect(card).toContainText("Part-time");
      if (!isMobile) await expect(page.getByText("(1 active)")).toBeVisible();

      await choose("Berlin");
      await expect(page).toHaveURL(/type=part-time/);
      await expect(page).toHaveURL(/location=berlin/);
      if (!isMobile) await expect(page.getByText("(2 active)")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Active filters" }).getByRole("link", { name: /Berlin/ })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/jobs\?type=part-time$/);
    },
  );

  test("the salary slider and the sort work from the keyboard", { tag: "@phone" }, async ({ page, isMobile }) => {
    await gotoReady(page, "/jobs");
    if (isMobile) await page.getByRole("link", { name: /^Filters/ }).click();
    const min = page.getByRole("slider", { name: "Minimum salary" });
    await min.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("€5,000 – €120,000").first()).toBeVisible();
    if (isMobile) await page.getByRole("button", { name: /^Show \d+ jobs?$/ }).click();
    await expect(page).toHaveURL(/salary=5000-120000/);
    await page.getByLabel("Sort by").selectOption("salary_high_low");
    await expect(page).toHaveURL(/sort=salary_high_low/);
  });

  test("a keyword search keeps filters and shows the No jobs found state", async ({ page }) => {
    await page.goto("/jobs?type=full-time");
    await page.getByRole("searchbox", { name: "Job title, company or keyword" }).fill("zzzzqqq");
    await page.getByRole("searchbox", { name: "Job title, company or keyword" }).press("Enter");
    await expect(page).toHaveURL(/search=zzzzqqq/);
    await expect(page.getByText("No jobs found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or filters to see more results")).toBeVisible();
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.locator("main article")).toHaveCount(10);
  });

  test("the phone's Filters opens a full-screen sheet that Escape closes", { tag: "@phone-only" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "the sidebar is always shown on desktop");
    await gotoReady(page, "/jobs");
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    await page.getByRole("link", { name: /^Filters/ }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
  });

  test("bad query strings give a normal page, never an error, and are not echoed unescaped", async ({ page }) => {
    for (const qs of [
      "page=-5",
      "salary=abc",
      "category=unknown",
      "page=99999",
      `search=${"x".repeat(5000)}`,
      "search=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    ]) {
      const res = await page.goto(`/jobs?${qs}`);
      expect(res?.status(), qs).toBe(200);
    }
    const html = await (await page.request.get("/jobs?search=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")).text();
    expect(html).not.toContain("<img src=x onerror=alert(1)>");
  });

  test("exposes site-search and an item list of the first 10 jobs", async ({ request }) => {
    const html = await (await request.get("/jobs")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json = ""]) =>
      JSON.parse(json),
    );
    const site = blocks.find((b) => b["@type"] === "WebSite");
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/jobs\?search=\{search_term_string\}$/);
    const list = blocks.find((b) => b["@type"] === "ItemList");
    expect(list.itemListElement).toHaveLength(10);
    for (const item of list.itemListElement) expect(item.description.length).toBeLessThanOrEqual(150);
  });
});

test.describe("/job/{id}", () => {
  test("shows the job, its summary and similar jobs, with JobPosting data in the served HTML", async ({ page, request }) => {
    const html = await (await request.get("/job/1")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json = ""]) =>
      JSON.parse(json),
    );
    const posting = blocks.find((b) => b["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      identifier: { value: "1" },
      directApply: true,
      jobLocation: { address: { addressCountry: "DE" } },
    });
    expect(posting.baseSalary.currency).toBe("EUR");
    // The real deadline: in the future, at most 90 days after posting (sample jobs: 30, 60 or 90 days).
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now());
    expect([30, 60, 90]).toContain((Date.parse(posting.validThrough) - Date.parse(posting.datePosted)) / 86_400_000);

    await page.goto("/job/1");
    const title = posting.title as string;
    const company = posting.hiringOrganization.name as string;
    await expect(page).toHaveTitle(`${title} at ${company} - Job Details | PearlBridge Jobs`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/job\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: company }).first()).toHaveAttribute(
      "href",
      new URL(posting.hiringOrganization.sameAs).pathname,
    );
    const summary = page.getByRole("region", { name: "Job Summary" });
    for (const label of ["Job ID", "Location", "Job Type", "Salary", "Category", "Posted"])
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
    for (const heading of ["Job Description", "Requirements", "Benefits", "Similar Jobs"])
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    const similar = page.getByRole("region", { name: "Similar Jobs" }).locator("article");
    expect(await similar.count()).toBeGreaterThan(0);
    expect(await similar.count()).toBeLessThanOrEqual(3);
    await expectNoAxeViolations(page);
  });

  test("an unknown id gives the Job Not Found page with status 404", async ({ page }) => {
    const res = await page.goto("/job/does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
    await expect(page.getByText("The job listing you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole("link", { name: "Browse All Jobs" }).click();
    await expect(page).toHaveURL("/jobs");
    expect((await page.goto("/job/%3Cscript%3E"))?.status()).toBe(404);
  });

  test("saving a job is kept on this device across reloads", async ({ page }) => {
    await page.goto("/job/1");
    await page.getByRole("button", { name: "Save Job" }).click();
    await expect(page.getByText("Job saved", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "pb_saved")?.value).toBe("1");
    await page.reload();
    await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
    await page.getByRole("button", { name: "Saved" }).click();
    await expect(page.getByText("Job removed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Job" })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "pb_saved")).toBeUndefined();
  });

  test("without a share sheet Share opens the share page, whose Copy link copies and says so when it cannot", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // No share sheet, as on most desktops.
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await gotoReady(page, "/job/1");
    await page.getByRole("link", { name: "Share", exact: true }).click();
    await expect(page).toHaveURL(/\/job\/1\/share$/);
    await expect(page.getByRole("heading", { level: 1, name: "Share this job" })).toBeVisible();
    const url = new URL("/job/1", page.url()).href;
    await expect(page.getByRole("textbox", { name: "The job's address" })).toHaveValue(url);
    await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    await expect(page.getByRole("link", { name: "Send by e-mail" })).toHaveAttribute(
      "href",
      `mailto:?subject=${encodeURIComponent("Backend Developer (Java/Kotlin) at Spreeforge Software GmbH")}&body=${encodeURIComponent(`Backend Developer (Java/Kotlin) at Spreeforge Software GmbH on PearlBridge Jobs: ${url}`)}`,
    );
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
      document.execCommand = () => false;
    });
    await page.getByRole("link", { name: "Copy link" }).click();
    await expect(page.getByText("Could not copy the link", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/job\/1\/share$/);
    await page.getByRole("link", { name: "Back to the job" }).click();
    await expect(page).toHaveURL(/\/job\/1$/);
    expect((await page.goto("/job/999999/share"))?.status()).toBe(404);
  });

  test("with a share sheet Share opens it and stays on the job; a cancelled sheet is no failure", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: unknown) => {
          shared.push(data);
          return shared.length === 1 ? Promise.resolve() : Promise.reject(new DOMException("cancelled", "AbortError"));
        },
      });
    });
    await gotoReady(page, "/job/1");
    const share = page.getByRole("link", { name: "Share", exact: true });
    await share.click();
    await expect(page.getByText("Shared successfully", { exact: true })).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared);
    expect(shared[0]).toMatchObject({
      url: new URL("/job/1", page.url()).href,
      title: "Backend Developer (Java/Kotlin) at Spreeforge Software GmbH",
    });
    await share.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length)).toBe(2);
    await expect(page).toHaveURL(/\/job\/1$/);
  });

  test("a broken company logo becomes a local letter avatar", async ({ page }) => {
    await page.route("**/logos/**", (route) => route.fulfill({ status: 404, body: "" }));
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto("/job/1");
    const header = page.locator("header.card");
    await expect(header.locator("img")).toHaveCount(0);
    await expect(header.locator("span[aria-hidden=true]").first()).toHaveCSS("background-color", "rgb(96, 125, 139)");
    expect(requests.every((u) => u.startsWith("http://localhost"))).toBe(true);
  });
});

test("the sitemap lists jobs and pages, and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/job/1</loc>");
  expect(sitemap).toContain("/visa-info</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test("toasts show one at a time and leave after 5 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/job/2");
  await page.getByRole("button", { name: "Save Job" }).click();
  await expect(page.getByText("Job saved", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  await expect(page.getByText("Job saved", { exact: true })).toBeHidden();
  const shownAt = Date.now();
  await expect(page.getByText("Link copied", { exact: true })).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_500);
});

test.describe("a closed job", () => {
  /** Sets a sample job's status in the server's own database (the embedded PostgreSQL of the e2e data folder). */
  async function setStatus(id: string, status: "closed" | "published") {
    const url = runningEmbeddedPostgresUrl(E2E_DATA_DIR);
    if (!url) throw new Error(`no server database running on ${E2E_DATA_DIR}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("UPDATE jobs SET status = $2, closed_at = CASE WHEN $2 = 'closed' THEN now() END WHERE id = $1", [
        id,
        status,
      ]);
    } finally {
      await client.end();
    }
  }

  test("keeps its page with the notice, no apply button, noindex and no JobPosting; it leaves search and the sitemap", async ({
    page,
    request,
  }, testInfo) => {
    // Each project (width) closes its own open sample job, so that both can run at the same time.
    const id = testInfo.project.name === "mobile" ? "sec2" : "sec1";
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/job/${id}<`);
    await setStatus(id, "closed");
    try {
      const res = await page.goto(`/job/${id}`);
      expect(res?.status()).toBe(200);
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
      await expect(page.getByRole("heading", { name: "This job is no longer accepting applications" })).toBeVisible();
      await expect(page.getByText("The employer has closed it.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Apply for this Job" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Apply for this Job" })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const html = await (await request.get(`/job/${id}`)).text();
      expect(html).not.toContain('"JobPosting"');
      // Similar open jobs, none of them this one.
      const similar = page.getByRole("region", { name: "Similar Open Jobs" });
      await expect(similar.locator("article").first()).toBeVisible();
      await expect(similar.getByRole("link", { name: title })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: /See open .* jobs/ }).click();
      await expect(page).toHaveURL(/\/jobs\?category=/);

      const search = await (await request.get(`/jobs?search=${encodeURIComponent(title)}`)).text();
      expect(search).not.toContain(`href="/job/${id}"`);
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).not.toContain(`/job/${id}<`);
      expect(sitemap).toContain("/job/1<");
    } finally {
      await setStatus(id, "published");
    }
  });
});
