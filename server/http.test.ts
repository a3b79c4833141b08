import type { AddressInfo } from "node:net";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { parseConfig } from "#app/lib/config.server.ts";
import type { Services } from "#app/lib/services.server.ts";
import { createHttpApp } from "./http.ts";

/** The Express layer alone, with a stand-in page handler and database. */
async function serve(publicUrl: string) {
  const services = {
    config: parseConfig({ PUBLIC_URL: publicUrl, LOG_REQUESTS: "false" }),
    database: { isUnavailable: () => false, pool: { query: async () => ({ rows: [] }) } },
  } as unknown as Services;
  const app = createHttpApp({ services, handler: (_req, res) => void res.send("page"), clientDir: os.tmpdir() });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((r) => server.close(r)) };
}

describe("HTTP layer", () => {
  it("sends HSTS only when the site is served over HTTPS, and never X-Powered-By", async () => {
    const https = await serve("https://jobs.example.com");
    const plain = await serve("http://localhost:3000");
    try {
      const secure = await fetch(`${https.base}/jobs`);
      expect(secure.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
      expect(secure.headers.get("x-powered-by")).toBeNull();
      expect(secure.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      const local = await fetch(`${plain.base}/jobs`);
      expect(local.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await https.close();
      await plain.close();
    }
  });

  it("refuses NUL characters in URLs, bodies without a length, and other origins", async () => {
    const s = await serve("http://localhost:3000");
    try {
      expect((await fetch(`${s.base}/job/%00`)).status).toBe(400);
      const chunked = await fetch(`${s.base}/api/newsletter`, {
        method: "POST",
        body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode("email=a")), c.close()) }),
        duplex: "half",
      } as RequestInit);
      expect(chunked.status).toBe(411);
      const foreign = await fetch(`${s.base}/api/newsletter`, {
        method: "POST",
        headers: { origin: "https://evil.example" },
        body: "x",
      });
      expect(foreign.status).toBe(403);
      expect(
        (await fetch(`${s.base}/api/newsletter`, { method: "POST", headers: { origin: "http://localhost:3000" }, body: "x" }))
          .status,
      ).toBe(200);
    } finally {
      await s.close();
    }
  });
});
