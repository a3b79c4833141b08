/**
 * Control characters, lone surrogates and ids beyond PostgreSQL's integer range, posted to every action and put
 * into every route parameter (docs/decisions/033-text-input-and-ids.md). PostgreSQL refuses a NUL in text with
 * an error and an integer over 2^31 - 1 with another: each must be refused before a query sees it, with a 4xx
 * and, for a text field, a message saying what is wrong; never a 500 (or the 503 of a caught database error),
 * never an error in the log. The routes come from app/routes: a new action or parameter fails the first test
 * until it is listed here.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobApplications, jobs, member } from "#db/schema.ts";
import { projectRoot } from "#db/paths.ts";
import { applyForJob } from "#app/features/applications/applications.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import { TEXT_MESSAGES } from "#app/lib/text.ts";
import { publishedNow } from "../support/companies.ts";
import { createSignedInUser, routeArgs } from "../support/accounts.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";
import { ACTIONS, ADMIN, AUTH_JSON, HOSTILE, JOB, NUL, PARAMS, type Who } from "./fuzz-actions/targets.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;
/** What a browser would get from a loader's or action's answer: the status and the body's text. */
async function answer(run: () => unknown): Promise<{ status: number; text: string }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    const text = value.body ? await value.text().catch(() => "") : "";
    return { status: value.status, text };
  }
  // An error escaping a loader or action is React Router's 500.
  if (value instanceof Error) return { status: 500, text: String(value.stack) };
  const d = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (d && typeof d === "object" && d.type === "DataWithResponseInit") {
    return { status: d.init?.status ?? 200, text: JSON.stringify(d.data) ?? "" };
  }
  return { status: 200, text: JSON.stringify(value) ?? "" };
}

