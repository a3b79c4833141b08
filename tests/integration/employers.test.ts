/** The employer side's accounts, company profile, team and dashboard, through the pages' loaders and actions. */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  companyProfiles,
  dashboardVisits,
  invitation,
  jobApplications,
  jobs,
  jobViews,
  member,
  organization,
  user,
} from "#db/schema.ts";
import { action as authAction } from "#app/routes/auth.tsx";
import { action as registerAction, loader as registerLoader } from "#app/routes/employers-register.tsx";
import { loader as dashboardLoader } from "#app/routes/employer-dashboard.tsx";
import { action as companyAction, loader as companyLoader } from "#app/routes/employer-company.tsx";
import { action as teamAction, loader as teamLoader } from "#app/routes/employer-team.tsx";
import { action as invitationAction, loader as invitationLoader } from "#app/routes/employer-invitation.tsx";
import { action as switchAction } from "#app/routes/employer-switch.ts";
import { loader as mediaLoader } from "#app/routes/media.ts";
import { SVG_LOGO } from "../support/files.ts";
import { createSignedInUser, pageRequest, routeArgs, verifyEmail } from "../support/accounts.ts";
import { publishedNow } from "../support/companies.ts";
import { authRequest, createTestServices, sessionCookie, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/** Status, body and headers of whatever a loader or action returned or threw. */
async function call(fn: () => unknown) {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: undefined as unknown, headers: result.headers };
  const d = result as { data?: unknown; init?: { status?: number } | null; type?: string };
  if (d && typeof d === "object" && "data" in d) {
    return { status: d.init?.status ?? 200, body: d.data as Record<string, unknown>, headers: new Headers() };
  }
  return { status: 200, body: result as Record<string, unknown>, headers: new Headers() };
}

const fieldMessages = (body: unknown) => {
  const error = ((body as { result?: { error?: Record<string, string[] | null> } })?.result?.error ?? {}) as Record<
    string,
    string[] | null
  >;
  return Object.fromEntries(Object.entries(error).map(([k, v]) => [k, v?.[0]]));
};

/** Where the verification link's sign-in page returns to afterwards. */
function returnAfterVerification(link: string | undefined): string | null {
  const callback = new URL(link ?? "http://x").searchParams.get("callbackURL") ?? "";
  return new URL(callback, TEST_ORIGIN).searchParams.get("redirectTo");
}

let ip = 0;
const nextIp = () => `192.0.2.${(ip++ % 250) + 1}`;

function multipart(path: string, fields: Record<string, string | File>, cookie: string): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie }, body });
}

const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#1e40af" } })
    .png()
    .toBuffer();

