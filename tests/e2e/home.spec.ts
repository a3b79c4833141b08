import { testimonials } from "#content/testimonials.ts";
import { itemAt } from "../support/item-at.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

test.describe("home page", () => {
  test("shows every section and is accessible", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/PearlBridge Jobs/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Figures from the database, never fixed marketing numbers (a figure below 10 is left out).
    for (const label of ["Open jobs", "Hiring companies", "Guides for your move"]) {
      await expect(page.locator("dl dt", { hasText: label })).toBeVisible();
    }
    await expect(page.getByText("50,000+", { exact: true })).toHaveCount(0);
    const categories = page.getByRole("region", { name: "Browse by Category" }).getByRole("link", { name: /Open Positions?/ });
    await expect(categories).toHaveCount(8);
    await expect(page.getByRole("region", { name: "Featured Jobs" }).locator("article")).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Featured Jobs" }).getByText("Featured", { exact: true }).filter({ visible: true }),
    ).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Top Companies" }).getByRole("link")).toHaveCount(6); // 5 tiles + "All companies"
    await expect(page.getByRole("region", { name: "Success Stories" }).getByRole("link")).toHaveCount(6);
    await expectNoAxeViolations(page);
  });

  test("the hero search opens /jobs with the chosen keyword, location and category", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Keywords").fill("driver");
    await page.getByLabel("Location", { exact: true }).selectOption("hamburg");
    await page.getByLabel("Category", { exact: true }).selectOption("engineering");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL("/jobs?search=driver&location=hamburg&category=engineering");
    await page.goto("/");
    await page.getByLabel("Keywords").fill("nurse");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    // A tap before the scripts have loaded sends the empty choices too; both addresses show the same search.
    await expect(page).toHaveURL(/\/jobs\?search=nurse(&location=&category=)?$/);
    await expect(page.getByRole("heading", { name: /jobs? found/ })).toBeVisible();
    await expect(page.getByLabel("Job title, company or keyword")).toHaveValue("nurse");
  });

  test("popular cities and category tiles lead to filtered searches", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Munich" }).click();
    await expect(page).toHaveURL("/jobs?location=munich");
    await page.goto("/");
    const tile = page
      .getByRole("region", { name: "Browse by Category" })
      .getByRole("link", { name: /Open Positions?/ })
      .first();
    const count = Number((await tile.textContent())!.match(/(\d+) Open/)![1]);
    await tile.click();
    await expect(page).toHaveURL(/\/jobs\?category=[a-z-]+$/);
    await expect(page.getByRole("heading", { name: /jobs? found/ })).toHaveText(`${count} jobs found`);
  });

  test("the Newest / Oldest switch reorders the featured jobs without reloading the page's data", async ({ page }) => {
    await gotoReady(page, "/");
    const region = page.getByRole("region", { name: "Featured Jobs" });
    const titles = () => region.locator("article h3").allTextContents();
    const newest = await titles();
    const dataRequests: string[] = [];
    page.on("request", (r) => (r.url().includes(".data") ? dataRequests.push(r.url()) : undefined));
    await region.getByRole("link", { name: "Oldest" }).click();
    await expect(page).toHaveURL(/\/\?featured=oldest#featured-heading$/);
    await expect(region.getByRole("link", { name: "Oldest" })).toHaveAttribute("aria-current", "true");
    expect(await titles()).toEqual([...newest].reverse());
    await region.getByRole("link", { name: "Newest" }).click();
    await expect(page).toHaveURL(/\/#featured-heading$/);
    await expect(region.getByRole("link", { name: "Newest" })).toHaveAttribute("aria-current", "true");
    expect(await titles()).toEqual(newest);
    // Only the root's data (who is signed in) may be asked again; the home page's is not.
    expect(dataRequests.filter((u) => u.includes("routes%2Fjobs%2Fhome") || !u.includes("_routes="))).toEqual([]);
  });

  test.describe("as a new visitor without scripts", () => {
    test.use({ javaScriptEnabled: false });
    test("Oldest is a link the server answers in that order", async ({ page }) => {
      await page.goto("/");
      const region = page.getByRole("region", { name: "Featured Jobs" });
      const newest = await region.locator("article h3").allTextContents();
      await expect(region.getByRole("link", { name: "Newest" })).toHaveAttribute("aria-current", "true");
      await region.getByRole("link", { name: "Oldest" }).click();
      await expect(page).toHaveURL(/\/\?featured=oldest#featured-heading$/);
      await expect(region.getByRole("link", { name: "Oldest" })).toHaveAttribute("aria-current", "true");
      expect(await region.locator("article h3").allTextContents()).toEqual([...newest].reverse());
    });
  });

  test(
    "a success story card leads to the story's own page, which leads back; an unknown story is 404",
    { tag: "@phone" },
    async ({ page }) => {
      await gotoReady(page, "/");
      const story = itemAt(testimonials, 0, "testimonials");
      const card = page
        .getByRole("region", { name: "Success Stories" })
        .getByRole("link", { name: `Read ${story.name.split(" ")[0]}'s story` });
      await expect(card).toHaveAttribute("href", `/stories/${story.slug}`);
      await card.click();
      await expect(page).toHaveURL(`/stories/${story.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: story.name })).toBeVisible();
      await expect(page.getByText(story.quote)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${story.name}'s story`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/stories/${story.slug}$`));
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "All success stories" }).click();
      await expect(page).toHaveURL(/\/#stories-heading$/);
      await expect(page.getByRole("heading", { name: "Success Stories" })).toBeInViewport();

      const missing = await page.goto("/stories/nobody-here");
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Story Not Found" })).toBeVisible();
    },
  );
});

test.describe("companies", () => {
  test("the list and a company page by id or by name, and 404 for an unknown one", async ({ page }) => {
    await page.goto("/companies");
    await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
    await page.goto("/");
    const tile = page.getByRole("region", { name: "Top Companies" }).locator('a[href^="/company/"]').first();
    const href = await tile.getAttribute("href");
    await tile.click();
    await expect(page).toHaveURL(href!);
    // The URL changes a moment before the new page renders: wait for the company page before reading its name.
    await expect(page.getByRole("heading", { name: /Open Positions?/ })).toBeVisible();
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    // An older link by name: permanently redirected to the slug address.
    const byName = await page.goto(`/company/${encodeURIComponent(name.toUpperCase())}`);
    expect(byName?.status()).toBe(200);
    expect(byName?.request().redirectedFrom()?.url()).toContain("/company/");
    expect((await byName?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const unknown = await page.goto("/company/no-such-company");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Company Not Found" })).toBeVisible();
  });
});
