import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { createAccount, signIn } from "../support/e2e-sessions.ts";

/**
 * Every control is a link or a form first (issue 26): with no script running, in Data saver mode and with
 * JavaScript off, no page may show a button outside a form (it could do nothing) or a tab without an address.
 * The public pages are the header's and footer's links on the home page, plus pages reached through a control, and
 * a sample of the same pages in German.
 */

/** The controls on the page that only a script could make work. */
function deadControls(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const buttons = [...document.querySelectorAll("button")].filter((b) => !b.form && b.checkVisibility());
    const tabs = [...document.querySelectorAll('[role="tab"]')].filter((t) => !(t instanceof HTMLAnchorElement && t.href));
    return [...new Set([...buttons, ...tabs])].map(describe);
  });
}

/** The site's own pages linked from the header and the footer of `page`. */
async function navigationPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("header a[href^='/'], footer a[href^='/']")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
  return hrefs.map((h) => h.split("#")[0]!).filter((h) => h && !/^\/(logout|data-saver|api\/|media\/)|\.xml$/.test(h));
}

async function crawl(context: BrowserContext, paths: readonly string[]): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of new Set(paths)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    for (const control of await deadControls(page)) found.push(`${path}: ${control}`);
  }
  await page.close();
  return found;
}

const modes: Record<string, (browser: Browser, options: BrowserContextOptions) => Promise<BrowserContext>> = {
  "data saver": async (browser, options) => {
    const context = await browser.newContext(options);
    await context.addCookies([{ name: "pb_data_saver", value: "on", url: BASE_URL }]);
    return context;
  },
  "JavaScript off": (browser, options) => browser.newContext({ ...options, javaScriptEnabled: false }),
};

test("no page without scripts shows a button outside a form or a tab without an address", async ({
  browser,
  contextOptions,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await createAccount(testInfo, { tag: "controls" });
  for (const [mode, open] of Object.entries(modes)) {
    const visitor = await open(browser, contextOptions);
    const home = await visitor.newPage();
    await home.goto("/");
    const story = await home.getByRole("region", { name: "Success Stories" }).getByRole("link").first().getAttribute("href");
    const paths = [...(await navigationPaths(home)), story!];
    await home.goto("/jobs");
    const job = (await home.locator('main a[href^="/job/"]').first().getAttribute("href"))!.split("?")[0]!;
    paths.push(job, `${job}/share`, "/register", "/visa-info?tab=work-permit", "/german-language?tab=exams");
    await home.close();
    // German pages have the same controls in other words: a sample of them, in both modes.
    const german = (list: string[]) => list.map((p) => (p === "/" ? "/de" : `/de${p}`));
    const found = await crawl(visitor, [
      ...paths,
      ...german(["/", "/jobs", job, "/register", "/employers", "/visa-info?tab=work-permit"]),
    ]);
    await visitor.close();

    const member = await open(browser, contextOptions);
    await signIn(member, account);
    const memberPages = ["/profile", "/applications", "/saved", "/account", "/alerts"];
    found.push(...(await crawl(member, [...memberPages, ...german(["/profile", "/account"])])));
    await member.close();
    expect(found, `${mode}:\n${found.join("\n")}`).toEqual([]);
  }
});
