import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "#db/schema.ts";
import { createTestServices } from "../../../tests/support/services.ts";
import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import { action } from "#app/routes/content/api.newsletter.ts";
import { subscribe } from "./newsletter.server.ts";
import { NEWSLETTER_EMAIL_ERROR } from "./schema.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

function post(body: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request("http://localhost:3999/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
  });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}

/** The action's answer as a Response (data() results carry status and body in `init` and `data`). */
async function answer(result: unknown): Promise<{ status: number; body: unknown }> {
  if (result instanceof Response) return { status: result.status, body: await result.text() };
  const d = result as { data: unknown; init?: { status?: number } | null };
  return { status: d.init?.status ?? 200, body: d.data };
}

describe("newsletter subscriptions", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices();
  });
  afterAll(() => s.close());

  it("stores an address once, lowercased; a repeat is a success without a second row", async () => {
    expect(await subscribe("Grace@Example.org")).toEqual({ created: true, confirmationSent: true });
    expect(await subscribe("grace@example.org")).toEqual({ created: false, confirmationSent: true });
    const rows = await s.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(["grace@example.org"]);
  });

  it("answers JSON: ok for a valid address (also repeated), 400 with the message otherwise", async () => {
    expect(await answer(await post({ email: "John@Example.org" }))).toEqual({ status: 200, body: { ok: true } });
    expect(await answer(await post({ email: "john@example.org" }))).toEqual({ status: 200, body: { ok: true } });
    expect(await answer(await post({ email: "john@example" }))).toEqual({
      status: 400,
      body: { error: NEWSLETTER_EMAIL_ERROR() },
    });
    expect(await answer(await post({}))).toEqual({ status: 400, body: { error: NEWSLETTER_EMAIL_ERROR() } });
    const rows = await s.db.select().from(newsletterSubscriptions);
    expect(rows.filter((r) => r.email === "john@example.org")).toHaveLength(1);
  });

  it("redirects a form sent without script back to its page with a flash toast", async () => {
    const res = (await post(
      { email: "no-js@example.org", redirectTo: "/blog?page=2" },
      { "sec-fetch-mode": "navigate", accept: "text/html" },
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/blog?page=2#newsletter");
    expect(res.headers.get("set-cookie")).toMatch(/^pearlbridge_flash=/);

    const bad = (await post(
      { email: "nope", redirectTo: "https://evil.example/" },
      { "sec-fetch-mode": "navigate" },
    )) as Response;
    expect(bad.headers.get("location")).toBe("/blog#newsletter");
  });

  it("sends a return path with a tab, CR or LF to the blog (no 500), and still stores the address", async () => {
    const cases: [email: string, redirectTo: string][] = [
      ["tab@example.org", "/\t/evil.example"],
      ["crlf@example.org", "/blog\r\nSet-Cookie: planted=1"],
      ["lf@example.org", "/jobs\n"],
      ["cr@example.org", "/\r/evil.example"],
      ["backslash@example.org", "/\\evil.example"],
    ];
    for (const [email, redirectTo] of cases) {
      // A client address of its own, clear of the form rate limit the other tests used up.
      const headers = { "sec-fetch-mode": "navigate", [CLIENT_IP_HEADER]: "198.51.100.31" };
      const res = (await post({ email, redirectTo }, headers)) as Response;
      expect(res.status, JSON.stringify(redirectTo)).toBe(302);
      expect(res.headers.get("location")).toBe("/blog#newsletter");
      expect(res.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["pearlbridge_flash"]);
    }
    const stored = (await s.db.select().from(newsletterSubscriptions)).map((r) => r.email);
    expect(stored).toEqual(expect.arrayContaining(cases.map(([email]) => email)));
  });
});
