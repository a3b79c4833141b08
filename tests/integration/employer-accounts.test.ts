/** Employer and administrator accounts: the kind fixed at sign-up, the company it creates, ADMIN_EMAILS. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyProfiles, member, organization, user } from "#db/schema.ts";
import { getUser } from "#app/features/auth/public.server.ts";
import { setAdminByEmail } from "#app/features/auth/admins.server.ts";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import { createSignedInUser, pageRequest } from "../support/accounts.ts";
import { authRequest, createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

describe("employer and administrator accounts", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices({ ADMIN_EMAILS: " Boss@Example.org , other@example.org" });
  });
  afterAll(() => s.close());

  it("an employer sign-up makes an employer account that owns a new, unverified company", async () => {
    const employer = await createSignedInUser(s, { companyName: "Rhein Logistik GmbH" });
    const me = await getUser(pageRequest("/", { cookie: employer.cookie }));
    expect(me).toMatchObject({ kind: "employer", isAdmin: false });
    const [org] = await s.db.select().from(organization).where(eq(organization.name, "Rhein Logistik GmbH"));
    expect(org?.slug).toBe("rhein-logistik-gmbh");
    const members = await s.db.select().from(member).where(eq(member.organizationId, org!.id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[employer.id, "owner"]]);
    const [profile] = await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, org!.id));
    expect(profile).toMatchObject({ verified: false, suspended: false });

    const url = new URL("http://localhost:3999/employer");
    const ctx = await requireEmployer(pageRequest("/employer", { cookie: employer.cookie }), url);
    expect(ctx.company).toMatchObject({ name: "Rhein Logistik GmbH", role: "owner", verified: false });
  });

  it("a second company of the same name gets its own address", async () => {
    await createSignedInUser(s, { companyName: "Rhein Logistik GmbH" });
    const slugs = (
      await s.db.select({ slug: organization.slug }).from(organization).where(eq(organization.name, "Rhein Logistik GmbH"))
    ).map((r) => r.slug);
    expect(slugs.sort()).toEqual(["rhein-logistik-gmbh", "rhein-logistik-gmbh-2"]);
  });

  it("a job seeker account stays one, and employer pages refuse it with 403 job_seeker", async () => {
    const seeker = await createSignedInUser(s);
    expect(await getUser(pageRequest("/", { cookie: seeker.cookie }))).toMatchObject({ kind: "job_seeker" });
    const refused = await requireEmployer(
      pageRequest("/employer", { cookie: seeker.cookie }),
      new URL("http://localhost:3999/employer"),
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ init: { status: 403 }, data: { reason: "job_seeker" } });
  });

  it("the kind and the admin flag cannot be set through the sign-up endpoint", async () => {
    const res = await s.auth.handler(
      authRequest("/sign-up/email", {
        name: "Sneaky",
        email: "sneaky@example.org",
        password: "secret-pass",
        phoneNumber: "+256 700 123456",
        kind: "employer",
        isAdmin: true,
      }),
    );
    expect(res.status).toBeGreaterThanOrEqual(200);
    const [row] = await s.db
      .select({ kind: user.kind, isAdmin: user.isAdmin })
      .from(user)
      .where(eq(user.email, "sneaky@example.org"));
    expect(row ?? { kind: "job_seeker", isAdmin: false }).toEqual({ kind: "job_seeker", isAdmin: false });
  });

  it("refuses an employer sign-up with a company name that is too short, under the field", async () => {
    const res = await s.auth.handler(
      authRequest("/sign-up/email", {
        name: "Short Name",
        email: "short@example.org",
        password: "secret-pass",
        phoneNumber: "+256 700 123456",
        companyName: "X",
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Please enter your company's name" });
    expect(await s.db.select().from(user).where(eq(user.email, "short@example.org"))).toEqual([]);
  });

  it("ADMIN_EMAILS makes an account an administrator when it signs in, whatever the case of the address", async () => {
    const boss = await createSignedInUser(s, { email: "boss@example.org" });
    expect(await getUser(pageRequest("/", { cookie: boss.cookie }))).toMatchObject({ isAdmin: true });
    const plain = await createSignedInUser(s);
    expect(await getUser(pageRequest("/", { cookie: plain.cookie }))).toMatchObject({ isAdmin: false });
  });

  it("grants and revokes by e-mail (the admin command's functions)", async () => {
    const person = await createSignedInUser(s, { email: "helper@example.org" });
    expect(await setAdminByEmail(s.db, "Helper@Example.org", true)).toBe(true);
    expect(await getUser(pageRequest("/", { cookie: person.cookie }))).toMatchObject({ isAdmin: true });
    expect(await setAdminByEmail(s.db, "HELPER@example.org", false)).toBe(true);
    expect(await getUser(pageRequest("/", { cookie: person.cookie }))).toMatchObject({ isAdmin: false });
    expect(await setAdminByEmail(s.db, "nobody@example.org", true)).toBe(false);
  });
});
