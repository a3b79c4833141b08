/**
 * What the production server answers, and what it writes to its log, for requests a client gets wrong or that
 * come from elsewhere: OPTIONS on any page, a form posted to a page without one, the one-click unsubscribe from
 * another site. Each gets a correct status and no stack trace in the log ("    at " lines), which would bury the
 * errors that matter. And the invited sign-up page, which shows the invited address, is never stored by a cache.
 * Needs the production build (npm test builds first).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signLink } from "#app/lib/signed-links.server.ts";
import { requireBuild, startServer, type ServerProcess } from "../support/server-process.ts";

const SECRET = "server-log-test-secret-0123456789abcdef";
/** A line of a stack trace, as Node prints an Error. */
const STACK_LINE = /^\s+at /m;

describe("the server's answers and log for refused requests", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    requireBuild();
    server = await startServer({ BETTER_AUTH_SECRET: SECRET });
  }, 90_000);
  afterAll(() => server?.stop());

  /** The log lines written while `run` ran (and a moment after: the server logs after answering). */
  async function logOf(run: () => Promise<void>): Promise<string> {
    const start = server.output().length;
    await run();
    await new Promise((r) => setTimeout(r, 300));
    return server.output().slice(start);
  }

  it("answers OPTIONS on any page or endpoint with 204 and an Allow that lists it, without a stack in the log", async () => {
    const log = await logOf(async () => {
      for (const path of [
        "/",
        "/jobs",
        "/job/1",
        "/jobs.data",
        "/api/auth/get-session",
        "/employer/applications/1/cv",
        "/nowhere",
      ]) {
        const res = await fetch(`${server.url}${path}`, { method: "OPTIONS" });
        expect(res.status, path).toBe(204);
        expect(res.headers.get("allow"), path).toBe("GET, HEAD, OPTIONS, POST");
        expect(await res.text(), path).toBe("");
      }
    });
    expect(log).not.toMatch(STACK_LINE);
    expect(log).not.toContain("Invalid request method");
  });

  it("answers a form posted to a page without one with 405, without a stack in the log", async () => {
    const log = await logOf(async () => {
      const res = await fetch(`${server.url}/about`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
        body: "x=1",
      });
      expect(res.status).toBe(405);
    });
    expect(log).not.toMatch(STACK_LINE);
  });

  it("takes the one-click unsubscribe from another site, without a 400 or a stack in the log", async () => {
    const token = signLink(SECRET, "alert-unsubscribe", randomUUID());
    const log = await logOf(async () => {
      // RFC 8058: a mail provider, or a web mail client in the browser, posts "List-Unsubscribe=One-Click".
      const res = await fetch(`${server.url}/unsubscribe/${token}`, {
        method: "POST",
        headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("unsubscribed");
      // A forged token from another site: the link's own answer, nothing else.
      const forged = await fetch(`${server.url}/unsubscribe/abc.def`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(forged.status).toBe(404);
      expect(await forged.text()).toContain("This link is not valid");
    });
    expect(log).not.toMatch(STACK_LINE);
    expect(log).not.toContain("origin does not match");
  });

  it("marks the employer sign-up page, with or without an invitation, as never to be stored", async () => {
    for (const path of ["/employers/register?invitation=abc123", "/employers/register"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toMatch(/\bno-store\b/);
    }
  });
});
