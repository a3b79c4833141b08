import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild, startServer, type ServerProcess } from "../support/server-process.ts";

/** Executable scripts: every <script> but JSON-LD data (which browsers never run). */
const scripts = (html: string) => (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/application\/ld\+json/.test(tag));
const images = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];

describe("data-saver mode (the production build)", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    requireBuild();
    server = await startServer({});
  });
  afterAll(() => server?.stop());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
  /** The data-saver switch, posted as its plain form does. */
  const postSwitch = (body: string) =>
    fetch(`${server.url}/data-saver`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });

  it("serves pages without scripts, script preloads or images, with the banner, when Save-Data: on", async () => {
    for (const path of ["/", "/jobs", "/job/1", "/companies", "/saved"]) {
      const res = await get(path, { "Save-Data": "on" });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(scripts(html), path).toEqual([]);
      expect(html, path).not.toContain("modulepreload");
      expect(html, path).not.toContain("__reactRouterContext");
      expect(images(html), path).toEqual([]);
      expect(html, path).toContain("Data saver is on");
      expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
      expect(res.headers.get("vary"), path).toMatch(/Cookie.*Save-Data|Save-Data.*Cookie/);
    }
  });

  it("serves German pages the same way, in German", async () => {
    for (const path of ["/de", "/de/jobs", "/de/job/1", "/de/employers"]) {
      const res = await get(path, { "Save-Data": "on" });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/<html lang="de"/);
      expect(scripts(html), path).toEqual([]);
      expect(images(html), path).toEqual([]);
      expect(html, path).toContain("Datensparmodus ist an: nur Text.");
      expect(html, path).not.toContain("Data saver is on");
    }
    // The switch sends a German page back to itself.
    const res = await postSwitch("mode=on&returnTo=%2Fde%2Fjobs%3Fpage%3D2");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/jobs?page=2");
    // With its toast in German, and the page then without scripts.
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const back = await (await get("/de/jobs?page=2", { Cookie: cookie })).text();
    expect(back).toContain("Datensparmodus an");
    expect(scripts(back)).toEqual([]);
  });

  it("the visitor's switch wins over the header, both ways", async () => {
    const on = await (await get("/jobs", { Cookie: "pb_data_saver=on" })).text();
    expect(scripts(on)).toEqual([]);
    const off = await (await get("/jobs", { Cookie: "pb_data_saver=off", "Save-Data": "on" })).text();
    expect(scripts(off).length).toBeGreaterThan(0);
    expect(off).not.toContain("Data saver is on");
  });

  it("normal pages inline the stylesheet and keep their scripts", async () => {
    const html = await (await get("/")).text();
    expect(html).toMatch(/<style id="pb-css">[^<]*\.container-page/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(scripts(html).length).toBeGreaterThan(0);
  });

  it("the switch is a plain form: it sets the cookie and goes back with a toast", async () => {
    const res = await postSwitch("mode=on&returnTo=%2Fjobs%3Fpage%3D2");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/jobs?page=2");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("pb_data_saver=on;"))).toBe(true);
    const bad = await postSwitch("mode=maybe");
    expect(bad.status).toBe(400);
  });

  it("the site's images come without the page headers, and only with the ones they need", async () => {
    const res = await get("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Revalidated by its ETag alone; no Last-Modified or Accept-Ranges for a file of a few hundred bytes.
    expect(res.headers.get("etag")).toBeTruthy();
    expect(res.headers.get("last-modified")).toBeNull();
    expect(res.headers.get("accept-ranges")).toBeNull();
    // A logo of about 380 bytes is compressed too.
    const logo = await get("/logos/spreeforge.svg", { "Accept-Encoding": "br" });
    expect(logo.headers.get("content-encoding")).toBe("br");
    expect(await logo.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it("React Router's data and route-discovery answers come without the page headers; pages keep them", async () => {
    for (const path of ["/jobs.data", "/__manifest?paths=%2Fjobs&version=x"]) {
      const res = await get(path);
      expect(res.headers.get("content-security-policy"), path).toBeNull();
      expect(res.headers.get("x-frame-options"), path).toBeNull();
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
    const page = await get("/jobs");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[\w+/=]+'.*frame-ancestors 'none'/);
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // Headers for browsers nobody uses any more are left out.
    expect(page.headers.get("x-xss-protection")).toBeNull();
    expect(page.headers.get("x-download-options")).toBeNull();
  });
});