describe("employers: accounts, company, team, dashboard", () => {
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
    ownerA = await createSignedInUser(s, { companyName: "Alpha Pflege GmbH" });
    ownerB = await createSignedInUser(s, { companyName: "Beta Bau GmbH" });
    recruiterA = await createSignedInUser(s, { companyName: "Recruiter Home GmbH" });
    seeker = await createSignedInUser(s);
    companyA = await companyOf(ownerA.id);
    companyB = await companyOf(ownerB.id);
    await s.auth.api.addMember({ body: { userId: recruiterA.id, organizationId: companyA, role: "recruiter" } });
    // The recruiter works in company A (their own company stays their second).
    await s.auth.api.setActiveOrganization({
      headers: new Headers({ cookie: recruiterA.cookie }),
      body: { organizationId: companyA },
    });
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
      await verifyEmail(s, form.email);
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

      await verifyEmail(s, "jonas@alpha-pflege.de");
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
      const direct = await s.auth.handler(
        authRequest("/organization/accept-invitation", { invitationId: seekerInvite.id }, { cookie: seeker.cookie }),
      );
      expect(direct.status).toBe(403);
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

  describe("company profile and logo", () => {
    it("validates the fields on the server, with messages under them", async () => {
      const res = await call(() =>
        companyAction(
          routeArgs(
            multipart(
              "/employer/company",
              { intent: "save", name: "A", website: "javascript:alert(1)", about: "x".repeat(2001), industry: "y".repeat(81) },
              ownerA.cookie,
            ),
          ),
        ),
      );
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body)).toEqual({
        name: "Please enter your company's name",
        website: "Please enter a web address starting with http:// or https://",
        about: "Please keep the description under 2000 characters",
        industry: "Please keep the industry under 80 characters",
      });
    });

    it("refuses a recruiter's save (404) and shows them the profile read-only", async () => {
      const page = await call(() => companyLoader(routeArgs(pageRequest("/employer/company", { cookie: recruiterA.cookie }))));
      expect(page.body).toMatchObject({ canEdit: false, profile: { name: "Alpha Pflege GmbH" } });
      const res = await call(() =>
        companyAction(routeArgs(multipart("/employer/company", { intent: "save", name: "Hacked" }, recruiterA.cookie))),
      );
      expect(res.status).toBe(404);
    });

    it("refuses an SVG, a renamed file and a file over 1 MB under the logo field", async () => {
      const base = { intent: "save", name: "Alpha Pflege GmbH" };
      const svg = await call(() =>
        companyAction(
          routeArgs(
            multipart(
              "/employer/company",
              { ...base, logo: new File([SVG_LOGO], "logo.svg", { type: "image/svg+xml" }) },
              ownerA.cookie,
            ),
          ),
        ),
      );
      expect(svg).toMatchObject({ status: 400, body: { logoError: "Please upload a PNG, JPEG or WebP image." } });
      const renamed = await call(() =>
        companyAction(
          routeArgs(
            multipart(
              "/employer/company",
              { ...base, logo: new File(["%PDF-1.4 not an image"], "logo.png", { type: "image/png" }) },
              ownerA.cookie,
            ),
          ),
        ),
      );
      expect(renamed.body).toMatchObject({ logoError: "Please upload a PNG, JPEG or WebP image." });
      const big = await call(() =>
        companyAction(
          routeArgs(
            multipart(
              "/employer/company",
              { ...base, logo: new File([new Uint8Array(1024 * 1024 + 10)], "big.png") },
              ownerA.cookie,
            ),
          ),
        ),
      );
      expect(big).toMatchObject({ status: 413, body: { logoError: "The image is larger than 1 MB." } });
    });

    it("stores a PNG as WebP, renames the company (and its jobs), replaces and deletes the old logo, serves it on /media", async () => {
      await s.db.insert(jobs).values(jobRow("alpha-job-1", companyA, "Alpha Pflege GmbH", "Pflegefachkraft"));
      const save = (logo: File, name: string) =>
        call(() =>
          companyAction(
            routeArgs(
              multipart(
                "/employer/company",
                {
                  intent: "save",
                  name,
                  industry: "Healthcare",
                  headquarters: "Hamburg",
                  website: "https://alpha-pflege.de",
                  about: "Care homes in Hamburg.",
                  logo,
                },
                ownerA.cookie,
              ),
            ),
          ),
        );
      const first = await save(new File([await png(600)], "logo.png", { type: "image/png" }), "Alpha Pflege Nord GmbH");
      expect([302, 303]).toContain(first.status);
      const [p1] = await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, companyA));
      expect(p1).toMatchObject({ industry: "Healthcare", headquarters: "Hamburg", website: "https://alpha-pflege.de" });
      const key1 = p1!.logoKey!;
      expect(key1).toMatch(/^logos\/[0-9a-f-]+\.webp$/);
      expect(await s.storage.exists(key1)).toBe(true);
      const [job] = await s.db.select({ company: jobs.company }).from(jobs).where(eq(jobs.id, "alpha-job-1"));
      expect(job?.company).toBe("Alpha Pflege Nord GmbH");

      const media = await mediaLoader(routeArgs(new Request(`${TEST_ORIGIN}/media/${key1}`), { "*": key1 }));
      expect(media.status).toBe(200);
      expect(media.headers.get("content-type")).toBe("image/webp");
      expect(media.headers.get("x-content-type-options")).toBe("nosniff");
      expect(media.headers.get("cache-control")).toContain("immutable");
      const bytes = Buffer.from(await media.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });

      const second = await save(new File([await png(64)], "logo2.png", { type: "image/png" }), "Alpha Pflege Nord GmbH");
      expect([302, 303]).toContain(second.status);
      const [p2] = await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, companyA));
      expect(p2!.logoKey).not.toBe(key1);
      expect(await s.storage.exists(key1)).toBe(false);
      expect((await mediaLoader(routeArgs(new Request(`${TEST_ORIGIN}/media/${key1}`), { "*": key1 }))).status).toBe(404);
      expect((await mediaLoader(routeArgs(new Request(`${TEST_ORIGIN}/media/cvs/x.pdf`), { "*": "cvs/x.pdf" }))).status).toBe(
        404,
      );

      const actions = (
        await s.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.organizationId, companyA))
      ).map((r) => r.action);
      expect(actions.filter((a) => a === "company.logo")).toHaveLength(2);
      expect(actions).toContain("company.update");
    });
  });

  describe("dashboard", () => {
    it("counts open jobs, new applications since the last visit, applications per day and views per job", async () => {
      const now = new Date();
      await s.db.insert(jobs).values(jobRow("beta-open", companyB, "Beta Bau GmbH", "Maurer"));
      await s.db.insert(jobs).values({
        ...jobRow("beta-draft", companyB, "Beta Bau GmbH", "Entwurf"),
        status: "draft",
        publishedAt: null,
        applicationDeadline: null,
      });
      const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      await s.db.insert(jobViews).values([
        { jobId: "beta-open", day: day(0), views: 7 },
        { jobId: "beta-open", day: day(3), views: 5 },
        { jobId: "beta-open", day: day(40), views: 100 },
      ]);
      // Company A's views and applications must not count for B.
      await s.db.insert(jobViews).values({ jobId: "alpha-job-1", day: day(0), views: 50 });
      await s.db.insert(jobApplications).values([
        { userId: seeker.id, jobId: "beta-open", createdAt: new Date(now.getTime() - 2 * 86_400_000) },
        { userId: seeker.id, jobId: "alpha-job-1", createdAt: now },
      ]);

      const first = await call(() => dashboardLoader(routeArgs(pageRequest("/employer", { cookie: ownerB.cookie }))));
      const d = (first.body as { dashboard: Record<string, unknown> }).dashboard as {
        openJobs: { id: string; applicants: number; views: number }[];
        newApplications: number;
        perDay: { day: string; count: number }[];
        jobViews: { id: string; views: number }[];
        previousVisitAt: string | null;
      };
      expect(d.openJobs).toEqual([expect.objectContaining({ id: "beta-open", applicants: 1, views: 12 })]);
      expect(d.previousVisitAt).toBeNull();
      expect(d.newApplications).toBe(1);
      expect(d.perDay).toHaveLength(30);
      expect(d.perDay.find((x) => x.day === day(2))?.count).toBe(1);
      expect(d.perDay.reduce((n, x) => n + x.count, 0)).toBe(1);
      expect(d.jobViews).toEqual([{ id: "beta-open", title: "Maurer", views: 12 }]);

      // The next visit (after the half-hour gap) counts from this one: nothing new, until a new application.
      await s.db
        .update(dashboardVisits)
        .set({ lastVisitAt: new Date(now.getTime() - 3_600_000) })
        .where(eq(dashboardVisits.userId, ownerB.id));
      await s.db
        .insert(jobApplications)
        .values({ userId: ownerA.id, jobId: "beta-open", createdAt: new Date(now.getTime() - 60_000) });
      const second = await call(() => dashboardLoader(routeArgs(pageRequest("/employer", { cookie: ownerB.cookie }))));
      const d2 = (second.body as { dashboard: { newApplications: number; previousVisitAt: string | null } }).dashboard;
      expect(d2.previousVisitAt).not.toBeNull();
      expect(d2.newApplications).toBe(1);
    });
  });

  describe("authorization of every page", () => {
    const pages = [
      ["/employer", () => dashboardLoader],
      ["/employer/company", () => companyLoader],
      ["/employer/team", () => teamLoader],
    ] as const;

    it.each(pages)("%s: signed out → /auth, job seeker → 403 job_seeker", async (path, fn) => {
      const out = await call(() => fn()(routeArgs(pageRequest(path))));
      expect(out.status).toBe(302);
      expect(out.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
      const seekerRes = await call(() => fn()(routeArgs(pageRequest(path, { cookie: seeker.cookie }))));
      expect(seekerRes).toMatchObject({ status: 403, body: { reason: "job_seeker" } });
    });

    it("each company sees only its own data", async () => {
      const aTeam = await call(() => teamLoader(routeArgs(pageRequest("/employer/team", { cookie: recruiterA.cookie }))));
      const bTeam = await call(() => teamLoader(routeArgs(pageRequest("/employer/team", { cookie: ownerB.cookie }))));
      const emails = (r: typeof aTeam) => (r.body as { members: { email: string }[] }).members.map((m) => m.email);
      expect(emails(aTeam)).toContain(ownerA.email);
      expect(emails(aTeam)).not.toContain(ownerB.email);
      expect(emails(bTeam)).toEqual([ownerB.email]);
      // A recruiter sees no invitations.
      expect((aTeam.body as { invitations: unknown[] }).invitations).toEqual([]);
      const aCompany = await call(() =>
        companyLoader(routeArgs(pageRequest("/employer/company", { cookie: recruiterA.cookie }))),
      );
      expect((aCompany.body as { profile: { name: string } }).profile.name).toBe("Alpha Pflege Nord GmbH");
      const bDash = await call(() => dashboardLoader(routeArgs(pageRequest("/employer", { cookie: ownerB.cookie }))));
      expect(JSON.stringify(bDash.body)).not.toContain("alpha-job-1");
    });

    it("actions: signed out → /auth, job seeker → 403", async () => {
      for (const fn of [companyAction, teamAction]) {
        const out = await call(() => fn(routeArgs(pageRequest("/employer/team", { form: { intent: "leave" } }))));
        expect(out.status).toBe(302);
        const seekerRes = await call(() =>
          fn(routeArgs(pageRequest("/employer/team", { form: { intent: "leave" }, cookie: seeker.cookie }))),
        );
        expect(seekerRes.status).toBe(403);
      }
    });
  });
});

function jobRow(id: string, companyId: string, company: string, title: string) {
  return {
    id,
    title,
    companyId,
    company,
    ...publishedNow(),
    location: "Hamburg",
    citySlug: "hamburg",
    salary: "€3,000 per month",
    jobType: "Full-time",
    category: "Nursing & Healthcare",
    categorySlug: "healthcare",
    experienceLevel: "Mid Level",
    postedAt: new Date(),
    description: "Text",
    requirements: ["German B1"],
    benefits: ["Housing"],
  };
}
