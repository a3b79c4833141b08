/**
 * The employer side's company profile and logo, dashboard, and the refusals of every employer page, through the
 * pages' loaders and actions. Sign-up, invitations and team: employers.test.ts.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companyProfiles, dashboardVisits, jobApplications, jobs, jobViews } from "#db/schema.ts";
import { loader as dashboardLoader } from "#app/routes/employer/dashboard.tsx";
import { action as companyAction, loader as companyLoader } from "#app/routes/employer/company.tsx";
import { action as teamAction, loader as teamLoader } from "#app/routes/employer/team.tsx";
import { loader as mediaLoader } from "#app/routes/media.ts";
import { SVG_LOGO } from "../support/files.ts";
import { filesUnder } from "../support/profiles.ts";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { publishedNow } from "../support/companies.ts";
import { call, fieldMessages, setUpEmployers } from "../support/employer-accounts.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

function multipart(path: string, fields: Record<string, string | File>, cookie: string): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie }, body });
}

const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#1e40af" } })
    .png()
    .toBuffer();
describe("employers: company, dashboard, authorization", () => {
  let s: TestServices;
  let ownerA: Account;
  let recruiterA: Account;
  let ownerB: Account;
  let seeker: Account;
  let companyA: string;
  let companyB: string;

  beforeAll(async () => {
    s = await createTestServices();
    ({ ownerA, recruiterA, ownerB, seeker, companyA, companyB } = await setUpEmployers(s));
  });
  afterAll(() => s.close());

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
              { ...base, industry: "Altenpflege", logo: new File([new Uint8Array(1024 * 1024 + 10)], "big.png") },
              ownerA.cookie,
            ),
          ),
        ),
      );
      expect(big).toMatchObject({ status: 413, body: { logoError: "The image is larger than 1 MB." } });
      // The other fields come back as typed, for the form drawn anew.
      expect(JSON.stringify(big.body)).toContain("Altenpflege");
    });

    it("keeps one logo file when four uploads replace the logo at once: the one the company points to", async () => {
      const upload = async (size: number) =>
        call(async () =>
          companyAction(
            routeArgs(
              multipart(
                "/employer/company",
                { intent: "save", name: "Beta Bau GmbH", logo: new File([await png(size)], "logo.png", { type: "image/png" }) },
                ownerB.cookie,
              ),
            ),
          ),
        );
      const storageDir = (s.config.storage as { dir: string }).dir;
      const logoKey = async () =>
        (
          await s.db
            .select({ key: companyProfiles.logoKey })
            .from(companyProfiles)
            .where(eq(companyProfiles.organizationId, companyB))
        )[0]?.key;
      const others = new Set(filesUnder(path.join(storageDir, "logos")));
      const first = await upload(24);
      expect([302, 303]).toContain(first.status);
      const firstKey = await logoKey();
      others.delete(path.join(storageDir, firstKey!));

      const results = await Promise.all([32, 40, 48, 56].map(upload));
      expect(results.map((r) => r.status).every((status) => status === 302 || status === 303)).toBe(true);
      const current = await logoKey();
      expect(current).not.toBe(firstKey);
      // Of the five files written, only the company's logo is left: each replaced one was deleted, also in the race.
      const left = filesUnder(path.join(storageDir, "logos")).filter((f) => !others.has(f));
      expect(left.map((f) => path.relative(storageDir, f))).toEqual([current]);
      const served = await mediaLoader(routeArgs(new Request(`${TEST_ORIGIN}/media/${current}`), { "*": current! }));
      expect(served.status).toBe(200);
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
