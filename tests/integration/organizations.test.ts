/**
 * Companies as Better Auth organizations (decision 014), under our rules: the plugin's endpoints are not exposed to
 * clients, companies are created by the employer sign-up and changed by our forms, and invitations (sent by our
 * team form through the plugin) follow the company roles, refuse job seekers, are limited per sender and carry no
 * text of the inviter's choosing.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companyProfiles, invitation, member, organization } from "#db/schema.ts";
import { INVITATIONS_PER_HOUR, invitationTexts } from "#app/features/auth/auth.server.ts";
import { createCompany } from "#app/features/auth/companies.server.ts";
import { loadCompany } from "#app/features/companies/companies.server.ts";
import { action as authRouteAction } from "#app/routes/account/api.auth.ts";
import { action as teamAction } from "#app/routes/employer/team.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { call, fieldMessages } from "../support/employer-accounts.ts";
import { authRequest, createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

describe("companies as organizations", () => {
  let s: TestServices;
  let owner: Account;
  let recruiter: Account;
  let admin: Account;
  let seeker: Account;
  let companyId: string;

  const headers = (who: Account) => new Headers({ cookie: who.cookie });
  const invite = (who: Account, email: string, role = "recruiter") =>
    s.auth.api.createInvitation({ headers: headers(who), body: { email, role: role as "recruiter", organizationId: companyId } });
  const inviteByForm = (who: Account, email: string) =>
    call(() =>
      teamAction(
        routeArgs(pageRequest("/employer/team", { form: { intent: "invite", email, role: "recruiter" }, cookie: who.cookie })),
      ),
    );

  beforeAll(async () => {
    s = await createTestServices();
    owner = await createSignedInUser(s, { name: "Greta Owner", companyName: "Kampala Pflege GmbH" });
    recruiter = await createSignedInUser(s, { name: "Rita Recruiter", companyName: "Rita Home GmbH" });
    admin = await createSignedInUser(s, { name: "Adam Admin", companyName: "Adam Home GmbH" });
    seeker = await createSignedInUser(s, { name: "Sam Seeker" });
    const [org] = await s.db.select().from(organization).where(eq(organization.name, "Kampala Pflege GmbH"));
    companyId = org!.id;
    await s.auth.api.addMember({ body: { userId: recruiter.id, organizationId: companyId, role: "recruiter" } });
    await s.auth.api.addMember({ body: { userId: admin.id, organizationId: companyId, role: "admin" } });
    for (const who of [recruiter, admin]) {
      await s.auth.api.setActiveOrganization({ headers: headers(who), body: { organizationId: companyId } });
    }
  });
  afterAll(() => s.close());

  it("the employer sign-up made the company, its owner and an unverified public profile", async () => {
    const members = await s.db.select().from(member).where(eq(member.organizationId, companyId));
    expect(members.map((m) => [m.userId, m.role])).toEqual(
      expect.arrayContaining([
        [owner.id, "owner"],
        [recruiter.id, "recruiter"],
        [admin.id, "admin"],
      ]),
    );
    const [profile] = await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, companyId));
    expect(profile).toMatchObject({ verified: false, suspended: false });
  });

  it("a job seeker or an employer cannot create or change a company through the plugin's endpoints", async () => {
    const before = await s.db.select().from(organization);
    for (const who of [seeker, owner]) {
      for (const [path, body] of [
        ["/organization/create", { name: "PearlBridge Jobs Support - verify at evil.example", slug: "support" }],
        ["/organization/create", { name: "x".repeat(3000), slug: companyId }],
        ["/organization/update", { organizationId: companyId, data: { name: "Evil\u202Egnp\r\nline", slug: "kampala" } }],
        ["/organization/update", { organizationId: companyId, data: { logo: "https://evil.example/x.svg" } }],
        ["/organization/invite-member", { email: "stranger@example.org", role: "admin", organizationId: companyId }],
        ["/organization/delete", { organizationId: companyId }],
      ] as const) {
        expect((await s.auth.handler(authRequest(path, body, { cookie: who.cookie }))).status, path).toBe(404);
        expect((await authRouteAction(routeArgs(authRequest(path, body, { cookie: who.cookie })))).status, path).toBe(404);
      }
    }
    expect(await s.db.select().from(organization)).toEqual(before);
    expect(await s.outbox("stranger@example.org")).toEqual([]);
    // Nor by our own code: the plugin creates no company (the sign-up does) and deletes none (decision 014).
    await expect(
      s.auth.api.createOrganization({ headers: headers(seeker), body: { name: "Seeker GmbH", slug: "seeker-gmbh" } }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      s.auth.api.deleteOrganization({ headers: headers(owner), body: { organizationId: companyId } }),
    ).rejects.toThrow();
    expect(await s.db.select().from(organization).where(eq(organization.id, companyId))).toHaveLength(1);
  });

  it("a recruiter cannot invite; an owner and an admin can, only with the three company roles", async () => {
    await expect(invite(recruiter, "new@example.org")).rejects.toMatchObject({ statusCode: 403 });
    expect(await s.outbox("new@example.org")).toHaveLength(0);
    expect((await invite(owner, "colleague@example.org")).status).toBe("pending");
    expect((await invite(admin, "second@example.org", "admin")).role).toBe("admin");
    await expect(invite(owner, "third@example.org", "member")).rejects.toMatchObject({
      statusCode: 400,
      body: expect.objectContaining({ message: "The role must be owner, admin or recruiter." }),
    });
  });

  it("an invitation mail carries no text the inviter chose, and names a company only once it is verified", async () => {
    const [mail] = await s.outbox("colleague@example.org");
    const [row] = await s.db.select().from(invitation).where(eq(invitation.email, "colleague@example.org"));
    expect(mail?.subject).toBe("You are invited to join a company's team on PearlBridge Jobs");
    expect(mail?.text).toContain(`/employer/invitations/${row!.id}`);
    for (const chosen of ["Kampala Pflege", "Greta", owner.email]) expect(mail?.text).not.toContain(chosen);
    // Once an administrator has verified the company, its checked name is in the mail.
    await s.db.update(companyProfiles).set({ verified: true }).where(eq(companyProfiles.organizationId, companyId));
    await invite(owner, "fourth@example.org");
    const [verifiedMail] = await s.outbox("fourth@example.org");
    expect(verifiedMail?.subject).toBe("You are invited to join Kampala Pflege GmbH on PearlBridge Jobs");
    expect(verifiedMail?.text).not.toContain(owner.email);
    await s.db.update(companyProfiles).set({ verified: false }).where(eq(companyProfiles.organizationId, companyId));
  });

  it("a job seeker who is somehow a member cannot invite", async () => {
    await s.auth.api.addMember({ body: { userId: seeker.id, organizationId: companyId, role: "admin" } });
    await s.auth.api.setActiveOrganization({ headers: headers(seeker), body: { organizationId: companyId } });
    await expect(invite(seeker, "via-seeker@example.org")).rejects.toMatchObject({
      statusCode: 403,
      body: expect.objectContaining({ message: invitationTexts.notEmployer() }),
    });
    expect(await s.outbox("via-seeker@example.org")).toEqual([]);
    await s.db.delete(member).where(and(eq(member.userId, seeker.id), eq(member.organizationId, companyId)));
  });

  it(`an employer sends at most ${INVITATIONS_PER_HOUR} invitations an hour through the team form; each is in the audit log`, async () => {
    const sender = await createSignedInUser(s, { name: "Burst Sender", companyName: "Burst Test GmbH" });
    const addresses = Array.from({ length: INVITATIONS_PER_HOUR + 2 }, (_, i) => `burst-${i}@example.org`);
    const answers = [];
    for (const email of addresses) answers.push(await inviteByForm(sender, email));
    expect(answers.slice(0, INVITATIONS_PER_HOUR).map((a) => a.status)).toEqual(Array(INVITATIONS_PER_HOUR).fill(302));
    for (const refused of answers.slice(INVITATIONS_PER_HOUR)) {
      expect(refused.status).toBe(429);
      expect(fieldMessages(refused.body)).toEqual({ email: invitationTexts.tooMany() });
    }
    const mailed = [];
    for (const address of addresses) mailed.push((await s.outbox(address)).length);
    expect(mailed).toEqual([...Array(INVITATIONS_PER_HOUR).fill(1), 0, 0]);
    const audit = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "member.invite"), eq(auditLog.actorId, sender.id)));
    expect(audit).toHaveLength(INVITATIONS_PER_HOUR);
  });

  it("no company's address shadows another's id, slug or name", async () => {
    // A company named after another's id, slug or (slug-shaped) name gets an address of its own.
    await s.db.insert(organization).values({ id: "org-shadow-a", name: "shadowco", slug: "shadow-a" });
    await s.db.insert(companyProfiles).values({ organizationId: "org-shadow-a" });
    for (const name of ["org-shadow-a", "shadow-a", "ShadowCo"]) {
      const { slug } = await createCompany(s.db, { name, ownerId: owner.id });
      expect(slug, name).not.toBe(name.toLowerCase());
      expect((await loadCompany(slug, s.db))?.company?.name, name).toBe(name);
    }
    // A slug stored earlier with another company's id (through the plugin, before its endpoints were closed)
    // does not take that company's page: the id wins.
    await s.db.insert(organization).values({ id: "org-shadow-b", name: "Shadow B GmbH", slug: "org-shadow-a-" });
    await s.db.update(organization).set({ slug: "org-shadow-a" }).where(eq(organization.id, "org-shadow-b"));
    await s.db.insert(companyProfiles).values({ organizationId: "org-shadow-b" });
    expect(await loadCompany("org-shadow-a", s.db)).toEqual({ redirectTo: "/company/shadow-a" });
  });
});
