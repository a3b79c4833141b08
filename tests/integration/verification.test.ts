/**
 * Verification on request (issue 27, item 7), through the real routes on PostgreSQL: a company's owner asks from
 * the company page (in German), the request waits in /admin/verifications, an administrator approves or declines,
 * and the company's managers are told by a queued mail in their own account language.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companyProfiles, companyVerificationRequests, member, queuedMails, user } from "#db/schema.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import * as companyRoute from "#app/routes/employer/company.tsx";
import * as adminLayout from "#app/routes/admin/layout.tsx";
import * as verificationsRoute from "#app/routes/admin/verifications.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { call, fieldMessages, setUpEmployers } from "../support/employer-accounts.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const ADMIN = "admin@example.org";

/** The request form as the company page sends it (a multipart body, like the profile form it shares the action with). */
function requestForm(path: string, fields: Record<string, string>, cookie?: string): Request {
  const body = new FormData();
  body.set("intent", "request-verification");
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body });
}

const FIELDS = {
  registerNumber: "HRB 12345, Amtsgericht München",
  street: "Leopoldstraße 12",
  postalCode: "80802",
  city: "München",
  website: "www.alpha-pflege.de",
  contactName: "Olga Owner",
  contactPhoneOrEmail: "089 1234567",
};

async function toastOf(headers: Headers) {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await readFlash(new Request(`${TEST_ORIGIN}/`, { headers: { Cookie: cookie } }))).toast;
}

