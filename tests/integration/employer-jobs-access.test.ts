/** Who may do what with the employer's jobs: signed out, a job seeker, a member of another company, a recruiter. */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs } from "#db/schema.ts";
import * as editRoute from "#app/routes/employer/jobs.edit.tsx";
import * as listRoute from "#app/routes/employer/jobs.tsx";
import * as newRoute from "#app/routes/employer/jobs.new.tsx";
import { createSignedInUser, routeArgs } from "../support/accounts.ts";
import { createJobAs, FORM, get, post, setUpJobCompanies, jobRowOf } from "../support/employer-jobs.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

describe("employer jobs", () => {
  let s: TestServices;
  let alpha: Account; // owner of Alpha GmbH (unverified)
  let beta: Account; // owner of Beta AG (verified)
  let recruiter: Account; // recruiter of Alpha GmbH
  let seeker: Account;
  let betaId: string;

  const jobRow = (id: string) => jobRowOf(s, id);

  const createJob = (account: Account, form: Record<string, string> = FORM, intent = "draft") =>
    createJobAs(s, account, form, intent);

  beforeAll(async () => {
    s = await createTestServices();
    ({ alpha, beta, recruiter, seeker, betaId } = await setUpJobCompanies(s));
  });
  afterAll(() => s.close());

  describe("who may do what", () => {
    let alphaJob: string;
    beforeAll(async () => {
      alphaJob = (await createJob(alpha, { ...FORM, title: "Alpha Only" })).id;
    });

    const calls = (jobId: string) => [
      { name: "list", run: (a?: Account) => listRoute.loader(routeArgs(get("/employer/jobs", a))) },
      { name: "new form", run: (a?: Account) => newRoute.loader(routeArgs(get("/employer/jobs/new", a))) },
      {
        name: "create",
        run: (a?: Account) => newRoute.action(routeArgs(post("/employer/jobs/new", { ...FORM, intent: "draft" }, a))),
      },
      {
        name: "edit form",
        run: (a?: Account) => editRoute.loader(routeArgs(get(`/employer/jobs/${jobId}/edit`, a), { id: jobId })),
      },
      {
        name: "save",
        run: (a?: Account) =>
          editRoute.action(
            routeArgs(post(`/employer/jobs/${jobId}/edit`, { ...FORM, title: "Hijacked", intent: "publish" }, a), { id: jobId }),
          ),
      },
      ...["submit", "close", "reopen", "duplicate"].map((intent) => ({
        name: intent,
        run: (a?: Account) => listRoute.action(routeArgs(post("/employer/jobs", { intent, jobId }, a))),
      })),
      {
        name: "extend",
        run: (a?: Account) =>
          listRoute.action(routeArgs(post("/employer/jobs", { intent: "extend", jobId, deadline: "2099-01-01" }, a))),
      },
    ];

    it("signed out: every page and action sends to /auth", async () => {
      for (const call of calls(alphaJob)) {
        const res = await outcome(() => call.run());
        expect([call.name, res.status, res.location?.startsWith("/auth?redirectTo=")]).toEqual([call.name, 302, true]);
      }
    });

    it("a job seeker: 403 everywhere", async () => {
      for (const call of calls(alphaJob)) {
        const res = await outcome(() => call.run(seeker));
        expect([call.name, res.status, res.data]).toEqual([call.name, 403, { reason: "job_seeker" }]);
      }
    });

    it("a member of another company: 404 on the job, and nothing changes", async () => {
      const before = await jobRow(alphaJob);
      const [logBefore] = await s.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.targetId, alphaJob));
      for (const call of calls(alphaJob).filter((c) => !["list", "new form", "create"].includes(c.name))) {
        const res = await outcome(() => call.run(beta));
        expect([call.name, res.status]).toEqual([call.name, 404]);
      }
      expect(await jobRow(alphaJob)).toEqual(before);
      const [logAfter] = await s.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.targetId, alphaJob));
      expect(logAfter?.n).toBe(logBefore?.n);
      const copies = await s.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.companyId, betaId), eq(jobs.title, "Alpha Only")));
      expect(copies).toEqual([]);
      // And Alpha's job is not in Beta's list.
      const list = await outcome(() => listRoute.loader(routeArgs(get("/employer/jobs", beta))));
      expect((list.data as { jobs: { id: string }[] }).jobs.map((j) => j.id)).not.toContain(alphaJob);
    });

    it("a recruiter of the company works on its jobs", async () => {
      const list = await outcome(() => listRoute.loader(routeArgs(get("/employer/jobs", recruiter))));
      expect((list.data as { jobs: { id: string }[] }).jobs.map((j) => j.id)).toContain(alphaJob);
      const edit = await outcome(() =>
        editRoute.loader(routeArgs(get(`/employer/jobs/${alphaJob}/edit`, recruiter), { id: alphaJob })),
      );
      expect(edit.status).toBe(200);
      const saved = await outcome(() =>
        editRoute.action(
          routeArgs(post(`/employer/jobs/${alphaJob}/edit`, { ...FORM, title: "Alpha Only", intent: "publish" }, recruiter), {
            id: alphaJob,
          }),
        ),
      );
      expect(saved.location).toBe("/employer/jobs");
      expect((await jobRow(alphaJob))?.status).toBe("pending_review");
      const [logged] = await s.db
        .select({ actor: auditLog.actorEmail })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, alphaJob), eq(auditLog.action, "job.submit")));
      expect(logged?.actor).toBe(recruiter.email);
      const dup = await outcome(() =>
        listRoute.action(routeArgs(post("/employer/jobs", { intent: "duplicate", jobId: alphaJob }, recruiter))),
      );
      expect(dup.location).toMatch(/^\/employer\/jobs\/.+\/edit$/);
    });
  });
});
