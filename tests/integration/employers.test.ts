/**
 * The employer side's accounts and team through the pages' loaders and actions: employer sign-up, invited
 * colleagues, the team rules and the company switcher. Company profile, logo and dashboard:
 * employer-company.test.ts.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invitation, member, organization, user } from "#db/schema.ts";
import { action as authAction } from "#app/routes/account/auth.tsx";
import { action as registerAction, loader as registerLoader } from "#app/routes/employer/register.tsx";
import { action as teamAction, loader as teamLoader } from "#app/routes/employer/team.tsx";
import { action as invitationAction, loader as invitationLoader } from "#app/routes/employer/invitation.tsx";
import { action as switchAction } from "#app/routes/employer/switch.ts";
import { createSignedInUser, pageRequest, registrantCookie, routeArgs, verifyEmail } from "../support/accounts.ts";
import { call, fieldMessages, setUpEmployers } from "../support/employer-accounts.ts";
import { authRequest, createTestServices, sessionCookie, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/** Where the verification link's sign-in page returns to afterwards. */
function returnAfterVerification(link: string | undefined): string | null {
  const callback = new URL(link ?? "http://x").searchParams.get("callbackURL") ?? "";
  return new URL(callback, TEST_ORIGIN).searchParams.get("redirectTo");
}

let ip = 0;
const nextIp = () => `192.0.2.${(ip++ % 250) + 1}`;

