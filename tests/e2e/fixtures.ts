import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { createAccount, signIn, type AccountOptions, type TestAccount } from "../support/e2e-sessions.ts";
import { returningVisitor } from "../support/returning-visitor.ts";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

let ipCounter = 0;

/** A client address no other test or person of this worker has (rate limits are per client). */
function nextClientIp(testInfo: TestInfo): string {
  ipCounter += 1;
  return `10.${testInfo.workerIndex % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** A new verified account, signed in in `context` (the test's page's by default); no sign-up or sign-in pages. */
export type LoginAs = (options?: AccountOptions & { context?: BrowserContext }) => Promise<TestAccount>;

/**
 * A browser of its own for a second person in a test (the employer beside the candidate): a returning visitor on
 * the same screen as the test's page, with a client address of its own. `options` add to that (a locale); the
 * contexts are closed when the test ends.
 */
export type OtherPerson = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/**
 * Every test gets its own client address (the server trusts x-test-client-ip in tests: playwright.config.ts),
 * `loginAs` for a signed-in account (tests/support/e2e-sessions.ts) and `otherPerson` for a second browser.
 */
export const test = base.extend<{ loginAs: LoginAs; otherPerson: OtherPerson }>({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "x-test-client-ip": nextClientIp(testInfo) });
  },
  loginAs: async ({ context }, use, testInfo) => {
    await use(async ({ context: other, ...options } = {}) => {
      const account = await createAccount(testInfo, options);
      await signIn(other ?? context, account);
      return account;
    });
  },
  otherPerson: async ({ browser, baseURL, viewport, isMobile, hasTouch }, use, testInfo) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        storageState: returningVisitor(baseURL!),
        viewport,
        isMobile,
        hasTouch,
        ...options,
        extraHTTPHeaders: { "x-test-client-ip": nextClientIp(testInfo), ...options.extraHTTPHeaders },
      });
      opened.push(context);
      return context;
    });
    for (const context of opened) await context.close();
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

/** Nothing wider than the window: a 360 px phone scrolls only down. */
export async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

export const OUTBOX_DIR = path.join(process.env.E2E_DATA_DIR ?? "data/e2e", "outbox");

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers?: Record<string, string>;
  /** Files sent with the mail (an interview's .ics invitation). */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/**
 * The newest outbox mail to `to` whose subject matches. The server's queue worker writes the mail a moment after
 * the request (or a worker process sends it later): polls for it, up to `timeoutMs`.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { timeoutMs = 20_000, withLink = false }: { timeoutMs?: number; withLink?: boolean } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(OUTBOX_DIR)) {
      for (const f of fs
        .readdirSync(OUTBOX_DIR)
        .filter((n) => n.endsWith(".json"))
        .sort()
        .reverse()) {
        const m = JSON.parse(fs.readFileSync(path.join(OUTBOX_DIR, f), "utf8")) as OutboxMail;
        if (m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject) && (!withLink || m.links[0])) return m;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The first link of the newest outbox mail to `to` whose subject matches (waited for up to 10 s). */
export async function mailLink(to: string, subject: RegExp): Promise<string> {
  return (await waitForMail(to, subject, { timeoutMs: 10_000, withLink: true })).links[0]!;
}

/** Waits until React has hydrated the page: app/root.tsx then sets data-hydrated on <html>. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits until React has hydrated it (so tabs, menus and fetcher forms respond). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The @type of every JSON-LD block on the page. */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")["@type"] as string));
}
