/**
 * Our limits outlast Better Auth's clean-up. Better Auth deletes every row of its `rate_limit` table older than its
 * longest window (60 s) whenever one of its windows resets; our counters (decision 030) must not go with them, or a
 * 15-minute lock or an hourly cap becomes a per-minute one that an attacker resets at will. Each test takes a limit
 * to its end, lets a minute pass with a reset of Better Auth's window in it, and shows the limit still holds.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, rateLimit } from "#db/schema.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { REPORTS_PER_WINDOW } from "#app/features/reports/report-rules.ts";
import * as account from "#app/routes/account/account.tsx";
import * as reportRoute from "#app/routes/jobs/job.report.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { settle } from "../support/route-outcome.ts";
import { authRequest, createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

describe("our rate limits across a reset of Better Auth's window", () => {
  let s: TestServices;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  /** The address whose second request, a minute later, resets a Better Auth window (and so prunes its table). */
  const PRUNE_IP = "192.0.2.250";
  const pruneSignIn = () =>
    s.auth.handler(authRequest("/sign-in/email", { email: "nobody@example.org", password: "not-a-password" }, { ip: PRUNE_IP }));

  beforeAll(async () => {
    s = await createTestServices({ RATE_LIMIT_ACCOUNT_SIGN_IN_MAX: "10", RATE_LIMIT_MAIL_MAX: "3" });
    await seedSampleData(s.db);
  });
  afterAll(() => s.close());

  /**
   * 61 seconds pass for every counter (theirs and ours), then a request from PRUNE_IP starts a new window of
   * Better Auth's, which deletes its rows older than 60 s. Checks that the prune happened, so no test passes
   * because nothing was deleted.
   */
  async function aMinuteLaterWithBetterAuthsCleanUp() {
    await pruneSignIn();
    await s.db.insert(rateLimit).values({ id: "marker", key: "marker", count: 1, lastRequest: Date.now() });
    await s.db.execute(sql`UPDATE rate_limit SET last_request = last_request - 61000`);
    await s.db.execute(sql`UPDATE app_rate_limits SET window_start = window_start - 61000, expires_at = expires_at - 61000`);
    await pruneSignIn();
    expect(await s.db.select().from(rateLimit).where(eq(rateLimit.key, "marker"))).toEqual([]);
  }

  it("the per-account sign-in lock (10 failures in 15 minutes) holds", async () => {
    const victim = await createSignedInUser(s);
    const signIn = (password: string) =>
      s.auth.handler(authRequest("/sign-in/email", { email: victim.email, password }, { ip: nextIp() }));
    for (let i = 0; i < 10; i++) expect((await signIn("wrong-password")).status).toBe(401);
    expect((await signIn("wrong-password")).status).toBe(429);
    await aMinuteLaterWithBetterAuthsCleanUp();
    expect((await signIn("wrong-password")).status).toBe(429);
  });

  it("the per-recipient mail cap (3 an hour) holds", async () => {
    const target = await createSignedInUser(s);
    // The verification mail of the sign-up counts too: three mails in all.
    const mails = async () => (await s.outbox(target.email)).length;
    const requestReset = () =>
      s.auth.handler(
        authRequest("/request-password-reset", { email: target.email, redirectTo: "/reset-password" }, { ip: nextIp() }),
      );
    expect(await mails()).toBe(1);
    for (let i = 0; i < 3; i++) expect((await requestReset()).status).toBe(200);
    expect(await mails()).toBe(3);
    await aMinuteLaterWithBetterAuthsCleanUp();
    expect((await requestReset()).status).toBe(200);
    expect(await mails()).toBe(3);
  });

  it("the account-deletion password limit (5 in 10 minutes) holds", async () => {
    const guesser = await createSignedInUser(s);
    const attempt = () =>
      settle(() =>
        account.action(
          routeArgs(
            pageRequest("/account", { cookie: guesser.cookie, form: { intent: "delete-account", password: "guess-guess" } }),
          ),
        ),
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
    await aMinuteLaterWithBetterAuthsCleanUp();
    expect((await attempt()).status).toBe(429);
  });

  it("the job-report limit per client (5 an hour) holds", async () => {
    const [job] = await s.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "published")).limit(1);
    const id = job!.id;
    const ip = nextIp();
    const report = () =>
      settle(() => reportRoute.action(routeArgs(pageRequest(`/job/${id}/report`, { form: { reason: "other" }, ip }), { id })));
    for (let i = 0; i < REPORTS_PER_WINDOW; i++) expect((await report()).status).toBe(302);
    expect((await report()).status).toBe(429);
    await aMinuteLaterWithBetterAuthsCleanUp();
    expect((await report()).status).toBe(429);
  });
});