describe("employers: accounts and team", () => {
  let s: TestServices;
  let ownerA: Account;
  let recruiterA: Account;
  let ownerB: Account;
  let seeker: Account;
  let companyA: string;
  let companyB: string;

  const companyOf = async (userId: string) =>
    (await s.db.select({ id: member.organizationId }).from(member).where(eq(member.userId, userId)))[0]!.id;

  beforeAll(async () => {
    s = await createTestServices();
    ({ ownerA, recruiterA, ownerB, seeker, companyA, companyB } = await setUpEmployers(s));
  });
  afterAll(() => s.close());

  describe("employer sign-up (/employers/register)", () => {
    const form = {
      intent: "employer-register",
      fullName: "Karin Vogel",
      phoneNumber: "+49 30 1234567",
      email: "karin@vogel-logistik.de",
      password: "vogel-pass-2026",
      companyName: "Vogel Logistik GmbH",
    };

    it("shows the field messages of the job seeker form, and the company's", async () => {
      const res = await call(() =>
        registerAction(routeArgs(pageRequest("/employers/register", { form: { intent: "employer-register" }, ip: nextIp() }))),
      );
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body)).toEqual({
        fullName: "Please enter your full name",
        phoneNumber: "Please enter a valid phone number",
        email: "Please enter a valid email address",
        password: "Password must be at least 6 characters",
        companyName: "Please enter your company's name",
      });
    });

    it("creates the account and the company; after verification the login lands on /employer", async () => {
      const res = await call(() => registerAction(routeArgs(pageRequest("/employers/register", { form, ip: nextIp() }))));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, email: form.email });
      const [org] = await s.db.select().from(organization).where(eq(organization.name, "Vogel Logistik GmbH"));
      expect(org?.slug).toBe("vogel-logistik-gmbh");
      const [mail] = await s.outbox(form.email);
      expect(returnAfterVerification(mail?.links[0])).toBe("/employer");
      await verifyEmail(s, form.email, registrantCookie(res.headers));
      const login = await call(() =>
        authAction(
          routeArgs(
            pageRequest("/auth", { form: { intent: "login", email: form.email, password: form.password }, ip: nextIp() }),
          ),
        ),
      );
      expect([302, 303]).toContain(login.status);
      expect(login.headers.get("location")).toBe("/employer");
    });

    it("a job seeker's login still lands on the home page", async () => {
      const login = await call(() =>
        authAction(
          routeArgs(
            pageRequest("/auth", { form: { intent: "login", email: seeker.email, password: seeker.password }, ip: nextIp() }),
          ),
        ),
      );
      expect(login.headers.get("location")).toBe("/");
    });
  });

  describe("invited colleagues", () => {
    let invitationId: string;
    /** The cookie of the browser Jonas registered in. */
    let jonasBrowser: string;

    it("an owner invites; a recruiter gets 404 on every manager action", async () => {
      const refused = await call(() =>
        teamAction(
          routeArgs(
            pageRequest("/employer/team", {
              form: { intent: "invite", email: "x@example.org", role: "recruiter" },
              cookie: recruiterA.cookie,
            }),
          ),
        ),
      );
      expect(refused.status).toBe(404);
      const bad = await call(() =>
        teamAction(
          routeArgs(
            pageRequest("/employer/team", { form: { intent: "invite", email: "nope", role: "owner" }, cookie: ownerA.cookie }),
          ),
        ),
      );
      expect(bad.status).toBe(400);
      expect(fieldMessages(bad.body)).toEqual({ email: "Please enter a valid email address", role: "Please choose a role" });

      const ok = await call(() =>
        teamAction(
          routeArgs(
            pageRequest("/employer/team", {
              form: { intent: "invite", email: "Jonas@Alpha-Pflege.de", role: "recruiter" },
              cookie: ownerA.cookie,
            }),
          ),
        ),
      );
      expect([302, 303]).toContain(ok.status);
      const [row] = await s.db.select().from(invitation).where(eq(invitation.organizationId, companyA));
      invitationId = row!.id;
      expect((await s.outbox("jonas@alpha-pflege.de"))[0]?.text ?? (await s.outbox("Jonas@Alpha-Pflege.de"))[0]?.text).toContain(
        `/employer/invitations/${invitationId}`,
      );
      const audit = await s.db.select().from(auditLog).where(eq(auditLog.action, "member.invite"));
      expect(audit).toHaveLength(1);
    });

    it("the sign-up page prefills the invited address; the account is an employer's only with that address", async () => {
      const page = await call(() => registerLoader(routeArgs(pageRequest(`/employers/register?invitation=${invitationId}`))));
      expect(page.body).toMatchObject({ invitation: { companyName: "Alpha Pflege GmbH", role: "recruiter" } });

      // The same invitation id with another address: a job seeker account.
      const other = await s.auth.handler(
        authRequest(
          "/sign-up/email",
          {
            name: "Other Person",
            email: "other@example.org",
            password: "other-pass-1",
            phoneNumber: "+256 700 111222",
            invitationId,
          },
          { ip: nextIp() },
        ),
      );
      expect(other.status).toBe(200);
      const [otherRow] = await s.db.select({ kind: user.kind }).from(user).where(eq(user.email, "other@example.org"));
      expect(otherRow?.kind).toBe("job_seeker");

      const res = await call(() =>
        registerAction(
          routeArgs(
            pageRequest(`/employers/register?invitation=${invitationId}`, {
              form: {
                intent: "employer-register",
                invitationId,
                fullName: "Jonas Weber",
                phoneNumber: "+49 40 555666",
                email: "jonas@alpha-pflege.de",
                password: "jonas-pass-2026",
              },
              ip: nextIp(),
            }),
          ),
        ),
      );
      expect(res.status).toBe(200);
      jonasBrowser = registrantCookie(res.headers);
      const [jonas] = await s.db.select({ kind: user.kind }).from(user).where(eq(user.email, "jonas@alpha-pflege.de"));
      expect(jonas?.kind).toBe("employer");
      // No company of their own: they join the inviting one.
      expect(await s.db.select().from(organization).where(eq(organization.name, "Jonas Weber"))).toHaveLength(0);
      const mail = (await s.outbox("jonas@alpha-pflege.de")).find((m) => /Confirm/.test(m.subject));
      expect(returnAfterVerification(mail?.links[0])).toBe(`/employer/invitations/${invitationId}`);
    });

    it("the invitation page: signed out, another account, then accept", async () => {
      const signedOut = await call(() =>
        invitationLoader(routeArgs(pageRequest(`/employer/invitations/${invitationId}`), { id: invitationId })),
      );
      expect(signedOut.body).toMatchObject({ state: "signed_out", companyName: "Alpha Pflege GmbH" });
      const asSeeker = await call(() =>
        invitationLoader(
          routeArgs(pageRequest(`/employer/invitations/${invitationId}`, { cookie: seeker.cookie }), { id: invitationId }),
        ),
      );
      expect(asSeeker.body).toMatchObject({ state: "other_email", signedInAs: seeker.email });
      const unknown = await call(() => invitationLoader(routeArgs(pageRequest("/employer/invitations/nope"), { id: "nope" })));
      expect(unknown.status).toBe(404);

      await verifyEmail(s, "jonas@alpha-pflege.de", jonasBrowser);
      const signIn = await s.auth.handler(
        authRequest("/sign-in/email", { email: "jonas@alpha-pflege.de", password: "jonas-pass-2026" }, { ip: nextIp() }),
      );
      const cookie = sessionCookie(signIn)!;
      const refusedAccept = await call(() =>
        invitationAction(
          routeArgs(pageRequest(`/employer/invitations/${invitationId}`, { form: { intent: "accept" }, cookie: seeker.cookie }), {
            id: invitationId,
          }),
        ),
      );
      expect(refusedAccept.status).toBe(403);
      // Nor through the plugin's endpoint: a job seeker account cannot join a company (here: with the right
      // address, a job seeker invited by mistake).
      const seekerInvite = await s.auth.api.createInvitation({
        headers: new Headers({ cookie: ownerA.cookie }),
        body: { email: seeker.email, role: "recruiter", organizationId: companyA },
      });
      // The plugin's endpoint is not exposed to clients at all; called by our own code, its rule still holds.
      const direct = await s.auth.handler(
        authRequest("/organization/accept-invitation", { invitationId: seekerInvite.id }, { cookie: seeker.cookie }),
      );
      expect(direct.status).toBe(404);
      await expect(
        s.auth.api.acceptInvitation({ headers: new Headers({ cookie: seeker.cookie }), body: { invitationId: seekerInvite.id } }),
      ).rejects.toMatchObject({ statusCode: 403 });
      expect(await s.db.select().from(member).where(eq(member.userId, seeker.id))).toHaveLength(0);
      const accepted = await call(() =>
        invitationAction(
          routeArgs(pageRequest(`/employer/invitations/${invitationId}`, { form: { intent: "accept" }, cookie }), {
            id: invitationId,
          }),
        ),
      );
      expect(accepted.headers.get("location")).toBe("/employer");
      const team = await call(() => teamLoader(routeArgs(pageRequest("/employer/team", { cookie }))));
      expect((team.body as { members: { email: string; role: string }[] }).members).toEqual(
        expect.arrayContaining([expect.objectContaining({ email: "jonas@alpha-pflege.de", role: "recruiter" })]),
      );
      expect(await s.db.select().from(auditLog).where(eq(auditLog.action, "invitation.accept"))).toHaveLength(1);
    });
  });

  describe("team rules", () => {
    it("recruiters cannot remove or change roles (404); the last owner cannot leave; an owner can change a role", async () => {
      const [ownerMember] = await s.db
        .select({ id: member.id })
        .from(member)
        .where(and(eq(member.organizationId, companyA), eq(member.userId, ownerA.id)));
      const [recruiterMember] = await s.db
        .select({ id: member.id })
        .from(member)
        .where(and(eq(member.organizationId, companyA), eq(member.userId, recruiterA.id)));
      const post = (form: Record<string, string>, who: Account) =>
        call(() => teamAction(routeArgs(pageRequest("/employer/team", { form, cookie: who.cookie }))));

      expect((await post({ intent: "remove-member", memberId: ownerMember!.id }, recruiterA)).status).toBe(404);
      expect((await post({ intent: "change-role", memberId: ownerMember!.id, role: "recruiter" }, recruiterA)).status).toBe(404);

      const leave = await post({ intent: "leave" }, ownerA);
      expect(leave.status).toBe(409);
      expect(leave.body).toMatchObject({ error: expect.stringContaining("only owner") });
      const demote = await post({ intent: "change-role", memberId: ownerMember!.id, role: "admin" }, ownerA);
      expect(demote.status).toBe(409);

      // Company B's owner cannot touch A's members: 404.
      expect((await post({ intent: "remove-member", memberId: recruiterMember!.id }, ownerB)).status).toBe(404);

      const promote = await post({ intent: "change-role", memberId: recruiterMember!.id, role: "admin" }, ownerA);
      expect([302, 303]).toContain(promote.status);
      const [after] = await s.db.select({ role: member.role }).from(member).where(eq(member.id, recruiterMember!.id));
      expect(after?.role).toBe("admin");
      const back = await post({ intent: "change-role", memberId: recruiterMember!.id, role: "recruiter" }, ownerA);
      expect([302, 303]).toContain(back.status);
      expect(await s.db.select().from(auditLog).where(eq(auditLog.action, "member.role"))).toHaveLength(2);
    });

    it("the switcher changes the active company only to one of the account's", async () => {
      const foreign = await call(() =>
        switchAction(routeArgs(pageRequest("/employer/switch", { form: { companyId: companyB }, cookie: recruiterA.cookie }))),
      );
      expect(foreign.status).toBe(404);
      const own = await companyOf(recruiterA.id).then(async () =>
        (await s.db.select({ id: member.organizationId }).from(member).where(eq(member.userId, recruiterA.id))).map((r) => r.id),
      );
      const home = own.find((id) => id !== companyA)!;
      const ok = await call(() =>
        switchAction(
          routeArgs(
            pageRequest("/employer/switch", {
              form: { companyId: home, redirectTo: "/employer/jobs/x/applicants" },
              cookie: recruiterA.cookie,
            }),
          ),
        ),
      );
      expect(ok.headers.get("location")).toBe("/employer/jobs");
      const team = await call(() => teamLoader(routeArgs(pageRequest("/employer/team", { cookie: recruiterA.cookie }))));
      expect((team.body as { role: string }).role).toBe("owner");
      await call(() =>
        switchAction(routeArgs(pageRequest("/employer/switch", { form: { companyId: companyA }, cookie: recruiterA.cookie }))),
      );
    });
  });
});
