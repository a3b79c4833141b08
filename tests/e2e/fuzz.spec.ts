import fc from "fast-check";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Generated hostile input against the running server: every answer is below 500 and shows no stack trace
 * or internal message. (Database effects of rejected input are checked in tests/integration/fuzz.test.ts.)
 */
test.describe("fuzzing", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour: once is enough");
  test.describe.configure({ timeout: 180_000 });

  const hostile = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.constantFrom(
      "' OR 1=1 --",
      "'; DROP TABLE jobs; --",
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "%00",
      "../../etc/passwd",
      "-1",
      "99999999999999999999",
      "NaN",
      "1e309",
      "\u0000\u0001",
      "a\u0000b",
      "\ud800",
      "\u0085",
      "2147483648",
      "x".repeat(3000),
      "%",
      "_",
      "\\",
      "{}",
      "[]",
    ),
  );
  const runs = { numRuns: 250 };

  async function expectSafe(res: APIResponse, what: string) {
    expect(res.status(), what).toBeLessThan(500);
    const body = await res.text();
    expect(body, what).not.toMatch(/\bat \S+ \(\S+:\d+:\d+\)|node_modules|TypeError|ReferenceError|SQLSTATE|syntax error at/);
  }

  const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

  test("query strings of the search pages", async ({ request }) => {
    const keys = fc.constantFrom(
      "search",
      "location",
      "category",
      "type",
      "level",
      "salary",
      "posted",
      "sort",
      "page",
      "redirectTo",
      "x",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/jobs", "/blog", "/resources", "/auth", "/"),
        fc.array(fc.tuple(keys, hostile), { maxLength: 5 }),
        async (path, pairs) => {
          const qs = new URLSearchParams(pairs).toString();
          await expectSafe(await get(request, `${path}?${qs}`), `${path}?${qs}`);
        },
      ),
      runs,
    );
  });

  test("ids in the path", async ({ request }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/job/", "/company/", "/resources/", "/blog/"), hostile, async (prefix, id) => {
        // A lone surrogate cannot be percent-encoded: a browser sends U+FFFD instead.
        const path = prefix + encodeURIComponent(id.replace(/\p{Cs}/gu, "\ufffd"));
        const res = await get(request, path);
        // 400: a NUL character in a URL is refused outright.
        expect([200, 400, 404, 301, 302, 308]).toContain(res.status());
        await expectSafe(res, path);
      }),
      runs,
    );
  });

  test("form posts", async ({ request }) => {
    const fields = fc.dictionary(
      fc.constantFrom(
        "email",
        "password",
        "fullName",
        "phoneNumber",
        "intent",
        "jobId",
        "saved",
        "jobIds",
        "token",
        "redirectTo",
        "reason",
        "details",
        "coverNote",
      ),
      hostile,
      { maxKeys: 6 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/api/newsletter",
          "/api/saved-jobs",
          "/auth",
          "/register",
          "/employers/register",
          "/account",
          "/logout",
          "/job/1/report",
          "/job/1/apply",
          "/saved",
        ),
        fields,
        async (path, form) => {
          await expectSafe(await request.post(path, { form, maxRedirects: 0 }), `POST ${path} ${JSON.stringify(form)}`);
        },
      ),
      runs,
    );
  });

  test("a NUL in a text field, an id beyond PostgreSQL's integer range and OPTIONS: a clear 4xx or 204", async ({ request }) => {
    // Every action and route parameter is fuzzed in-process by tests/integration/fuzz-actions.test.ts.
    const report = await request.post("/job/1/report", { form: { reason: "other", details: "a\u0000b" }, maxRedirects: 0 });
    expect(report.status()).toBe(400);
    expect(await report.text()).toContain("Please remove the control characters");
    for (const id of ["2147483648", "99999999999999999999"]) {
      const res = await get(request, `/employer/applications/${id}/cv`);
      expect(res.status(), id).toBe(404);
      await expectSafe(res, id);
    }
    const options = await request.fetch("/jobs", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers()["allow"]).toBe("GET, HEAD, OPTIONS, POST");
  });

  test("JSON bodies of the auth endpoints", async ({ request }) => {
    const body = fc.oneof(
      fc.json(),
      fc.object().map((o) => JSON.stringify(o)),
      hostile,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/api/auth/sign-in/email",
          "/api/auth/sign-up/email",
          "/api/auth/request-password-reset",
          "/api/auth/reset-password",
        ),
        body,
        async (path, data) => {
          await expectSafe(
            await request.post(path, { headers: { "content-type": "application/json" }, data, maxRedirects: 0 }),
            `POST ${path} ${data}`,
          );
        },
      ),
      runs,
    );
  });
});
