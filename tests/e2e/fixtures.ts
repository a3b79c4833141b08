import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

let ipCounter = 0;

/** Every test gets its own client address (the server trusts x-test-client-ip in tests: playwright.config.ts). */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    ipCounter += 1;
    const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
    await use({ "x-test-client-ip": ip });
  },
});

export { expect };

/**
 * Runs axe-core in the page (page.evaluate is not subject to the page's CSP) and fails on any violation. It first
 * waits until nothing is mid-transition: axe reads colours as painted, and a toast still fading in blends with the
 * page behind it (a false contrast failure on a dark page header). Endless animations, and ones still waiting out
 * their delay (the no-script toast fades out after 6 s), do not count.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const timing = a.effect?.getComputedTiming();
      return a.playState !== "running" || timing?.progress == null || timing.endTime === Infinity;
    }),
  );
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const r = await (
      window as unknown as {
        axe: { run: (o: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run({
      resultTypes: ["violations"],
    });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  });
  expect(result, result.join("\n")).toEqual([]);
}

export const OUTBOX_DIR = path.join(process.env.E2E_DATA_DIR ?? "data/e2e", "outbox");

/**
 * The newest link in the newest outbox mail to `to` whose subject matches. The server's queue worker writes the
 * mail a moment after the request: waits for it (up to 10 s).
 */
export async function mailLink(to: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    if (fs.existsSync(OUTBOX_DIR)) {
      const files = fs.readdirSync(OUTBOX_DIR).sort().reverse();
      for (const f of files) {
        const m = JSON.parse(fs.readFileSync(path.join(OUTBOX_DIR, f), "utf8")) as {
          to: string;
          subject: string;
          links: string[];
        };
        if (m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject) && m.links[0]) return m.links[0];
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

/** Opens a page and waits until React has hydrated it (so tabs, menus and fetcher forms respond). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber"));
  });
  return response;
}

/** The @type of every JSON-LD block on the page. */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")["@type"] as string));
}
