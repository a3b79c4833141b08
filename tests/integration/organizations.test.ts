/** Companies as Better Auth organizations: roles owner, admin and recruiter, invitations by e-mail (decision 014). */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyProfiles, invitation, member, organization } from "#db/schema.ts";
import { createSignedInUser } from "../support/accounts.ts";
import { authRequest, createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

describe("companies as organizations", () => {
  let s: TestServices;
  let owner: Account;
  let recruiter: Account;
  let admin: Account;
  let companyId: string;

  const call = (path: string, body: unknown, who: Account) => s.auth.handler(authRequest(path, body, { cookie: who.cookie }));

  beforeAll(async () => {
    s = await createTestServices();
    owner = await createSignedInUser(s, { name: "Greta Owner" });
    recruiter = await createSignedInUser(s, { name: "Rita Recruiter" });
    admin = await createSignedInUser(s, { name: "Adam Admin" });
  });
  afterAll(() => s.close());

  it("creates a company with its creator as owner and an unverified public profile", async () => {
    const res = await call("/organization/create", { name: "Kampala Pflege GmbH", slug: "kampala-pflege" }, owner);
    expect(res.status, await res.clone().text()).toBe(200);
    const [org] = await s.db.select().from(organization).where(eq(organization.slug, "kampala-pflege"));
    expect(org?.name).toBe("Kampala Pflege GmbH");
    companyId = org!.id;
    const members = await s.db.select().from(member).where(eq(member.organizationId, companyId));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[owner.id, "owner"]]);
    const [profile] = await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, companyId));
    expect(profile).toMatchObject({ verified: false, suspended: false });
  });

  it("refuses a logo URL through the plugin (logos go through our upload checks)", async () => {
    const res = await call(
      "/organization/update",
      { organizationId: companyId, data: { logo: "https://evil.example/x.svg" } },
      owner,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Unsupported field: logo");
  });

  it("adds a recruiter and an admin as members", async () => {
    await s.auth.api.addMember({ body: { userId: recruiter.id, organizationId: companyId, role: "recruiter" } });
    await s.auth.api.addMember({ body: { userId: admin.id, organizationId: companyId, role: "admin" } });
    const members = await s.db
      .select({ userId: member.userId, role: member.role })
      .from(member)
      .where(eq(member.organizationId, companyId));
    expect(members).toEqual(
      expect.arrayContaining([
        { userId: recruiter.id, role: "recruiter" },
        { userId: admin.id, role: "admin" },
      ]),
    );
  });

  it("a recruiter cannot invite, remove a member or change a role", async () => {
    const invite = await call(
      "/organization/invite-member",
      { email: "new@example.org", role: "recruiter", organizationId: companyId },
      recruiter,
    );
    expect(invite.status).toBe(403);
    const remove = await call(
      "/organization/remove-member",
      { memberIdOrEmail: admin.email, organizationId: companyId },
      recruiter,
    );
    // Better Auth answers this one 401 ("not allowed to delete this member"), the others 403.
    expect([401, 403]).toContain(remove.status);
    const [adminMember] = await s.db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.organizationId, companyId), eq(member.userId, admin.id)));
    const promote = await call(
      "/organization/update-member-role",
      { memberId: adminMember!.id, role: "owner", organizationId: companyId },
      recruiter,
    );
    expect([401, 403]).toContain(promote.status);
    const still = await s.db
      .select({ userId: member.userId, role: member.role })
      .from(member)
      .where(eq(member.organizationId, companyId));
    expect(still).toEqual(expect.arrayContaining([{ userId: admin.id, role: "admin" }]));
    expect(await s.db.select().from(invitation).where(eq(invitation.organizationId, companyId))).toHaveLength(0);
    expect(await s.outbox("new@example.org")).toHaveLength(0);
  });

  it("an owner and an admin invite by e-mail, only with the three company roles", async () => {
    const res = await call(
      "/organization/invite-member",
      { email: "colleague@example.org", role: "recruiter", organizationId: companyId },
      owner,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const [mail] = await s.outbox("colleague@example.org");
    expect(mail?.subject).toBe("You are invited to join Kampala Pflege GmbH on PearlBridge Jobs");
    const [row] = await s.db.select().from(invitation).where(eq(invitation.email, "colleague@example.org"));
    expect(mail?.text).toContain(`/employer/invitations/${row!.id}`);
    expect(row).toMatchObject({ role: "recruiter", status: "pending", inviterId: owner.id });

    const byAdmin = await call(
      "/organization/invite-member",
      { email: "second@example.org", role: "admin", organizationId: companyId },
      admin,
    );
    expect(byAdmin.status).toBe(200);
    const wrongRole = await call(
      "/organization/invite-member",
      { email: "third@example.org", role: "member", organizationId: companyId },
      owner,
    );
    expect(wrongRole.status).toBe(400);
    expect(await wrongRole.text()).toContain("The role must be owner, admin or recruiter.");
  });

  it("an admin removes a member; nobody deletes a company", async () => {
    const res = await call("/organization/remove-member", { memberIdOrEmail: recruiter.email, organizationId: companyId }, admin);
    expect(res.status, await res.clone().text()).toBe(200);
    const left = await s.db.select({ userId: member.userId }).from(member).where(eq(member.organizationId, companyId));
    expect(left.map((m) => m.userId)).not.toContain(recruiter.id);
    const del = await call("/organization/delete", { organizationId: companyId }, owner);
    expect(del.status).toBeGreaterThanOrEqual(400);
    expect(await s.db.select().from(organization).where(eq(organization.id, companyId))).toHaveLength(1);
  });
});
