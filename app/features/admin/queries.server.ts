import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { auditLog, companyProfiles, jobs, member, organization, user } from "#db/schema.ts";
import { db } from "#app/lib/services.server.ts";
import { ADMIN_PAGE_SIZE, AUDIT_PAGE_SIZE } from "./paging.ts";

/** `%term%` for ILIKE, with the searcher's own % and _ taken literally. */
function contains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const offset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

export interface AdminOverview {
  pendingJobs: number;
  publishedJobs: number;
  companies: number;
  unverifiedCompanies: number;
  suspendedCompanies: number;
  accounts: number;
}

export async function adminOverview(): Promise<AdminOverview> {
  const [[jobCounts], [companyCounts], [accounts]] = await Promise.all([
    db()
      .select({
        pending: sql<number>`count(*) filter (where ${jobs.status} = 'pending_review')::int`,
        published: sql<number>`count(*) filter (where ${jobs.status} = 'published')::int`,
      })
      .from(jobs),
    db()
      .select({
        all: sql<number>`count(*)::int`,
        unverified: sql<number>`count(*) filter (where not ${companyProfiles.verified})::int`,
        suspended: sql<number>`count(*) filter (where ${companyProfiles.suspended})::int`,
      })
      .from(companyProfiles),
    db().select({ n: count() }).from(user),
  ]);
  return {
    pendingJobs: jobCounts?.pending ?? 0,
    publishedJobs: jobCounts?.published ?? 0,
    companies: companyCounts?.all ?? 0,
    unverifiedCompanies: companyCounts?.unverified ?? 0,
    suspendedCompanies: companyCounts?.suspended ?? 0,
    accounts: accounts?.n ?? 0,
  };
}

export interface PendingJob {
  id: string;
  title: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  companyVerified: boolean;
  submittedAt: string;
  description: string;
  requirements: string[];
  benefits: string[];
  skills: string[];
  /** Set when the job was public before: these are changes to a job that was published (or closed). */
  publishedAt: string | null;
  /** Set when the employer had closed the job before changing it: approving closes it again. */
  closedAt: string | null;
  location: string;
  salary: string;
  jobType: string;
  category: string;
  /** The ISCO-08 unit group; null for a job saved before occupations existed. */
  occupation: string | null;
  experienceLevel: string;
  germanLevel: string;
  englishLevel: string;
  visaSponsorship: boolean;
  relocationSupport: boolean;
  /** The deadline the employer asked for, if any. */
  applicationDeadline: string | null;
}

/** The moderation queue: jobs pending review, the longest waiting first (submission updates updated_at). */
export async function pendingJobs(page: number): Promise<{ jobs: PendingJob[]; total: number }> {
  const pending = eq(jobs.status, "pending_review");
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: jobs.id,
        title: jobs.title,
        companyId: jobs.companyId,
        companyName: organization.name,
        companySlug: organization.slug,
        companyVerified: companyProfiles.verified,
        submittedAt: jobs.updatedAt,
        description: jobs.description,
        requirements: jobs.requirements,
        benefits: jobs.benefits,
        skills: jobs.skills,
        publishedAt: jobs.publishedAt,
        closedAt: jobs.closedAt,
        location: jobs.location,
        salary: jobs.salary,
        jobType: jobs.jobType,
        category: jobs.category,
        occupation: jobs.occupation,
        experienceLevel: jobs.experienceLevel,
        germanLevel: jobs.germanLevel,
        englishLevel: jobs.englishLevel,
        visaSponsorship: jobs.visaSponsorship,
        relocationSupport: jobs.relocationSupport,
        applicationDeadline: jobs.applicationDeadline,
      })
      .from(jobs)
      .innerJoin(organization, eq(organization.id, jobs.companyId))
      .innerJoin(companyProfiles, eq(companyProfiles.organizationId, jobs.companyId))
      .where(pending)
      .orderBy(asc(jobs.updatedAt), asc(jobs.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset(page)),
    db().select({ n: count() }).from(jobs).where(pending),
  ]);
  return {
    jobs: rows.map((r) => ({
      ...r,
      submittedAt: r.submittedAt.toISOString(),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      closedAt: r.closedAt?.toISOString() ?? null,
      applicationDeadline: r.applicationDeadline?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}

export interface AdminCompany {
  id: string;
  name: string;
  slug: string;
  members: number;
  jobs: number;
  publishedJobs: number;
  verified: boolean;
  suspended: boolean;
  createdAt: string;
}

/** Every company (suspended ones too), by name, optionally those whose name contains `q`. */
export async function listCompanies(q: string, page: number): Promise<{ companies: AdminCompany[]; total: number }> {
  const where = q ? or(ilike(organization.name, contains(q)), ilike(organization.slug, contains(q))) : undefined;
  const memberCount = db()
    .select({ orgId: member.organizationId, n: count().as("members_n") })
    .from(member)
    .groupBy(member.organizationId)
    .as("member_counts");
  const jobCount = db()
    .select({
      orgId: jobs.companyId,
      n: count().as("jobs_n"),
      published: sql<number>`count(*) filter (where ${jobs.status} = 'published')::int`.as("published_n"),
    })
    .from(jobs)
    .groupBy(jobs.companyId)
    .as("job_counts");
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: organization.id,
        name: organization.name,
        slug: organization.slug,
        members: sql<number>`coalesce(${memberCount.n}, 0)::int`,
        jobs: sql<number>`coalesce(${jobCount.n}, 0)::int`,
        publishedJobs: sql<number>`coalesce(${jobCount.published}, 0)::int`,
        verified: companyProfiles.verified,
        suspended: companyProfiles.suspended,
        createdAt: organization.createdAt,
      })
      .from(organization)
      .innerJoin(companyProfiles, eq(companyProfiles.organizationId, organization.id))
      .leftJoin(memberCount, eq(memberCount.orgId, organization.id))
      .leftJoin(jobCount, eq(jobCount.orgId, organization.id))
      .where(where)
      .orderBy(asc(sql`lower(${organization.name})`), asc(organization.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset(page)),
    db().select({ n: count() }).from(organization).where(where),
  ]);
  return { companies: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: total?.n ?? 0 };
}

