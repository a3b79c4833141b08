import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { jobApplications, newsletterSubscriptions, profiles, user } from "#db/schema.ts";
import { action as newsletterAction } from "#app/routes/content/api.newsletter.ts";
import { action as applyAction } from "#app/routes/jobs/job.apply.tsx";
import { authRequest, createTestServices, TEST_ORIGIN } from "../support/services.ts";
import { itemAt } from "../support/item-at.ts";
import { createSignedInUser, routeArgs } from "../support/accounts.ts";
import { settle } from "../support/route-outcome.ts";

type Args = Parameters<typeof newsletterAction>[0];

/** Rejected input leaves the database as it was. */
describe("fuzzing with the database", () => {
  let s: Awaited<ReturnType<typeof createTestServices>>;
  let cookie: string;
  const count = async (table: typeof user | typeof profiles | typeof jobApplications | typeof newsletterSubscriptions) =>
    itemAt(await s.db.select({ n: sql<number>`count(*)::int` }).from(table), 0, "count rows").n;

  beforeAll(async () => {
    s = await createTestServices({ RATE_LIMIT_FORM_MAX: "100000", RATE_LIMIT_SIGN_IN_MAX: "100000" });
    await seedSampleData(s.db);
    ({ cookie } = await createSignedInUser(s, { name: "Fuzz Tester", email: "fuzz@example.org" }));
  });
  afterAll(() => s.close());

  const notAnEmail = fc.string({ maxLength: 80 }).filter((v) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()));

  it("invalid newsletter addresses store nothing", async () => {
    const before = await count(newsletterSubscriptions);
    await fc.assert(
      fc.asyncProperty(notAnEmail, async (email) => {
        const request = new Request(`${TEST_ORIGIN}/api/newsletter`, { method: "POST", body: new URLSearchParams({ email }) });
        const res = await newsletterAction({ request, params: {}, context: {} } as unknown as Args);
        const status = res instanceof Response ? res.status : ((res as { init?: { status?: number } }).init?.status ?? 200);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    expect(await count(newsletterSubscriptions)).toBe(before);
  });

  it("invalid sign-ups create no user and no profile", async () => {
    const [users, profileRows] = [await count(user), await count(profiles)];
    const body = fc.record(
      {
        name: fc.oneof(fc.constant(""), fc.string({ maxLength: 1 }), fc.string({ minLength: 101, maxLength: 120 })),
        email: fc.oneof(notAnEmail, fc.emailAddress()),
        password: fc.string({ maxLength: 10 }),
        phoneNumber: fc.oneof(fc.string({ maxLength: 7 }), fc.string({ minLength: 21, maxLength: 30 })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await s.auth.handler(authRequest("/sign-up/email", b));
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    expect([await count(user), await count(profiles)]).toEqual([users, profileRows]);
  });

  it("applications for unknown or malformed job ids store nothing", async () => {
    const before = await count(jobApplications);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 120 }).map((v) => `x${v}`),
        async (jobId) => {
          const form = new FormData();
          form.set("cv", "none");
          const request = new Request(`${TEST_ORIGIN}/job/${encodeURIComponent(jobId)}/apply`, {
            method: "POST",
            headers: { cookie, origin: TEST_ORIGIN },
            body: form,
          });
          const res = await settle(() => applyAction(routeArgs(request, { id: jobId })));
          expect([400, 404]).toContain(res.status);
        },
      ),
      { numRuns: 200 },
    );
    expect(await count(jobApplications)).toBe(before);
  });
});
