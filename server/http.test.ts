import net, { type AddressInfo } from "node:net";
import os from "node:os";
import type { RequestHandler } from "express";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import type { Services } from "#app/lib/services.server.ts";
import type { BodyAllowance } from "#app/lib/uploads/body-limits.ts";
import { createHttpApp, createHttpServer } from "./http.ts";

/** The Express layer alone, with a stand-in page handler and database. */
async function serve(publicUrl: string, env: Record<string, string> = {}, bodyAllowances?: readonly BodyAllowance[]) {
  const services = {
    config: parseConfig({ PUBLIC_URL: publicUrl, LOG_REQUESTS: "false", ...env }),
    database: { isUnavailable: () => false, pool: { query: async () => ({ rows: [] }) } },
  } as unknown as Services;
  // The stand-in page: tells what the app saw, and acts like a page that sets a cookie when asked to.
  const handler: RequestHandler = async (req, res) => {
    for await (const chunk of req) void chunk; // reads the body, as the real actions do
    if (req.query.cookie) res.append("Set-Cookie", "pearlbridge_flash=x; Path=/; HttpOnly");
    res.set("Cache-Control", "public, max-age=0, s-maxage=60");
    res.set("X-Seen-Origin", req.get("origin") ?? "none");
    res.json({ ip: req.get(CLIENT_IP_HEADER), protocol: req.protocol });
  };
  const app = createHttpApp({ services, handler, clientDir: os.tmpdir(), bodyAllowances });
  const server = createHttpServer(services.config).on("request", app);
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

/** Sends raw bytes and resolves with what the server answered (or "" when it closed without an answer). */
function rawRequest(port: number, text: string, opts: { keepOpenMs?: number } = {}): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (d) => (answer += d));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
    if (opts.keepOpenMs) setTimeout(() => socket.destroy(), opts.keepOpenMs);
  });
}