describe("verification on request", () => {
  let s: TestServices;
  let ownerA: Account;
  let adminOfA: Account;
  let recruiterA: Account;
  let ownerB: Account;
  let seeker: Account;
  let admin: Account;
  let companyA: string;
  let companyB: string;

  const requestsOf = (companyId: string) =>
    s.db
      .select()
      .from(companyVerificationRequests)
      .where(eq(companyVerificationRequests.organizationId, companyId))
      .orderBy(companyVerificationRequests.id);
  /** The decision mails queued for `email` (its sign-up's confirmation left out): they link to the company profile. */
  const mailsTo = async (email: string) =>
    (
      await s.db
        .select({ subject: queuedMails.subject, text: queuedMails.text })
        .from(queuedMails)
        .where(eq(queuedMails.to, email))
        .orderBy(queuedMails.id)
    ).filter((mail) => mail.text.includes("/employer/company"));
  const verifiedOf = async (companyId: string) =>
    (await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, companyId)))[0]?.verified;
  const companyPage = (account: Account, path = "/employer/company") =>
    call(() => companyRoute.loader(routeArgs(pageRequest(path, { cookie: account.cookie }))));
  const decide = (cookie: string, form: Record<string, string>) =>
    call(() => verificationsRoute.action(routeArgs(pageRequest("/admin/verifications", { cookie, form }))));

  beforeAll(async () => {
    s = await createTestServices({ ADMIN_EMAILS: ADMIN });
    ({ ownerA, recruiterA, ownerB, seeker, companyA, companyB } = await setUpEmployers(s));
    admin = await createSignedInUser(s, { email: ADMIN, name: "Ada Admin" });
    // A's owner reads German; a second manager of A (an admin) English, the default.
    await s.db.update(user).set({ language: "de", name: "Olga Owner" }).where(eq(user.id, ownerA.id));
    adminOfA = await createSignedInUser(s, { companyName: "Admin Home GmbH", name: "Adam Admin" });
    await s.auth.api.addMember({ body: { userId: adminOfA.id, organizationId: companyA, role: "admin" } });
    await s.auth.api.setActiveOrganization({
      headers: new Headers({ cookie: adminOfA.cookie }),
      body: { organizationId: companyA },
    });
  });
  afterAll(() => s.close());

  describe("asking, in German", () => {
    it("answers a form with mistakes with German messages under the fields, and stores nothing", async () => {
      const res = await call(() =>
        withLocale("de", () =>
          companyRoute.action(
            routeArgs(
              requestForm(
                "/de/employer/company",
                { ...FIELDS, registerNumber: "", postalCode: "80", website: "javascript:alert(1)", contactPhoneOrEmail: "12345" },
                ownerA.cookie,
              ),
            ),
          ),
        ),
      );
      expect(res.status).toBe(400);
      expect(fieldMessages({ result: (res.body as { verification?: unknown }).verification })).toEqual({
        registerNumber: "Bitte geben Sie die Registernummer oder die Gewerbeanmeldung an",
        postalCode: "Bitte geben Sie eine gültige Postleitzahl an",
        website: "Bitte geben Sie die Website des Unternehmens an, z. B. www.beispiel.de",
        contactPhoneOrEmail:
          "Bitte geben Sie eine Telefonnummer (z. B. 030 1234567 oder +49 30 1234567) oder eine E-Mail-Adresse an",
      });
      expect(await requestsOf(companyA)).toEqual([]);
    });

    it("stores the request (website with https://, phone as E.164), with a German toast and an audit line", async () => {
      const res = await call(() =>
        withLocale("de", () => companyRoute.action(routeArgs(requestForm("/de/employer/company", FIELDS, ownerA.cookie)))),
      );
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/de/employer/company");
      expect(await toastOf(res.headers)).toMatchObject({
        title: "Verifizierung beantragt. Wir teilen Ihnen die Entscheidung per E-Mail mit.",
      });
      const [row, ...more] = await requestsOf(companyA);
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        requestedBy: ownerA.id,
        registerNumber: "HRB 12345, Amtsgericht München",
        street: "Leopoldstraße 12",
        postalCode: "80802",
        city: "München",
        website: "https://www.alpha-pflege.de",
        contactName: "Olga Owner",
        contactPhoneOrEmail: "+49891234567",
        status: "pending",
      });
      const audit = await s.db
        .select({ actorId: auditLog.actorId, detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, companyA), eq(auditLog.action, "company.verification_request")));
      expect(audit).toEqual([{ actorId: ownerA.id, detail: { request: row!.id, registerNumber: FIELDS.registerNumber } }]);
      // Every member of A sees that it waits; the form is for owners and admins only.
      expect((await companyPage(recruiterA)).body).toMatchObject({ canEdit: false, verification: { kind: "pending" } });
    });

    it("refuses a second request while one waits: a toast, still one row (also from another manager)", async () => {
      for (const account of [ownerA, adminOfA]) {
        const res = await call(() =>
          companyRoute.action(
            routeArgs(
              requestForm("/employer/company", { ...FIELDS, contactPhoneOrEmail: "olga@alpha-pflege.de" }, account.cookie),
            ),
          ),
        );
        expect(res.status).toBe(302);
        expect(await toastOf(res.headers)).toMatchObject({
          title: "Your company's request is already waiting for a decision.",
          variant: "error",
        });
      }
      expect(await requestsOf(companyA)).toHaveLength(1);
    });
  });

  describe("who may ask and decide", () => {
    it("refuses a recruiter (404), a job seeker (403), a signed-out visitor (to sign-in) and a member removed from the company (403)", async () => {
      const removed = await createSignedInUser(s, { companyName: "Removed GmbH" });
      await s.db.delete(member).where(eq(member.userId, removed.id));
      const before = await s.db.select().from(companyVerificationRequests);
      const attempts = [
        { account: recruiterA, status: 404 },
        { account: seeker, status: 403 },
        { account: removed, status: 403 },
        { account: undefined, status: 302 },
      ];
      for (const { account, status } of attempts) {
        const res = await call(() => companyRoute.action(routeArgs(requestForm("/employer/company", FIELDS, account?.cookie))));
        expect(res.status).toBe(status);
        if (!account) expect(res.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent("/employer/company")}`);
      }
      expect(await s.db.select().from(companyVerificationRequests)).toEqual(before);
    });

    it("shows the queue and its tab to administrators only; anyone else's decision is a 404 and changes nothing", async () => {
      const queue = await call(() =>
        verificationsRoute.loader(routeArgs(pageRequest("/admin/verifications", { cookie: admin.cookie }))),
      );
      expect(queue.body).toMatchObject({
        requests: [
          {
            companyId: companyA,
            companyName: "Alpha Pflege GmbH",
            registerNumber: FIELDS.registerNumber,
            website: "https://www.alpha-pflege.de",
            contactPhoneOrEmail: "+49 89 1234567",
            requesterEmail: ownerA.email,
          },
        ],
      });
      const frame = await call(() => adminLayout.loader(routeArgs(pageRequest("/admin", { cookie: admin.cookie }))));
      expect(frame.body).toMatchObject({ pendingVerifications: 1 });
      for (const account of [ownerA, ownerB, recruiterA, seeker]) {
        const page = await call(() =>
          verificationsRoute.loader(routeArgs(pageRequest("/admin/verifications", { cookie: account.cookie }))),
        );
        expect(page.status).toBe(404);
        expect((await decide(account.cookie, { intent: "approve", companyId: companyA })).status).toBe(404);
      }
      expect(await verifiedOf(companyA)).toBe(false);
      expect((await requestsOf(companyA))[0]?.status).toBe("pending");
    });
  });

  describe("deciding", () => {
    it("approves: the company is verified, the request closed, and each manager mailed in their language", async () => {
      const [request] = await requestsOf(companyA);
      const res = await decide(admin.cookie, { intent: "approve", companyId: companyA, requestId: String(request!.id) });
      expect(res.status).toBe(302);
      expect(await toastOf(res.headers)).toMatchObject({ title: "Alpha Pflege GmbH is now a verified employer." });
      expect(await verifiedOf(companyA)).toBe(true);
      expect((await requestsOf(companyA))[0]).toMatchObject({ status: "approved", decidedBy: admin.id, declineReason: null });
      expect(
        await s.db
          .select({ action: auditLog.action, detail: auditLog.detail })
          .from(auditLog)
          .where(and(eq(auditLog.organizationId, companyA), eq(auditLog.action, "company.verify"))),
      ).toEqual([{ action: "company.verify", detail: { request: request!.id } }]);

      const [german] = await mailsTo(ownerA.email);
      expect(german?.subject).toBe("Alpha Pflege GmbH ist jetzt ein verifizierter Arbeitgeber auf PearlBridge Jobs");
      expect(german?.text).toContain(
        "Das Team von PearlBridge Jobs hat Ihren Antrag geprüft: Alpha Pflege GmbH ist verifiziert.",
      );
      expect(german?.text).toContain(`Unternehmensprofil öffnen: ${TEST_ORIGIN}/de/employer/company`);
      const [english] = await mailsTo(adminOfA.email);
      expect(english?.subject).toBe("Alpha Pflege GmbH is now a verified employer on PearlBridge Jobs");
      expect(english?.text).toContain(`Open your company profile: ${TEST_ORIGIN}/employer/company`);
      // A recruiter is not told; nor is anyone of another company.
      expect(await mailsTo(recruiterA.email)).toEqual([]);
      expect(await mailsTo(ownerB.email)).toEqual([]);
    });

    it("shows a verified company that instead of the form, and refuses a new request", async () => {
      expect((await companyPage(ownerA)).body).toMatchObject({ verification: { kind: "verified" } });
      const res = await call(() => companyRoute.action(routeArgs(requestForm("/employer/company", FIELDS, ownerA.cookie))));
      expect(await toastOf(res.headers)).toMatchObject({ title: "Your company is already verified." });
      expect(await requestsOf(companyA)).toHaveLength(1);
    });

    it("answers a decision on a request that no longer waits with a message, and changes nothing", async () => {
      const res = await decide(admin.cookie, { intent: "approve", companyId: companyA });
      expect(await toastOf(res.headers)).toMatchObject({
        title: "That request is no longer waiting for a decision.",
        variant: "error",
      });
      expect(await mailsTo(adminOfA.email)).toHaveLength(1);
    });

    it("declines with a reason (required): the company is told why, and may ask again", async () => {
      const asked = await call(() =>
        companyRoute.action(
          routeArgs(requestForm("/employer/company", { ...FIELDS, contactPhoneOrEmail: "hr@beta-bau.de" }, ownerB.cookie)),
        ),
      );
      expect(asked.status).toBe(302);

      const noReason = await decide(admin.cookie, { intent: "decline", companyId: companyB, reason: "  " });
      expect(noReason.status).toBe(400);
      expect(fieldMessages(noReason.body)).toEqual({ reason: "Please give a reason for declining." });
      expect((await requestsOf(companyB))[0]?.status).toBe("pending");

      const reason = "The register number HRB 12345 belongs to another company.";
      const res = await decide(admin.cookie, { intent: "decline", companyId: companyB, reason });
      expect(res.status).toBe(302);
      expect(await toastOf(res.headers)).toMatchObject({
        title: "The request of Beta Bau GmbH was declined. The company has been told why.",
      });
      expect((await requestsOf(companyB))[0]).toMatchObject({ status: "declined", declineReason: reason, decidedBy: admin.id });
      expect(await verifiedOf(companyB)).toBe(false);
      const [mail] = await mailsTo(ownerB.email);
      expect(mail?.subject).toBe("Your request to verify Beta Bau GmbH was declined");
      expect(mail?.text).toContain(`The PearlBridge Jobs team could not verify Beta Bau GmbH. The reason: ${reason}`);
      const [line] = await s.db
        .select({ detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, companyB), eq(auditLog.action, "company.verification_decline")));
      expect(line?.detail).toMatchObject({ reason });

      expect((await companyPage(ownerB)).body).toMatchObject({ verification: { kind: "open", declined: { reason } } });
      const again = await call(() => companyRoute.action(routeArgs(requestForm("/employer/company", FIELDS, ownerB.cookie))));
      expect(again.status).toBe(302);
      expect((await requestsOf(companyB)).map((r) => r.status)).toEqual(["declined", "pending"]);
    });
  });
});
