/**
 * Bytes on the wire for a first visit (empty cache) at phone size: every response's encodedDataLength as
 * Chromium reports it over CDP (compressed body plus headers), after using the page once (a key press: a new
 * visitor's first page loads its scripts only then, app/lib/deferred-scripts.tsx, so they are counted) and
 * scrolling to the bottom so that lazy images load, split by kind.
 */
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, PHONE_USER_AGENT } from "./chromium.ts";

export type Kind = "html" | "css" | "js" | "images" | "other";
export const KINDS: Kind[] = ["html", "css", "js", "images", "other"];

export interface PageWeight {
  page: string;
  requests: number;
  bytes: Record<Kind, number> & { total: number };
  /** Each response: url (path only), kind, bytes on the wire, content-encoding. */
  resources: { url: string; kind: Kind; bytes: number; encoding: string; status: number }[];
  failed: string[];
}

function kindOf(resourceType: string, mimeType: string): Kind {
  if (resourceType === "Document" || mimeType === "text/html") return "html";
  if (resourceType === "Stylesheet" || mimeType === "text/css") return "css";
  if (resourceType === "Script" || /javascript/.test(mimeType)) return "js";
  if (resourceType === "Image" || mimeType.startsWith("image/")) return "images";
  return "other";
}

interface Tracked {
  url: string;
  type: string;
  mimeType: string;
  encoding: string;
  status: number;
  done: boolean;
  bytes: number;
}

/** How a page is weighed: in data-saver mode (Save-Data: on), and/or after visiting another page first. */
export interface WeighOptions {
  saveData?: boolean;
  /** A page opened first in the same tab, not counted: the weighed page is then a next page (warm cache). */
  after?: string;
  /** Only read (scrolled), never used: a new visitor's first page then loads no scripts. */
  read?: boolean;
}

async function weighPage(browser: Browser, baseUrl: string, pagePath: string, options: WeighOptions = {}): Promise<PageWeight> {
  const context = await browser.newContext({
    viewport: PHONE,
    screen: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
    // Chromium's own Accept-Encoding (gzip listed first), as a phone sends it: the server must still pick brotli.
    extraHTTPHeaders: options.saveData ? { "Save-Data": "on" } : {},
  });
  try {
    const page = await context.newPage();
    if (options.after) await page.goto(baseUrl + options.after, { waitUntil: "networkidle", timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Tracked>();
    const failed: string[] = [];
    cdp.on("Network.requestWillBeSent", (e) => {
      // A redirect reuses the request id: the redirect response's bytes are counted once it finishes.
      requests.set(e.requestId, {
        url: e.request.url,
        type: e.type ?? "Other",
        mimeType: "",
        encoding: "",
        status: 0,
        done: false,
        bytes: 0,
      });
    });
    cdp.on("Network.responseReceived", (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.mimeType = e.response.mimeType;
      r.status = e.response.status;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      r.encoding = headers["content-encoding"] ?? "";
    });
    cdp.on("Network.loadingFinished", (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.done = true;
      r.bytes = e.encodedDataLength;
    });
    cdp.on("Network.loadingFailed", (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.done = true;
      failed.push(`${r.url} (${e.errorText})`);
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });

    await page.goto(baseUrl + pagePath, { waitUntil: "load", timeout: 60_000 });
    if (!options.read) await page.keyboard.press("Shift");
    // Scroll down step by step (as a reader would) so that every lazy image comes into view.
    await page.evaluate(async () => {
      for (let i = 0; i < 200; i++) {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.8);
        await new Promise((r) => setTimeout(r, 60));
        if (window.scrollY === before) break;
      }
    });
    await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
    // Network idle as CDP sees it: nothing in flight for 500 ms.
    const deadline = Date.now() + 15_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if ([...requests.values()].some((r) => !r.done)) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const bytes = { html: 0, css: 0, js: 0, images: 0, other: 0, total: 0 };
    const resources: PageWeight["resources"] = [];
    for (const r of requests.values()) {
      if (!r.done || r.url.startsWith("data:")) continue;
      const kind = kindOf(r.type, r.mimeType);
      bytes[kind] += r.bytes;
      bytes.total += r.bytes;
      resources.push({ url: r.url.replace(baseUrl, ""), kind, bytes: r.bytes, encoding: r.encoding, status: r.status });
    }
    const label = `${options.after ? `${options.after} -> ${pagePath}` : pagePath}${options.read ? " (read)" : ""}`;
    return { page: label, requests: resources.length, bytes, resources, failed };
  } finally {
    await context.close();
  }
}

export async function measureWeight(
  baseUrl: string,
  pages: readonly (string | { path: string; options: WeighOptions })[],
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const out: PageWeight[] = [];
    for (const p of pages)
      out.push(
        typeof p === "string" ? await weighPage(browser, baseUrl, p) : await weighPage(browser, baseUrl, p.path, p.options),
      );
    return out;
  } finally {
    await browser.close();
  }
}