let ipCounter = 0;
/** A request as a browser on our site sends it; each from its own address (the per-client rate limits). */
function request(url: string, opts: { cookie?: string; form?: Record<string, string>; multipart?: boolean } = {}) {
  ipCounter += 1;
  const headers = new Headers({
    origin: TEST_ORIGIN,
    [CLIENT_IP_HEADER]: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  if (!opts.form) return new Request(`${TEST_ORIGIN}${url}`, { headers });
  let body: FormData | URLSearchParams;
  if (opts.multipart) {
    body = new FormData();
    for (const [k, v] of Object.entries(opts.form)) body.append(k, v);
  } else {
    body = new URLSearchParams(opts.form);
  }
  return new Request(`${TEST_ORIGIN}${url}`, { method: "POST", headers, body });
}

/** A path segment as a browser sends it (a lone surrogate cannot be encoded: the URL parser makes it U+FFFD). */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

type RouteModule = { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown };
const routeModule = (file: string): Promise<RouteModule> =>
  import(/* @vite-ignore */ path.join(projectRoot, "app", "routes", file)) as Promise<RouteModule>;

describe("control characters, lone surrogates and huge ids in every action and route parameter", () => {
  let s: TestServices;
  const people = {} as Record<Exclude<Who, "visitor">, Account>;
  const cookieOf = (who: Who) => (who === "visitor" ? undefined : people[who].cookie);
  let applicationId: number;
  // What the server logs as an error: Better Auth's one-line notes about refused input are fine, an Error is not.
  const errors = vi.spyOn(console, "error");
  const loggedErrors = () =>
    errors.mock.calls
      .filter((args) => args.some((a) => a instanceof Error || (typeof a === "string" && /\n\s+at |Failed query/.test(a))))
      .map((args) => args.map(String).join(" ").slice(0, 300));

  beforeAll(async () => {
    s = await createTestServices({
      ADMIN_EMAILS: ADMIN,
      RATE_LIMIT_FORM_MAX: "100000",
      RATE_LIMIT_SIGN_IN_MAX: "100000",
      RATE_LIMIT_ACCOUNT_SIGN_IN_MAX: "100000",
      RATE_LIMIT_MAIL_MAX: "100000",
    });
    await seedSampleData(s.db);
    people.seeker = await createSignedInUser(s, { name: "Fuzz Seeker" });
    people.employer = await createSignedInUser(s, { companyName: "Fuzz Pflege GmbH" });
    people.admin = await createSignedInUser(s, { email: ADMIN });
    const [{ companyId }] = (await s.db
      .select({ companyId: member.organizationId })
      .from(member)
      .where(eq(member.userId, people.employer.id))) as [{ companyId: string }];
    await s.db
      .update(jobs)
      .set({ companyId, ...publishedNow() })
      .where(inArray(jobs.id, [JOB]));
    expect((await applyForJob(people.seeker.id, JOB)).ok).toBe(true);
    const [row] = await s.db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.jobId, JOB));
    applicationId = row!.id;
  }, 120_000);
  afterAll(() => s.close());

  it("lists every route module with an action, and every route with a parameter", () => {
    const routesDir = path.join(projectRoot, "app", "routes");
    const routesTs = fs.readFileSync(path.join(projectRoot, "app", "routes.ts"), "utf8");
    // The route modules are the files routes.ts names (in app/routes/ or an area folder of it); an action is
    // defined there or re-exported from the `.server.ts` module beside it.
    const routeFiles = [...new Set([...routesTs.matchAll(/"routes\/([^"]+)"/g)].map(([, file]) => file!))];
    const withAction = routeFiles
      .filter((f) =>
        /^export (async )?function action\b|^export const action\b|^export \{[^}]*\baction\b[^}]*\} from/m.test(
          fs.readFileSync(path.join(routesDir, f), "utf8"),
        ),
      )
      .sort();
    expect([...new Set([...ACTIONS.map((t) => t.file), "account/api.auth.ts"])].sort()).toEqual(withAction);
    const withParams = [...routesTs.matchAll(/route\("([^"]*(?::|\*)[^"]*)",\s*"routes\/([^"]+)"/g)]
      .filter(([, pattern]) => pattern !== "*" && pattern !== "api/auth/*")
      .map(([, , file]) => file!)
      .sort();
    expect(
      PARAMS.map((t) => t.file)
        .filter((f) => withParams.includes(f))
        .sort(),
    ).toEqual([...new Set(withParams)].sort());
  });

  it("answers each hostile value in each field of each action with a 4xx or a success, never a 500", async () => {
    const failures: string[] = [];
    for (const target of ACTIONS) {
      const mod = await routeModule(target.file);
      for (const base of target.forms) {
        const fields = Object.keys(base).filter((k) => k !== "intent");
        // Forms without fields (a token in the path, logout) get one of their own.
        for (const field of fields.length > 0 ? fields : ["x"]) {
          for (const value of HOSTILE) {
            const form = { ...base, [field]: value };
            if (field === "applicationId" && value === "2147483648") form[field] = String(2 ** 31);
            const res = await answer(() =>
              mod.action!(
                routeArgs(
                  request(target.path, { cookie: cookieOf(target.as), form, multipart: target.multipart }),
                  target.params,
                ),
              ),
            );
            if (res.status >= 500)
              failures.push(`${target.file} ${JSON.stringify(form)}: ${res.status} ${res.text.slice(0, 300)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  }, 300_000);

  it("answers hostile JSON (lone surrogates included) to the auth endpoints with a 4xx", async () => {
    const mod = await routeModule("account/api.auth.ts");
    const failures: string[] = [];
    for (const [endpoint, base] of AUTH_JSON) {
      for (const field of Object.keys(base)) {
        for (const value of HOSTILE) {
          const body = { ...base, [field]: value };
          const req = request(`/api/auth${endpoint}`);
          const post = new Request(req.url, {
            method: "POST",
            headers: { ...Object.fromEntries(req.headers), "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          const res = await answer(() => mod.action!(routeArgs(post)));
          if (res.status >= 500) failures.push(`${endpoint} ${JSON.stringify(body)}: ${res.status} ${res.text.slice(0, 300)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  }, 120_000);

  it("answers each hostile value in each route parameter with a 4xx, never a 500", async () => {
    const failures: string[] = [];
    for (const target of PARAMS) {
      const mod = await routeModule(target.file);
      for (const name of Object.keys(target.params)) {
        for (const value of HOSTILE) {
          const params = { ...target.params, [name]: value };
          const url = target.path(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encoded(v)])));
          const res = await answer(() => mod.loader!(routeArgs(request(url, { cookie: cookieOf(target.as) }), params)));
          if (res.status >= 500)
            failures.push(`${target.file} ${JSON.stringify(params)}: ${res.status} ${res.text.slice(0, 300)}`);
          // Not found, or (a company's page) sent to its canonical address; the invited sign-up shows the plain one.
          else expect([200, 301, 404], `${target.file} ${JSON.stringify(params)}`).toContain(res.status);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(loggedErrors()).toEqual([]);
  }, 120_000);

  it("refuses a NUL in a report, a note, a status message, a cover note, an admin form and the company and profile forms with a clear message", async () => {
    const post = async (
      file: string,
      url: string,
      form: Record<string, string>,
      who: Who,
      params: Record<string, string> = {},
      multipart = false,
    ) => {
      const mod = await routeModule(file);
      return answer(() => mod.action!(routeArgs(request(url, { cookie: cookieOf(who), form, multipart }), params)));
    };
    const applicationBefore = (await s.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId)))[0];
    const cases: [string, Promise<{ status: number; text: string }>][] = [
      ["report details", post("jobs/job.report.tsx", "/job/1/report", { reason: "other", details: NUL }, "visitor", { id: "1" })],
      [
        "employer note",
        post(
          "employer/jobs.applicants.tsx",
          `/employer/jobs/${JOB}/applicants`,
          { intent: "note", applicationId: String(applicationId), note: NUL },
          "employer",
          { id: JOB },
        ),
      ],
      [
        "status message",
        post(
          "employer/jobs.applicants.tsx",
          `/employer/jobs/${JOB}/applicants`,
          { intent: "status", applicationId: String(applicationId), status: "reviewed", message: NUL },
          "employer",
          { id: JOB },
        ),
      ],
      ["cover note", post("jobs/job.apply.tsx", "/job/3/apply", { cv: "none", coverNote: NUL }, "seeker", { id: "3" }, true)],
      [
        "rejection reason",
        post("admin/moderation.tsx", "/admin/moderation", { intent: "reject", jobId: "4", reason: NUL }, "admin"),
      ],
      [
        "suspension reason",
        post("admin/companies.tsx", "/admin/companies", { intent: "suspend", companyId: "techcorp", reason: NUL }, "admin"),
      ],
      [
        "company about",
        post(
          "employer/company.tsx",
          "/employer/company",
          { intent: "save", name: "Fuzz Pflege GmbH", about: NUL },
          "employer",
          {},
          true,
        ),
      ],
      [
        "company website",
        post(
          "employer/company.tsx",
          "/employer/company",
          { intent: "save", name: "Fuzz Pflege GmbH", website: `https://a.example/${NUL}` },
          "employer",
          {},
          true,
        ),
      ],
      ["profile headline", post("account/profile.tsx", "/profile", { headline: NUL }, "seeker")],
      ["profile about", post("account/profile.tsx", "/profile", { about: `line\n${NUL}` }, "seeker")],
    ];
    for (const [what, pending] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(400);
      expect(res.text, what).toContain(TEXT_MESSAGES.control());
    }
    // Nothing of it was stored.
    const [app] = await s.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(app).toEqual(applicationBefore);
    expect(await s.db.select().from(jobApplications).where(eq(jobApplications.jobId, "3"))).toEqual([]);
  });

  it("refuses an admin form naming a job or company by something that is no id, and a CV id beyond 2^31 - 1, without a query", async () => {
    const moderation = await routeModule("admin/moderation.tsx");
    const approve = await answer(() =>
      moderation.action!(
        routeArgs(request("/admin/moderation", { cookie: cookieOf("admin"), form: { intent: "approve", jobId: "1\u0000" } })),
      ),
    );
    expect(approve.status).toBe(400);
    const cv = await routeModule("employer/application-cv.ts");
    for (const applicationId of ["2147483648", "9999999999", "0", "-1", "1e3"]) {
      const res = await answer(() =>
        cv.loader!(
          routeArgs(request(`/employer/applications/${applicationId}/cv`, { cookie: cookieOf("employer") }), { applicationId }),
        ),
      );
      expect(res.status, applicationId).toBe(404);
    }
    expect(loggedErrors()).toEqual([]);
  });
});
