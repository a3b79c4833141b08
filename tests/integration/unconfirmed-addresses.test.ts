/**
 * Mails a signed-out person can make us send to an address nobody has confirmed yet (the newsletter's and a
 * job alert's confirmation): at most RATE_LIMIT_MAIL_MAX per window for one address, whatever asked for them,
 * answered the same over the cap; and only our own texts and links in them (decision 032).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAlerts, newsletterSubscriptions } from "#db/schema.ts";
import * as newsletterRoute from "#app/routes/content/api.newsletter.ts";
import * as confirmRoute from "#app/routes/candidate/alerts.confirm.tsx";
import * as newAlertRoute from "#app/routes/candidate/alerts.new.tsx";
import { pageRequest, routeArgs } from "../support/accounts.ts";
import { itemAt } from "../support/item-at.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

const MAIL_MAX = 3;
const PHISHING = "Your PearlBridge account is locked. Verify now at https://evil.example/login";

describe("mails to unconfirmed addresses", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices({ RATE_LIMIT_MAIL_MAX: String(MAIL_MAX), RATE_LIMIT_MAIL_WINDOW_SECONDS: "3600" });
  });
  afterAll(() => s.close());

  // Each request from its own client address: only the per-recipient cap can stop these mails.
  let client = 0;
  const nextIp = () => `192.0.2.${++client}`;
  const subscribe = (email: string, extra: Record<string, string> = {}) =>
    outcome(() => newsletterRoute.action(routeArgs(pageRequest("/api/newsletter", { form: { email, ...extra }, ip: nextIp() }))));
  const createAlert = (email: string, search: string) =>
    outcome(() =>
      newAlertRoute.action(
        routeArgs(
          pageRequest(`/alerts/new?${new URLSearchParams({ search })}`, { form: { frequency: "daily", email }, ip: nextIp() }),
        ),
      ),
    );

  it("caps the newsletter's confirmation mails per recipient: 8 posts, 3 mails, every post answered the same", async () => {
    const email = "newsletter-target@example.org";
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await subscribe(email));
    expect(answers.map((a) => [a.status, a.data])).toEqual(Array(8).fill([200, { ok: true }]));
    const mails = await s.outbox(email);
    expect(mails).toHaveLength(MAIL_MAX);
    expect(mails.every((m) => m.subject === "Confirm your newsletter subscription")).toBe(true);
    // Still one pending subscription, which the mails that did go out can confirm.
    const rows = await s.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.confirmedAt).toBeNull();
  });

  it("counts the newsletter and job-alert confirmations to one address together, and answers alerts the same over the cap", async () => {
    const email = "mixed-target@example.org";
    expect((await subscribe(email)).data).toEqual({ ok: true });
    expect((await subscribe(email)).data).toEqual({ ok: true });
    const alerts = [];
    for (const search of ["nurse", "driver", "cook", "welder"]) alerts.push(await createAlert(email, search));
    // No 429 for the address: that would tell a stranger the address got mail lately.
    expect(alerts.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(alerts.every((a) => (a.data as { done?: { title: string } }).done?.title === "Check your e-mail")).toBe(true);
    const mails = await s.outbox(email);
    expect(mails).toHaveLength(MAIL_MAX);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Confirm your job alert",
      "Confirm your newsletter subscription",
      "Confirm your newsletter subscription",
    ]);
    // The alerts are stored (pending, deleted after 7 days unless confirmed); only the mails were capped.
    expect(await s.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(4);
    // Another address has its own cap.
    expect((await createAlert("someone-else@example.org", "nurse")).status).toBe(200);
    expect(await s.outbox("someone-else@example.org")).toHaveLength(1);
  });

  it("sends a stranger no text of the requester in a job alert's confirmation: our fixed texts and our link only", async () => {
    const email = "stranger@example.org";
    const res = await createAlert(email, PHISHING);
    expect(res.status).toBe(200);
    const mail = itemAt(await s.outbox(email), 0);
    expect(mail.subject).toBe("Confirm your job alert");
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.example|locked|verify now/i);
    }
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/alerts/confirm/[^/]+$`));
    expect(mail.text).toBe(
      "Hello,\n\nPlease confirm that you want daily e-mails with new jobs for a search saved on PearlBridge Jobs. " +
        `The confirmation page shows the search.\n\nConfirm your job alert: ${mail.links[0]}\n\n` +
        "If you did not ask for this, ignore this e-mail: nothing will be sent to you.\n\nPearlBridge Jobs",
    );
    // The search is shown on our page, behind the link, before anything starts.
    const token = mail.links[0]!.split("/").pop()!;
    const page = await outcome(() => confirmRoute.loader(routeArgs(pageRequest(`/alerts/confirm/${token}`), { token })));
    expect(page.data).toMatchObject({ state: "ask" });
  });

  it("sends the newsletter's confirmation with our fixed texts and link only, whatever else the form carried", async () => {
    const email = "newsletter-stranger@example.org";
    await subscribe(email, { redirectTo: "https://evil.example/login", name: PHISHING, message: PHISHING });
    const mail = itemAt(await s.outbox(email), 0);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.example|locked|verify now/i);
    }
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/newsletter/confirm/[^/]+$`));
  });
});
