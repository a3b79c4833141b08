/**
 * Job alerts and the newsletter's opt-in on PostgreSQL: the routes called as a browser would, the digest run,
 * the mails in the outbox (docs/product.md#job-alerts).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertDigests, jobAlerts, jobs, newsletterSubscriptions } from "#db/schema.ts";
import { runDueDigests } from "#app/features/alerts/public.server.ts";
import { alertFilters, alertQuery } from "#app/features/alerts/criteria.ts";
import { newJobsFor } from "#app/features/alerts/digest.server.ts";
import { MAX_ALERTS } from "#app/features/alerts/alerts.server.ts";
import { searchJobs } from "#app/features/jobs/jobs.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { subscribe } from "#app/features/newsletter/newsletter.server.ts";
import * as newsletterConfirm from "#app/routes/content/newsletter-confirm.tsx";
import * as unsubscribeRoute from "#app/routes/content/unsubscribe.tsx";
import * as alertsRoute from "#app/routes/candidate/alerts.tsx";
import * as confirmRoute from "#app/routes/candidate/alerts.confirm.tsx";
import * as newAlertRoute from "#app/routes/candidate/alerts.new.tsx";
import { publishCopy } from "../support/alert-jobs.ts";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { deliveredMails } from "../support/delivered-mail.ts";
import { itemAt } from "../support/item-at.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

const NAVIGATE = { "sec-fetch-mode": "navigate", accept: "text/html" };

function tokenOf(link: string | undefined): string {
  const token = link?.split("/").pop();
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe("job alerts", () => {
  let s: TestServices;
  let sourceJob: string;
  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db);
    const [job] = await s.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.citySlug, "berlin")).limit(1);
    sourceJob = job!.id;
  });
  afterAll(() => s.close());

  it("saves a signed-in user's alert at once; the same search again only changes the frequency", async () => {
    const u = await createSignedInUser(s);
    const post = (frequency: string) =>
      outcome(() =>
        newAlertRoute.action(
          routeArgs(pageRequest("/alerts/new?search=nurse&location=munich&page=2", { cookie: u.cookie, form: { frequency } })),
        ),
      );
    const first = await post("daily");
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ done: { title: "Job alert saved" } });
    await post("weekly");
    const rows = await s.db.select().from(jobAlerts).where(eq(jobAlerts.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ query: "search=nurse&location=munich", frequency: "weekly", status: "active" });

    const bad = await outcome(() =>
      newAlertRoute.action(routeArgs(pageRequest("/alerts/new", { cookie: u.cookie, form: { frequency: "hourly" } }))),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain("Choose Daily or Weekly");

    // Without script: back to the search with a toast.
    const noJs = await outcome(() =>
      newAlertRoute.action(
        routeArgs(pageRequest("/alerts/new?category=it", { cookie: u.cookie, form: { frequency: "daily" }, headers: NAVIGATE })),
      ),
    );
    expect(noJs.status).toBe(302);
    expect(noJs.location).toBe("/jobs?category=it");
  });

  it("makes a signed-out alert wait for its confirmation link; opening the link alone changes nothing", async () => {
    const email = "signed-out@example.org";
    const res = await outcome(() =>
      newAlertRoute.action(
        routeArgs(pageRequest("/alerts/new?search=driver", { form: { frequency: "daily", email }, ip: "192.0.2.10" })),
      ),
    );
    expect(res.data).toMatchObject({ done: { title: "Check your e-mail" } });
    const [alert] = await s.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(alert?.status).toBe("pending");
    const mail = itemAt(await s.outbox(email), 0);
    expect(mail.subject).toBe("Confirm your job alert");
    const token = tokenOf(mail.links.find((l) => l.includes("/alerts/confirm/")));

    const page = await outcome(() => confirmRoute.loader(routeArgs(pageRequest(`/alerts/confirm/${token}`), { token })));
    expect(page.data).toMatchObject({ state: "ask", summary: "Driver jobs" });
    expect((await s.db.select().from(jobAlerts).where(eq(jobAlerts.email, email)))[0]?.status).toBe("pending");

    const confirmed = await outcome(() =>
      confirmRoute.action(routeArgs(pageRequest(`/alerts/confirm/${token}`, { method: "POST" }), { token })),
    );
    expect(confirmed.data).toMatchObject({ state: "confirmed" });
    expect((await s.db.select().from(jobAlerts).where(eq(jobAlerts.email, email)))[0]?.status).toBe("active");

    const forged = await outcome(() => confirmRoute.loader(routeArgs(pageRequest(`/alerts/confirm/x.y`), { token: "x.y" })));
    expect(forged.status).toBe(404);

    const invalid = await outcome(() =>
      newAlertRoute.action(
        routeArgs(pageRequest("/alerts/new", { form: { frequency: "daily", email: "nope" }, ip: "192.0.2.11" })),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.data)).toContain("Please enter a valid email address");
  });

  it("rate-limits the signed-out form with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await outcome(() =>
        newAlertRoute.action(
          routeArgs(
            pageRequest(`/alerts/new?search=x${i}`, {
              form: { frequency: "daily", email: `rl${i}@example.org` },
              ip: "192.0.2.99",
            }),
          ),
        ),
      );
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((x) => x === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it(`refuses a ${MAX_ALERTS + 1}st alert with 409 and a clear message`, async () => {
    const u = await createSignedInUser(s);
    for (let i = 0; i < MAX_ALERTS; i++) {
      const r = await outcome(() =>
        newAlertRoute.action(
          routeArgs(pageRequest(`/alerts/new?search=kw${i}`, { cookie: u.cookie, form: { frequency: "daily" } })),
        ),
      );
      expect(r.status).toBe(200);
    }
    const over = await outcome(() =>
      newAlertRoute.action(
        routeArgs(pageRequest(`/alerts/new?search=one-more`, { cookie: u.cookie, form: { frequency: "daily" } })),
      ),
    );
    expect(over.status).toBe(409);
    expect(JSON.stringify(over.data)).toContain("You already have 20 job alerts");
  });

  it("lists, pauses, resumes, re-times and deletes the user's own alerts; another user's is a 404", async () => {
    const owner = await createSignedInUser(s);
    const other = await createSignedInUser(s);
    await newAlertRoute.action(
      routeArgs(
        pageRequest("/alerts/new?search=nurse&location=munich&type=full-time&salary=40000-120000", {
          cookie: owner.cookie,
          form: { frequency: "daily" },
        }),
      ),
    );
    const list = await outcome(() => alertsRoute.loader(routeArgs(pageRequest("/alerts", { cookie: owner.cookie }))));
    const alerts = (list.data as { alerts: { id: string; summary: string; status: string }[] }).alerts;
    expect(alerts.map((a) => a.summary)).toEqual(["Nurse jobs in Munich, full-time, from €40,000 a year"]);
    const alertId = alerts[0]!.id;
    const change = (cookie: string, form: Record<string, string>) =>
      outcome(() => alertsRoute.action(routeArgs(pageRequest("/alerts", { cookie, form: { alertId, ...form } }))));

    expect((await change(other.cookie, { intent: "delete" })).status).toBe(404);
    expect((await change(other.cookie, { intent: "pause" })).status).toBe(404);
    expect((await s.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId)))[0]?.status).toBe("active");

    expect((await change(owner.cookie, { intent: "pause" })).location).toBe("/alerts");
    expect((await s.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId)))[0]?.status).toBe("paused");
    await change(owner.cookie, { intent: "resume" });
    await change(owner.cookie, { intent: "frequency", frequency: "weekly" });
    expect((await s.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId)))[0]).toMatchObject({
      status: "active",
      frequency: "weekly",
    });
    expect((await change(owner.cookie, { intent: "frequency", frequency: "hourly" })).status).toBe(400);
    await change(owner.cookie, { intent: "delete" });
    expect(await s.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId))).toEqual([]);

    const signedOut = await outcome(() => alertsRoute.loader(routeArgs(pageRequest("/alerts"))));
    expect(signedOut.location).toBe("/auth?redirectTo=%2Falerts");
  });

  it("matches exactly what the /jobs search finds, for a set of criteria", async () => {
    const now = new Date();
    const criteria = [
      "",
      "search=engineer",
      "location=berlin,munich",
      "category=it",
      "type=full-time&level=entry-level",
      "salary=40000-120000",
      "search=a&location=hamburg&type=part-time,contract",
    ];
    for (const query of criteria) {
      const filters = alertFilters(new URLSearchParams(query));
      const found = await newJobsFor(s.db, alertQuery(filters), new Date(0), now);
      const search = await searchJobs({ ...filters, sort: "newest" }, { db: s.db, now });
      expect(found.total, query).toBe(search.total);
      expect(
        found.jobs.slice(0, 10).map((j) => j.id),
        query,
      ).toEqual(search.jobs.map((j) => j.id));
    }
  });

  it("sends a digest of the new matching jobs once per period, with one-click unsubscribe headers", async () => {
    const u = await createSignedInUser(s);
    const [sample] = await s.db.select({ title: jobs.title, citySlug: jobs.citySlug }).from(jobs).where(eq(jobs.id, sourceJob));
    await newAlertRoute.action(
      routeArgs(pageRequest(`/alerts/new?location=${sample!.citySlug}`, { cookie: u.cookie, form: { frequency: "daily" } })),
    );
    const [alert] = await s.db.select().from(jobAlerts).where(eq(jobAlerts.userId, u.id));
    // Nothing new yet: the period is recorded, no mail.
    const t0 = new Date(Date.now() + 60_000);
    await runDueDigests({ now: t0, force: true });
    expect(await s.db.select().from(alertDigests).where(eq(alertDigests.alertId, alert!.id))).toHaveLength(1);
    expect((await s.outbox(u.email)).filter((m) => /new job/.test(m.subject))).toEqual([]);

    for (let i = 1; i <= 22; i++) {
      await publishCopy(s.db, {
        from: sourceJob,
        id: `alert-new-${i}`,
        title: `Fresh Role ${i}`,
        postedAt: new Date(t0.getTime() + i * 1000),
      });
    }
    const t1 = new Date(t0.getTime() + 86_400_000);
    await runDueDigests({ now: t1, force: true });
    await runDueDigests({ now: t1, force: true }); // the same period again: nothing
    const digests = (await s.outbox(u.email)).filter((m) => /new jobs/.test(m.subject));
    expect(digests).toHaveLength(1);
    const digest = itemAt(digests, 0) as (typeof digests)[number] & { headers: Record<string, string> };
    expect(digest.subject).toMatch(/^22 new jobs: All jobs in /);
    // Newest first, at most 20, then a link to all of them.
    expect(digest.text.indexOf("Fresh Role 22")).toBeLessThan(digest.text.indexOf("Fresh Role 21"));
    expect(digest.text).not.toContain("Fresh Role 2 ");
    expect(digest.text).toContain("See all 22 new jobs");
    expect(digest.html).toContain(`${TEST_ORIGIN}/job/alert-new-22`);
    expect(digest.html).not.toMatch(/<img/i);
    expect(digest.html.length).toBeLessThan(40_000);
    expect(digest.text).toContain(`${TEST_ORIGIN}/alerts`);
    const unsubscribeUrl = /^<(.+)>$/.exec(digest.headers["List-Unsubscribe"] ?? "")?.[1];
    expect(unsubscribeUrl).toMatch(new RegExp(`^${TEST_ORIGIN}/unsubscribe/`));
    expect(digest.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(digest.text).toContain(unsubscribeUrl);
    const [after] = await s.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert!.id));
    expect(after?.lastSentAt?.toISOString()).toBe(t1.toISOString());

    // The mail provider's one-click POST: no cookie, no session; GET before it changes nothing.
    const token = tokenOf(unsubscribeUrl);
    const shown = await outcome(() => unsubscribeRoute.loader(routeArgs(pageRequest(`/unsubscribe/${token}`), { token })));
    expect(shown.data).toMatchObject({ state: "ask" });
    expect(await s.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert!.id))).toHaveLength(1);
    const oneClick = new Request(`${TEST_ORIGIN}/unsubscribe/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect((await outcome(() => unsubscribeRoute.action(routeArgs(oneClick, { token })))).data).toMatchObject({ state: "done" });
    expect(await s.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert!.id))).toEqual([]);
    const again = await outcome(() => unsubscribeRoute.action(routeArgs(oneClick, { token })));
    expect(again.status).toBe(200);
    const forged = await outcome(() => unsubscribeRoute.action(routeArgs(oneClick, { token: `${token}x` })));
    expect(forged.status).toBe(404);
  });

  it("is not due before the configured hour, except with --now", async () => {
    const u = await createSignedInUser(s);
    await newAlertRoute.action(
      routeArgs(pageRequest(`/alerts/new?search=hour-rule`, { cookie: u.cookie, form: { frequency: "daily" } })),
    );
    const [alert] = await s.db.select().from(jobAlerts).where(eq(jobAlerts.userId, u.id));
    const count = async () =>
      (
        await s.db
          .select({ n: sql<number>`count(*)::int` })
          .from(alertDigests)
          .where(eq(alertDigests.alertId, alert!.id))
      )[0]?.n;
    // 03:00 UTC = 06:00 in Kampala: before 07:00.
    const early = new Date(Date.UTC(2099, 0, 5, 3, 0));
    await runDueDigests({ now: early });
    expect(await count()).toBe(0);
    await runDueDigests({ now: early, force: true });
    expect(await count()).toBe(1);
  });
});

describe("newsletter double opt-in", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices();
  });
  afterAll(() => s.close());

  it("keeps a subscription pending until the link is used, and unsubscribes with one click", async () => {
    const email = "reader@example.org";
    expect(await subscribe(email)).toEqual({ created: true, confirmationSent: true });
    const [row] = await s.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row?.confirmedAt).toBeNull();
    const mail = itemAt(await s.outbox(email), 0);
    expect(mail.subject).toBe("Confirm your newsletter subscription");
    const token = tokenOf(mail.links.find((l) => l.includes("/newsletter/confirm/")));
    const page = await outcome(() => newsletterConfirm.loader(routeArgs(pageRequest(`/newsletter/confirm/${token}`), { token })));
    expect(page.data).toEqual({ state: "ask" });
    await newsletterConfirm.action(routeArgs(pageRequest(`/newsletter/confirm/${token}`, { method: "POST" }), { token }));
    const [confirmed] = await s.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    // Subscribing again once confirmed sends nothing more.
    expect(await subscribe(email)).toEqual({ created: false, confirmationSent: false });
    expect(await s.outbox(email)).toHaveLength(1);

    const { newsletterMail } = await import("#app/features/newsletter/newsletter.server.ts");
    const issue = newsletterMail({ id: confirmed!.id, email }, { subject: "Tips", text: "Hello", html: "<p>Hello</p>" });
    expect(issue.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribeToken = tokenOf(/^<(.+)>$/.exec(issue.headers?.["List-Unsubscribe"] ?? "")?.[1]);
    const oneClick = new Request(`${TEST_ORIGIN}/unsubscribe/${unsubscribeToken}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    await unsubscribeRoute.action(routeArgs(oneClick, { token: unsubscribeToken }));
    expect(await s.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toEqual([]);
    expect(deliveredMails(s.config.DATA_DIR).length).toBeGreaterThan(0);
  });
});
