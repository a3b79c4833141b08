import type { Page } from "@playwright/test";
import { toast } from "../support/e2e-accounts.ts";
import { createAccount, signIn, type AccountOptions } from "../support/e2e-sessions.ts";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures.ts";

/**
 * Where the header does not fit: the overflow of the bar, and every visible link or button that is cut off by
 * the viewport's edge or covered by another element (docs/decisions/156-header-fits-every-width.md).
 */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!;
    const bar = header.firstElementChild as HTMLElement;
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    for (const box of [header, bar]) {
      if (box.scrollWidth > box.clientWidth) problems.push(`overflow ${box.scrollWidth} > ${box.clientWidth}`);
    }
    for (const control of header.querySelectorAll<HTMLElement>("a, button, summary")) {
      if (!control.checkVisibility()) continue;
      const r = control.getBoundingClientRect();
      if (r.width === 0) continue;
      const name = control.getAttribute("aria-label") ?? control.textContent?.trim();
      if (r.left < 0 || r.right > width) problems.push(`${name} is outside (${r.left}-${r.right})`);
      const hit = document.elementFromPoint(Math.min(r.left + r.width / 2, width - 1), r.top + r.height / 2);
      if (!hit || !control.contains(hit)) problems.push(`${name} is covered`);
    }
    return problems;
  });
}

const roles: [string, AccountOptions | null][] = [
  ["visitor", null],
  ["job seeker", {}],
  ["employer", { companyName: "Header Pflege GmbH" }],
  ["administrator", { admin: true }],
];

test("the header fits every width from 320 to 1440 px in every role", async ({
  browser,
  isMobile,
  extraHTTPHeaders,
}, testInfo) => {
  test.skip(isMobile, "the widths are set by the test");
  const failures: string[] = [];
  for (const [role, options] of roles) {
    const context = await browser.newContext({ extraHTTPHeaders });
    if (options) await signIn(context, await createAccount(testInfo, { tag: "header", ...options }));
    const page = await context.newPage();
    await gotoReady(page, "/");
    // Signed in, the header holds the Logout form (in the bar or in the menu).
    await expect(page.locator('header form[action="/logout"]')).toHaveCount(options ? 1 : 0);
    for (let width = 320; width <= 1440; width += 40) {
      await page.setViewportSize({ width, height: 700 });
      for (const problem of await headerProblems(page)) failures.push(`${role} at ${width} px: ${problem}`);
    }
    if (options?.admin) {
      // The account's pages and Logout are in its menu; Escape closes it.
      const banner = page.getByRole("banner");
      await banner.locator("summary", { hasText: "Account" }).click();
      await expect(banner.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Admin" })).toBeInViewport();
      await expect(banner.getByRole("button", { name: "Logout" })).toBeInViewport();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(banner.getByRole("button", { name: "Logout" })).toBeHidden();
    }
    await context.close();
  }
  expect(failures).toEqual([]);
});

test(
  "a toast covers neither the header, the page's heading nor the Apply bar, and leaves the focus where it was",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoReady(page, "/job/1");
    await page.getByRole("button", { name: "Save Job" }).click();
    const shown = toast(page, "Job saved");
    await expect(shown).toBeVisible();
    await expect(page.getByRole("button", { name: "Saved" })).toBeFocused();
    // Wait for the toast to have slid in, then compare where it is with the header and the page's heading.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    await expect(shown).toHaveAttribute("data-mounted", "true");
    const box = (await shown.boundingBox())!;
    // At the bottom of the screen, where no page has its heading or menu.
    expect(box.y).toBeGreaterThan(page.viewportSize()!.height / 2);
    // Nor the Apply bar at the bottom of a phone's screen.
    const applyBar = page.locator(".pb-bottom-bar");
    const others = [page.getByRole("banner"), page.getByRole("heading", { level: 1 })];
    if (await applyBar.isVisible()) others.push(applyBar);
    for (const other of others) {
      const b = (await other.boundingBox())!;
      const overlaps = box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      expect(overlaps, `the toast at ${JSON.stringify(box)} covers ${JSON.stringify(b)}`).toBe(false);
    }
  },
);

test("a German job title is marked lang=de and hyphenates on a phone", async ({ page, isMobile }) => {
  test.skip(isMobile, "the width is set by the test");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/job/care2");
  const title = page.getByRole("heading", { level: 1 });
  const german = title.locator('[lang="de"]');
  await expect(german).toHaveText("Pflegefachkraft Altenpflege");
  expect(await german.evaluate((el) => getComputedStyle(el).hyphens)).toBe("auto");
  // The English part stays English (the page's language), and nothing sticks out of the heading.
  await expect(title).toContainText("Registered Geriatric Nurse");
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // This browser has no German hyphenation patterns (phones have them): the compound must fit on one line.
  const lines = await german.evaluate((el) => {
    const range = document.createRange();
    range.setStart(el.firstChild!, 0);
    range.setEnd(el.firstChild!, "Pflegefachkraft".length);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  await expect(page.getByRole("link", { name: "Lebensbaum Pflege & Assistenz gGmbH" }).locator('[lang="de"]')).toHaveCount(1);
});
