/**
 * An account's job alerts in "Download my data" and in "Delete my account" (docs/product.md#candidate-profile-and-privacy):
 * the account's own alerts and those made signed out with its address, confirmed or still pending.
 */
import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAlerts } from "#db/schema.ts";
import { action as accountAction } from "#app/routes/account/account.tsx";
import { loader as accountDataLoader } from "#app/routes/account/account.data.ts";
import * as alertsRoute from "#app/routes/candidate/alerts.tsx";
import * as confirmRoute from "#app/routes/candidate/alerts.confirm.tsx";
import * as newAlertRoute from "#app/routes/candidate/alerts.new.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { itemAt } from "../support/item-at.ts";
import { outcome, settle } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

describe("job alerts in the data export and the account deletion", () => {
  let s: TestServices;
  beforeAll(async () => {
    // Room for the sign-up's and the confirmations' mails to one address under the per-recipient cap.
    s = await createTestServices({ RATE_LIMIT_MAIL_MAX: "10" });
  });
  afterAll(() => s.close());

  let client = 0;
  /** A signed-out alert for `email`; answers the token of its confirmation link. */
  async function signedOutAlert(email: string, search: string): Promise<string> {
    const res = await outcome(() =>
      newAlertRoute.action(
        routeArgs(
          pageRequest(`/alerts/new?search=${search}`, { form: { frequency: "weekly", email }, ip: `192.0.2.${++client}` }),
        ),
      ),
    );
    expect(res.status).toBe(200);
    const mail = itemAt(await s.outbox(email), 0);
    const token = mail.links
      .find((l) => l.includes("/alerts/confirm/"))
      ?.split("/")
      .pop();
    if (!token) throw new Error(`no confirmation link mailed to ${email}`);
    return token;
  }
  const confirm = (token: string) =>
    outcome(() => confirmRoute.action(routeArgs(pageRequest(`/alerts/confirm/${token}`, { method: "POST" }), { token })));
  const signedInAlert = (cookie: string, search: string) =>
    newAlertRoute.action(routeArgs(pageRequest(`/alerts/new?search=${search}`, { cookie, form: { frequency: "daily" } })));

  it("exports the account's alerts and its address's alerts, then deletes them all with the account", async () => {
    const amina = await createSignedInUser(s, { name: "Amina Nakato" });
    const other = await createSignedInUser(s, { name: "Other Seeker" });
    await signedInAlert(amina.cookie, "nurse");
    // Made signed out with Amina's address: one confirmed from the mail, one never confirmed.
    expect((await confirm(await signedOutAlert(amina.email, "driver"))).data).toMatchObject({ state: "confirmed" });
    const pendingToken = await signedOutAlert(amina.email, "cook");
    // Other people's alerts, which must not move.
    await signedInAlert(other.cookie, "welder");
    await confirm(await signedOutAlert("neighbour@example.org", "baker"));

    const res = await settle(() => accountDataLoader(routeArgs(pageRequest("/account/data", { cookie: amina.cookie }))));
    expect(res.status).toBe(200);
    const exported = JSON.parse(await res.response!.text()) as { alerts: Record<string, unknown>[] };
    expect(exported.alerts).toEqual([
      expect.objectContaining({
        summary: "Nurse jobs",
        search: "search=nurse",
        frequency: "daily",
        status: "active",
        createdSignedOut: false,
      }),
      expect.objectContaining({ summary: "Driver jobs", frequency: "weekly", status: "active", createdSignedOut: true }),
      expect.objectContaining({
        summary: "Cook jobs",
        frequency: "weekly",
        status: "pending",
        confirmedAt: null,
        createdSignedOut: true,
      }),
    ]);
    expect(JSON.stringify(exported)).not.toMatch(/welder|baker/i);
    // The same alerts as the Job alerts page shows.
    const page = await outcome(() => alertsRoute.loader(routeArgs(pageRequest("/alerts", { cookie: amina.cookie }))));
    const listed = (page.data as { alerts: { summary: string }[] }).alerts.map((a) => a.summary);
    expect([...listed].sort()).toEqual(["Cook jobs", "Driver jobs", "Nurse jobs"]);

    const deleted = await settle(() =>
      accountAction(
        routeArgs(
          pageRequest("/account", { cookie: amina.cookie, form: { intent: "delete-account", password: amina.password } }),
        ),
      ),
    );
    expect(deleted.status).toBe(302);
    const left = await s.db
      .select()
      .from(jobAlerts)
      .where(or(eq(jobAlerts.userId, amina.id), eq(jobAlerts.email, amina.email.toLowerCase())));
    expect(left).toEqual([]);
    // The pending alert's link starts nothing any more: the address is forgotten.
    expect((await confirm(pendingToken)).status).toBe(404);
    const remaining = (await s.db.select({ query: jobAlerts.query }).from(jobAlerts)).map((r) => r.query).sort();
    expect(remaining).toEqual(["search=baker", "search=welder"]);
  });
});