/** A POST of `bytes` zero bytes to the server at `base`. */
const postBytes = (base: string) => (path: string, bytes: number) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: new Uint8Array(bytes),
  });

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

  it("requires cookie-carrying POSTs to come from our own pages", async () => {
    const s = await serve("http://localhost:3000");
    try {
      const post = (headers: Record<string, string>) => fetch(`${s.base}/account`, { method: "POST", headers, body: "x" });
      expect((await post({ cookie: "pearlbridge.session_token=abc", "sec-fetch-site": "cross-site" })).status).toBe(403);
      expect((await post({ cookie: "pearlbridge.session_token=abc" })).status).toBe(403);
      expect((await post({ cookie: "pearlbridge.session_token=abc", "sec-fetch-site": "same-origin" })).status).toBe(200);
      expect((await post({ cookie: "pearlbridge.session_token=abc", origin: "http://localhost:3000" })).status).toBe(200);
      // No cookie, nothing to forge: scripts and the newsletter form without fetch metadata still work.
      expect((await post({})).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it("lets the one-click unsubscribe through from anywhere (it acts on its signed token only), nothing else", async () => {
    const s = await serve("http://localhost:3000");
    try {
      const post = (path: string, headers: Record<string, string>) =>
        fetch(`${s.base}${path}`, { method: "POST", headers, body: "List-Unsubscribe=One-Click" });
      const foreign = { cookie: "pearlbridge.session_token=abc", origin: "https://mail.example" };
      const oneClick = await post("/unsubscribe/abc.def", foreign);
      expect(oneClick.status).toBe(200);
      // The foreign Origin is dropped, so that React Router's own origin check does not refuse the action.
      expect(oneClick.headers.get("x-seen-origin")).toBe("none");
      expect((await post("/unsubscribe/abc.def", {})).status).toBe(200);
      expect((await post("/unsubscribe/abc.def/x", foreign)).status).toBe(403);
      expect((await post("/alerts", foreign)).status).toBe(403);
    } finally {
      await s.close();
    }
  });

  it("answers TRACE and other unsupported methods with 405", async () => {
    const s = await serve("http://localhost:3000");
    try {
      const { answer } = await rawRequest(s.port, "TRACE /jobs HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
      expect(answer).toMatch(/^HTTP\/1\.1 405/);
      expect(answer).toMatch(/Allow: GET, HEAD, OPTIONS, POST/i);
      expect((await fetch(`${s.base}/jobs`, { method: "PUT", body: "x" })).status).toBe(405);
    } finally {
      await s.close();
    }
  });

  it("answers OPTIONS itself, on any path, with 204 and the Allow the 405 lists (the page handler never sees it)", async () => {
    const s = await serve("http://localhost:3000");
    try {
      for (const path of ["/", "/jobs", "/jobs.data", "/api/auth/get-session", "/unsubscribe/abc.def"]) {
        const res = await fetch(`${s.base}${path}`, { method: "OPTIONS" });
        expect(res.status, path).toBe(204);
        expect(res.headers.get("allow"), path).toBe("GET, HEAD, OPTIONS, POST");
        expect(await res.text(), path).toBe("");
      }
    } finally {
      await s.close();
    }
  });

  it("never lets a shared cache store secret pages or a response that sets a cookie", async () => {
    const s = await serve("http://localhost:3000");
    try {
      for (const path of ["/auth", "/register", "/reset-password?token=abc", "/api/auth/list-sessions"]) {
        expect((await fetch(`${s.base}${path}`)).headers.get("cache-control"), path).toBe("private, no-store");
      }
      expect((await fetch(`${s.base}/jobs?cookie=1`)).headers.get("cache-control")).toBe("private, no-store");
      expect((await fetch(`${s.base}/jobs`)).headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    } finally {
      await s.close();
    }
  });

  it("behind a proxy, takes the client address the proxy appended and the protocol it reports", async () => {
    const s = await serve("https://jobs.example.com", {
      TRUSTED_PROXY_IP_HEADER: "x-forwarded-for",
      TRUSTED_PROXY_PROTO_HEADER: "x-forwarded-proto",
    });
    const direct = await serve("http://localhost:3000");
    try {
      const seen = async (base: string, headers: Record<string, string>) =>
        (await (await fetch(`${base}/jobs`, { headers })).json()) as { ip: string; protocol: string };
      expect(await seen(s.base, { "x-forwarded-for": "10.0.0.7, 203.0.113.9", "x-forwarded-proto": "https" })).toEqual({
        ip: "203.0.113.9",
        protocol: "https",
      });
      // Without a usable header: the socket's address and scheme.
      expect(await seen(s.base, { "x-forwarded-for": "not-an-ip" })).toEqual({ ip: "127.0.0.1", protocol: "http" });
      // Not configured: the headers are ignored, and a client cannot set our internal header either.
      expect(
        await seen(direct.base, { "x-forwarded-for": "10.0.0.7", "x-forwarded-proto": "https", [CLIENT_IP_HEADER]: "1.2.3.4" }),
      ).toEqual({
        ip: "127.0.0.1",
        protocol: "http",
      });
    } finally {
      await s.close();
      await direct.close();
    }
  });

  it("drops a request whose body trickles in, and caps open connections per address", async () => {
    const s = await serve(
      "http://localhost:3000",
      {
        HTTP_REQUEST_TIMEOUT_SECONDS: "2",
        HTTP_UPLOAD_TIMEOUT_SECONDS: "4",
        HTTP_HEADERS_TIMEOUT_SECONDS: "1",
        HTTP_MAX_CONNECTIONS_PER_CLIENT: "5",
      },
      [{ path: /^\/account\/cv$/, maxBytes: 1024 * 1024, tooLargeMessage: "The file is larger than 5 MB." }],
    );
    try {
      // Announces 100 bytes, sends one: answered 408 and closed after the request timeout, not held open.
      const slow = await rawRequest(
        s.port,
        "POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\nContent-Type: text/plain\r\n\r\nx",
        { keepOpenMs: 20_000 },
      );
      expect(slow.ms).toBeLessThan(5_000);
      expect(slow.answer === "" || /^HTTP\/1\.1 408/.test(slow.answer)).toBe(true);
      // An upload path gets the longer upload timeout (a CV on a slow link), then is closed the same way.
      const upload = await rawRequest(
        s.port,
        "POST /account/cv HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\nContent-Type: multipart/form-data; boundary=x\r\n\r\nx",
        { keepOpenMs: 20_000 },
      );
      expect(upload.ms).toBeGreaterThan(3_500);
      expect(upload.ms).toBeLessThan(8_000);

      // Headers that never end: closed after the headers timeout.
      const headers = await rawRequest(s.port, "GET /jobs HTTP/1.1\r\nHost: localhost\r\n", { keepOpenMs: 20_000 });
      expect(headers.ms).toBeLessThan(5_000);

      // Five idle connections are kept; the sixth is closed at once.
      const idle = await Promise.all(
        Array.from(
          { length: 5 },
          () =>
            new Promise<net.Socket>((r) => {
              const c = net.connect(s.port, "127.0.0.1", () => r(c));
            }),
        ),
      );
      await new Promise((r) => setTimeout(r, 100));
      const sixth = await rawRequest(s.port, "GET /jobs HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
      expect(sixth.answer).toBe("");
      for (const c of idle) c.destroy();
      await new Promise((r) => setTimeout(r, 100));
      expect((await fetch(`${s.base}/jobs`)).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it("caps connections by default only when no proxy stands in front", () => {
    expect(parseConfig({}).HTTP_MAX_CONNECTIONS_PER_CLIENT).toBe(100);
    expect(parseConfig({ TRUSTED_PROXY_IP_HEADER: "x-forwarded-for" }).HTTP_MAX_CONNECTIONS_PER_CLIENT).toBe(0);
    expect(parseConfig({ HTTP_MAX_CONNECTIONS_PER_CLIENT: "7" }).HTTP_MAX_CONNECTIONS_PER_CLIENT).toBe(7);
  });

  it("lets larger bodies through only on the upload paths allowed them", async () => {
    const s = await serve("http://localhost:3000", {}, [
      { path: /^\/account\/cv$/, maxBytes: 1024 * 1024, tooLargeMessage: "The file is larger than 5 MB." },
    ]);
    const post = postBytes(s.base);
    try {
      expect((await post("/account/cv", 200 * 1024)).status).toBe(200);
      // The same form submitted from a hydrated page (React Router's single fetch).
      expect((await post("/account/cv.data", 200 * 1024)).status).toBe(200);
      // Over the ceiling, a plain form gets the field's message and the way back to the form, not a bare error.
      const over = await post("/account/cv.data", 2 * 1024 * 1024);
      expect(over.status).toBe(413);
      const page = await over.text();
      expect(page).toContain("The file is larger than 5 MB.");
      expect(page).toContain('<a href="/account/cv"');
      expect((await post("/account", 200 * 1024)).status).toBe(413);
      expect((await post("/api/newsletter", 65 * 1024)).status).toBe(413);
      expect((await post("/api/newsletter", 63 * 1024)).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it("answers a file far over its limit in the language of the form's address", async () => {
    // The real allowances: their messages are read when refused, in the page's language.
    const s = await serve("http://localhost:3000");
    const post = postBytes(s.base);
    try {
      const english = await (await post("/profile", 30 * 1024 * 1024)).text();
      expect(english).toContain('<html lang="en">');
      expect(english).toContain("<title>File too large | PearlBridge Jobs</title>");
      expect(english).toContain("<p>The file is larger than 5 MB. Nothing was saved.</p>");
      expect(english).toContain('<a href="/profile" style="color:#1e40af">Back to the form</a>');

      const over = await post("/de/profile.data", 30 * 1024 * 1024);
      expect(over.status).toBe(413);
      const german = await over.text();
      expect(german).toContain('<html lang="de">');
      expect(german).toContain('<h1 style="color:#1e40af">Datei zu groß</h1>');
      expect(german).toContain("<p>Die Datei ist größer als 5 MB. Es wurde nichts gespeichert.</p>");
      expect(german).toContain('<a href="/de/profile" style="color:#1e40af">Zurück zum Formular</a>');
      expect(await (await post("/de/employer/company", 10 * 1024 * 1024)).text()).toContain("Das Bild ist größer als 1 MB.");

      expect(await (await post("/api/newsletter", 65 * 1024)).text()).toBe("Request body too large");
      expect(await (await post("/de/alerts", 65 * 1024)).text()).toBe("Die Anfrage ist zu groß.");
    } finally {
      await s.close();
    }
  });
});
