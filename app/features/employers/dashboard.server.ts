import { and, asc, count, desc, eq, gt, gte, sql, sum } from "drizzle-orm";
import { companyProfiles, dashboardVisits, jobApplications, jobs, jobViews } from "#db/schema.ts";
import { db } from "#app/lib/services.server.ts";
import { DASHBOARD_DAYS, fillDays, nextVisit, windowStart, type DayCount } from "./dashboard.ts";
import type { EmployerContext } from "#app/features/auth/public.server.ts";

export interface DashboardJob {
  id: string;
  title: string;
  location: string;
  deadline: string | null;
  applicants: number;
  views: number;
}

export interface Dashboard {
  openJobs: DashboardJob[];
  /** Every job of the company viewed in the window, most viewed first (open or not). */
  jobViews: { id: string; title: string; views: number }[];
  newApplications: number;
  /** The visit "new" counts from; null on the first visit (then every application is new). */
  previousVisitAt: string | null;
  perDay: DayCount[];
  totalApplications: number;
  /** Whether the company has any job at all, and a profile with something in it (the guiding empty states). */
  hasJobs: boolean;
  profileComplete: boolean;
}

/**
 * Records this visit of the member to the company's dashboard and returns the one "new" counts from
 * (dashboard.ts: reloads within half an hour are the same visit). The row is locked while it is read and
 * written, so two tabs opening at once cannot both move it.
 */
export async function recordDashboardVisit(userId: string, companyId: string, now = new Date()): Promise<Date | null> {
  return db().transaction(async (tx) => {
    const [stored] = await tx
      .select({ previousVisitAt: dashboardVisits.previousVisitAt, lastVisitAt: dashboardVisits.lastVisitAt })
      .from(dashboardVisits)
      .where(and(eq(dashboardVisits.userId, userId), eq(dashboardVisits.organizationId, companyId)))
      .for("update");
    const visit = nextVisit(stored ?? null, now);
    await tx
      .insert(dashboardVisits)
      .values({ userId, organizationId: companyId, ...visit })
      .onConflictDoUpdate({ target: [dashboardVisits.userId, dashboardVisits.organizationId], set: visit });
    return visit.previousVisitAt;
  });
}

/** The figures of the company's dashboard. Every query is limited to `companyId`'s jobs. */
export async function loadDashboard(ctx: EmployerContext, now = new Date()): Promise<Dashboard> {
  const companyId = ctx.company.companyId;
  const previousVisitAt = await recordDashboardVisit(ctx.user.id, companyId, now);
  const since = windowStart(now, DASHBOARD_DAYS);
  const sinceMoment = new Date(`${since}T00:00:00Z`);
  const ofCompany = eq(jobs.companyId, companyId);

  const applicantCounts = db()
    .select({ jobId: jobApplications.jobId, n: count().as("n") })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(ofCompany)
    .groupBy(jobApplications.jobId)
    .as("applicant_counts");
  const viewSums = db()
    .select({ jobId: jobViews.jobId, n: sum(jobViews.views).mapWith(Number).as("views") })
    .from(jobViews)
    .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
    .where(and(ofCompany, gte(jobViews.day, since)))
    .groupBy(jobViews.jobId)
    .as("view_sums");

  const [openJobs, viewed, newCount, perDayRows, total, anyJob, profile] = await Promise.all([
    db()
      .select({
        id: jobs.id,
        title: jobs.title,
        location: jobs.location,
        deadline: jobs.applicationDeadline,
        applicants: sql<number>`coalesce(${applicantCounts.n}, 0)`.mapWith(Number),
        views: sql<number>`coalesce(${viewSums.n}, 0)`.mapWith(Number),
      })
      .from(jobs)
      .leftJoin(applicantCounts, eq(applicantCounts.jobId, jobs.id))
      .leftJoin(viewSums, eq(viewSums.jobId, jobs.id))
      .where(and(ofCompany, eq(jobs.status, "published"), gt(jobs.applicationDeadline, now)))
      .orderBy(asc(jobs.applicationDeadline), asc(jobs.title)),
    db()
      .select({ id: jobs.id, title: jobs.title, views: viewSums.n })
      .from(viewSums)
      .innerJoin(jobs, eq(jobs.id, viewSums.jobId))
      .orderBy(desc(viewSums.n), asc(jobs.title))
      .limit(50),
    db()
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(ofCompany, previousVisitAt ? gt(jobApplications.createdAt, previousVisitAt) : undefined)),
    db()
      .select({
        day: sql<string>`to_char(${jobApplications.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
        count: count(),
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(ofCompany, gte(jobApplications.createdAt, sinceMoment)))
      .groupBy(sql`1`),
    db().select({ n: count() }).from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId)).where(ofCompany),
    db().select({ id: jobs.id }).from(jobs).where(ofCompany).limit(1),
    db()
      .select({ logoKey: companyProfiles.logoKey, about: companyProfiles.about, industry: companyProfiles.industry })
      .from(companyProfiles)
      .where(eq(companyProfiles.organizationId, companyId)),
  ]);

  const p = profile[0];
  return {
    openJobs: openJobs.map((j) => ({ ...j, deadline: j.deadline?.toISOString() ?? null })),
    jobViews: viewed.map((v) => ({ ...v, views: Number(v.views ?? 0) })),
    newApplications: newCount[0]?.n ?? 0,
    previousVisitAt: previousVisitAt?.toISOString() ?? null,
    perDay: fillDays(perDayRows, now, DASHBOARD_DAYS),
    totalApplications: total[0]?.n ?? 0,
    hasJobs: anyJob.length > 0,
    profileComplete: Boolean(p && p.about.trim() && p.industry.trim()),
  };
}
