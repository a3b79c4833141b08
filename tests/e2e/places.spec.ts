import { expect, gotoReady, test } from "./fixtures.ts";

/* The distance filter on /jobs (docs/decisions/162-distance-filter-earthdistance.md): a place typed into the
   Distance group and a radius; Munich's sample jobs are 57 km from Augsburg. */

test.describe("places", () => {
  test("filters the jobs within 50 and 100 km of Augsburg", async ({ page }) => {
    await gotoReady(page, "/jobs");
    const panel = page.getByRole("complementary", { name: "Filters" });
    const near = panel.getByLabel("of the town or city");
    // The list follows the typing with the server's places.
    await near.fill("Augs");
    await expect(page.locator('#filter-near-places option[value="Augsburg"]')).toBeAttached();
    await near.fill("Augsburg");
    await near.press("Enter");
    await expect(page).toHaveURL(/[?&]near=Augsburg&km=50(&|$)/);
    await expect(page.getByText("No jobs found")).toBeVisible();
    await expect(page.getByRole("link", { name: /Within 50 km of Augsburg/ })).toBeVisible();

    await panel.getByLabel("Within").selectOption("100");
    await expect(page).toHaveURL(/[?&]near=Augsburg&km=100(&|$)/);
    const cards = page.locator("main article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText("Munich");
    await expect(page.getByRole("link", { name: /Within 100 km of Augsburg/ })).toBeVisible();
  });
});