export interface AdminJob {
  id: string;
  title: string;
  companyName: string;
  companySlug: string;
  companyVerified: boolean;
  location: string;
  publishedAt: string | null;
  applicationDeadline: string | null;
}

/** Published jobs (expired ones too: they are still on the site), newest first, searched by title or company. */
export async function publishedJobs(q: string, page: number): Promise<{ jobs: AdminJob[]; total: number }> {
  const conditions: SQL[] = [eq(jobs.status, "published")];
  if (q) conditions.push(or(ilike(jobs.title, contains(q)), ilike(jobs.company, contains(q)))!);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: jobs.id,
        title: jobs.title,
        companyName: organization.name,
        companySlug: organization.slug,
        companyVerified: companyProfiles.verified,
        location: jobs.location,
        publishedAt: jobs.publishedAt,
        applicationDeadline: jobs.applicationDeadline,
      })
      .from(jobs)
      .innerJoin(organization, eq(organization.id, jobs.companyId))
      .innerJoin(companyProfiles, eq(companyProfiles.organizationId, jobs.companyId))
      .where(where)
      .orderBy(desc(jobs.postedAt), asc(jobs.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset(page)),
    db().select({ n: count() }).from(jobs).where(where),
  ]);
  return {
    jobs: rows.map((r) => ({
      ...r,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      applicationDeadline: r.applicationDeadline?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}

export interface AdminMember {
  id: string;
  name: string;
  email: string;
  kind: "job_seeker" | "employer";
  emailVerified: boolean;
  isAdmin: boolean;
  createdAt: string;
  companies: { name: string; slug: string; role: string }[];
}

/** Accounts, newest first, searched by name or e-mail address. */
export async function listMembers(q: string, page: number): Promise<{ members: AdminMember[]; total: number }> {
  const where = q ? or(ilike(user.name, contains(q)), ilike(user.email, contains(q))) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        kind: user.kind,
        emailVerified: user.emailVerified,
        isAdmin: user.isAdmin,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), asc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset(page)),
    db().select({ n: count() }).from(user).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await db()
        .select({ userId: member.userId, name: organization.name, slug: organization.slug, role: member.role })
        .from(member)
        .innerJoin(organization, eq(organization.id, member.organizationId))
        .where(inArray(member.userId, ids))
        .orderBy(asc(member.createdAt))
    : [];
  return {
    members: rows.map((r) => ({
      ...r,
      kind: r.kind === "employer" ? "employer" : "job_seeker",
      createdAt: r.createdAt.toISOString(),
      companies: memberships.filter((m) => m.userId === r.id).map(({ name, slug, role }) => ({ name, slug, role })),
    })),
    total: total?.n ?? 0,
  };
}

export interface AuditRow {
  id: number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  /** What the target is called now (a job's title, a company's or an account's name), when it still exists. */
  targetName: string | null;
  companyName: string | null;
  companySlug: string | null;
  detail: Record<string, unknown> | null;
  createdAt: string;
}

/** The audit log, newest first; `action` keeps the actions starting with it, `company` those of companies named so. */
export async function auditEntries(
  filters: { action: string; company: string },
  page: number,
): Promise<{ entries: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(ilike(auditLog.action, `${filters.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filters.company)
    conditions.push(
      or(ilike(organization.name, contains(filters.company)), eq(organization.slug, filters.company.toLowerCase()))!,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const targetName = sql<string | null>`case ${auditLog.targetType}
    when 'job' then (select ${jobs.title} from ${jobs} where ${jobs.id} = ${auditLog.targetId})
    when 'company' then (select o.name from organization o where o.id = ${auditLog.targetId})
    when 'user' then (select u.email from "user" u where u.id = ${auditLog.targetId})
    else null end`;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        targetName,
        companyName: organization.name,
        companySlug: organization.slug,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(organization, eq(organization.id, auditLog.organizationId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db().select({ n: count() }).from(auditLog).leftJoin(organization, eq(organization.id, auditLog.organizationId)).where(where),
  ]);
  return { entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: total?.n ?? 0 };
}
