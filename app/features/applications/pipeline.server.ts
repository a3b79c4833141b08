import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { applicationStatusHistory, candidateProfiles, jobApplications, jobs, profiles, user as users } from "#db/schema.ts";
import { linkMail, mailName } from "#app/features/auth/public.server.ts";
import { companyJob as storedCompanyJob } from "#app/features/jobs/public.server.ts";
import { recordAudit, type AuditEntry } from "#app/lib/audit.server.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { BASE_LOCALE, isLocale, type Locale } from "#app/lib/i18n/locale.ts";
import { serialIdFrom } from "#app/lib/ids.ts";
import { queueMail } from "#app/lib/mail-queue.server.ts";
import { db as defaultDb, services } from "#app/lib/services.server.ts";
import { employerNoteInput } from "./employer-note.ts";
import {
  APPLICATION_STATUSES,
  applicationStatusLabel,
  employerStatusChange,
  withdrawal,
  type ApplicationStatus,
} from "./statuses.ts";

/**
 * The applicant pipeline's database side (docs/product.md#applicant-pipeline): an employer reads a job's
 * applications and moves them along; the candidate withdraws. Every query of the employer side has the
 * company in its WHERE: a job or an application of another company is simply not found.
 */

export interface CompanyJob {
  id: string;
  title: string;
  company: string;
  status: string;
  applicationDeadline: Date | null;
}

/** The job `jobId` if it belongs to `companyId`, else null (which the pages answer with a 404). */
export async function companyJob(companyId: string, jobId: string, db: Db = defaultDb()): Promise<CompanyJob | null> {
  const row = await storedCompanyJob(companyId, jobId, db);
  return row
    ? { id: row.id, title: row.title, company: row.company, status: row.status, applicationDeadline: row.applicationDeadline }
    : null;
}

export interface HistoryEntry {
  status: string;
  /** The employer's message to the candidate that came with the change. */
  message: string | null;
  /** ISO date-time. */
  at: string;
  /** Whether the candidate made this change (submitted, withdrawn). */
  byCandidate: boolean;
}

/** The status histories of some applications, oldest entry first. */
export async function historiesOf(
  applications: { id: number; userId: string | null }[],
  db: Db = defaultDb(),
): Promise<Map<number, HistoryEntry[]>> {
  const result = new Map<number, HistoryEntry[]>(applications.map((a) => [a.id, []]));
  if (applications.length === 0) return result;
  const candidateOf = new Map(applications.map((a) => [a.id, a.userId]));
  const rows = await db
    .select({
      applicationId: applicationStatusHistory.applicationId,
      status: applicationStatusHistory.status,
      message: applicationStatusHistory.message,
      changedBy: applicationStatusHistory.changedBy,
      createdAt: applicationStatusHistory.createdAt,
    })
    .from(applicationStatusHistory)
    .where(
      inArray(
        applicationStatusHistory.applicationId,
        applications.map((a) => a.id),
      ),
    )
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
  for (const r of rows) {
    result.get(r.applicationId)?.push({
      status: r.status,
      message: r.message,
      at: r.createdAt.toISOString(),
      byCandidate: r.changedBy !== null && r.changedBy === candidateOf.get(r.applicationId),
    });
  }
  return result;
}

/** What the employer sees instead of the name of a candidate who deleted their account (in the page's language). */
export const deletedCandidate = () => m.pipeline_deleted_candidate();

export interface Applicant {
  id: number;
  /** Null once the candidate deleted their account: the application stays, as "Deleted candidate". */
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  status: string;
  /** The private note of the employer's company; never part of anything the candidate sees. */
  note: string | null;
  appliedAt: Date;
  statusChangedAt: Date;
  /** What the candidate sent: the cover note, and whether a CV copy is attached (cv_key). */
  coverNote: string | null;
  cvFileName: string | null;
  /** The candidate's profile as it is now; null without one (or for a deleted candidate). */
  profile: ApplicantProfile | null;
}

/** The profile facts shown on the applicant's card. */
export interface ApplicantProfile {
  headline: string;
  germanLevel: string | null;
  englishLevel: string | null;
  recognitionStatus: string | null;
  currentCity: string;
  currentCountry: string;
  availableFrom: string | null;
  skills: string[];
}

/** A job's applications, newest first, optionally only those with one status. The caller checked the job's company. */
export async function applicantsOf(jobId: string, status: ApplicationStatus | null, db: Db = defaultDb()): Promise<Applicant[]> {
  const where = status
    ? and(eq(jobApplications.jobId, jobId), eq(jobApplications.status, status))
    : eq(jobApplications.jobId, jobId);
  const rows = await db
    .select({
      id: jobApplications.id,
      userId: jobApplications.userId,
      accountName: users.name,
      fullName: profiles.fullName,
      email: users.email,
      phone: profiles.phoneNumber,
      status: jobApplications.status,
      note: jobApplications.employerNote,
      appliedAt: jobApplications.createdAt,
      statusChangedAt: jobApplications.statusChangedAt,
      coverNote: jobApplications.coverNote,
      cvKey: jobApplications.cvKey,
      cvFileName: jobApplications.cvFileName,
      candidate: candidateProfiles,
    })
    .from(jobApplications)
    // A left join: a deleted candidate's application stays on the list.
    .leftJoin(users, eq(users.id, jobApplications.userId))
    .leftJoin(profiles, eq(profiles.id, jobApplications.userId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, jobApplications.userId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows.map(({ accountName, fullName, phone, email, cvKey, cvFileName, candidate, ...r }) => ({
    ...r,
    name: r.userId === null ? deletedCandidate() : (fullName ?? accountName ?? ""),
    email: email ?? "",
    phone: phone ?? "",
    cvFileName: cvKey ? (cvFileName ?? "CV") : null,
    profile:
      candidate && r.userId !== null
        ? {
            headline: candidate.headline,
            germanLevel: candidate.germanLevel,
            englishLevel: candidate.englishLevel,
            recognitionStatus: candidate.recognitionStatus,
            currentCity: candidate.currentCity,
            currentCountry: candidate.currentCountry,
            availableFrom: candidate.availableFrom,
            skills: candidate.skills,
          }
        : null,
  }));
}

/** How many of the job's applications have each status (every status present, zero included). */
export async function statusCounts(jobId: string, db: Db = defaultDb()): Promise<Record<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: jobApplications.status, n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, jobId))
    .groupBy(jobApplications.status);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const r of rows) if (r.status in counts) counts[r.status as ApplicationStatus] = r.n;
  return counts;
}

export type PipelineResult<T = object> =
  ({ ok: true } & T) | { ok: false; code: "NOT_FOUND" } | { ok: false; code: "REFUSED"; error: string };

interface EmployerActionScope {
  companyId: string;
  jobId: string;
  applicationId: number;
  actor: AuditEntry["actor"];
  now?: Date;
}

/** Locks one application of the job of the company (the caller's transaction), or finds nothing. */
async function lockCompanyApplication(tx: Db, scope: EmployerActionScope) {
  const [row] = await tx
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      userId: jobApplications.userId,
      jobTitle: jobs.title,
      company: jobs.company,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(
      and(
        eq(jobApplications.id, scope.applicationId),
        eq(jobApplications.jobId, scope.jobId),
        eq(jobs.companyId, scope.companyId),
      ),
    )
    .for("update", { of: jobApplications });
  return row;
}

export interface StatusChanged {
  status: ApplicationStatus;
  message: string | null;
  /** `language`: the account's, which its mails are written in. */
  candidate: { email: string; name: string; language: Locale };
  job: { title: string; company: string };
  /** Whether the candidate was e-mailed (queued with the change); not when the account is deleted. */
  mailed: boolean;
}

/**
 * An employer sets a new status (employerStatusChange decides): the status, its time, a history line and an
 * audit line, together or not at all. The row lock makes two colleagues' clicks apply one after the other.
 * The candidate's e-mail is queued in the same transaction: sent if the change is stored, never otherwise.
 */
export async function changeApplicationStatus(
  scope: EmployerActionScope & { next: unknown; message: unknown },
  db: Db = defaultDb(),
): Promise<PipelineResult<StatusChanged>> {
  const now = scope.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockCompanyApplication(tx, scope);
    if (!row) return { ok: false, code: "NOT_FOUND" } as const;
    const change = employerStatusChange(row.status, scope.next, typeof scope.message === "string" ? scope.message : null);
    if (!change.ok) return { ok: false, code: "REFUSED", error: change.error } as const;
    await tx.update(jobApplications).set({ status: change.status, statusChangedAt: now }).where(eq(jobApplications.id, row.id));
    await tx.insert(applicationStatusHistory).values({
      applicationId: row.id,
      status: change.status,
      message: change.message,
      changedBy: scope.actor.id,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor: scope.actor,
      organizationId: scope.companyId,
      action: "application.status",
      targetType: "application",
      targetId: String(row.id),
      // The message itself goes to the candidate, not into the log.
      detail: { jobId: scope.jobId, from: row.status, to: change.status, withMessage: change.message !== null },
    });
    // A deleted candidate gets no mail (their address is gone with the account).
    const [candidate] = row.userId
      ? await tx
          .select({ email: users.email, accountName: users.name, fullName: profiles.fullName, language: users.language })
          .from(users)
          .leftJoin(profiles, eq(profiles.id, users.id))
          .where(eq(users.id, row.userId))
      : [];
    const changed: StatusChanged = {
      status: change.status,
      message: change.message,
      candidate: {
        email: candidate?.email ?? "",
        name: candidate?.fullName ?? candidate?.accountName ?? deletedCandidate(),
        language: isLocale(candidate?.language) ? candidate.language : BASE_LOCALE,
      },
      job: { title: row.jobTitle, company: row.company },
      mailed: Boolean(candidate?.email),
    };
    // Written in the candidate's language, whatever the employer's page (the employer's message stays as written).
    if (changed.mailed) {
      const mail = withLocale(changed.candidate.language, () => statusChangeMail(changed, services().config.publicUrl));
      await queueMail(tx, mail);
    }
    return { ok: true, ...changed } as const;
  });
}

/** One line for a mail subject: no line breaks or control characters from stored texts. */
const oneLine = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The mail to the candidate about a status change (with the employer's message, if any), in the language of the
 * work in hand: the caller wraps it in withLocale(the candidate's language).
 */
export function statusChangeMail(changed: StatusChanged, publicUrl: string) {
  const status = applicationStatusLabel(changed.status);
  const { title, company } = changed.job;
  const intro =
    m.pipeline_mail_status_intro({ title, company, status }) +
    (changed.message ? `\n\n${m.pipeline_mail_status_message({ company })}\n${changed.message}` : "");
  return linkMail({
    to: changed.candidate.email,
    subject: oneLine(m.pipeline_mail_status_subject({ title, company, status })),
    greetingName: mailName(changed.candidate.name),
    intro,
    action: m.pipeline_mail_status_action(),
    url: new URL(href("/applications"), publicUrl).toString(),
    outro: m.pipeline_mail_status_outro(),
  });
}

/** The company's private note on an application: stored, and logged without its text. */
export async function saveEmployerNote(
  scope: EmployerActionScope & { note: unknown },
  db: Db = defaultDb(),
): Promise<PipelineResult<{ note: string | null }>> {
  const input = employerNoteInput(scope.note);
  return db.transaction(async (tx) => {
    const row = await lockCompanyApplication(tx, scope);
    if (!row) return { ok: false, code: "NOT_FOUND" } as const;
    if (!input.ok) return { ok: false, code: "REFUSED", error: input.error } as const;
    await tx.update(jobApplications).set({ employerNote: input.note }).where(eq(jobApplications.id, row.id));
    await recordAudit(tx, {
      actor: scope.actor,
      organizationId: scope.companyId,
      action: "application.note",
      targetType: "application",
      targetId: String(row.id),
      // Never the note's text: the log is read by administrators, the note is the company's.
      detail: { jobId: scope.jobId, cleared: input.note === null },
    });
    return { ok: true, note: input.note } as const;
  });
}

/**
 * The candidate withdraws their own application (withdrawal decides): status, time and a history line signed
 * by the candidate, in one transaction. Another user's application is NOT_FOUND.
 */
export async function withdrawApplication(
  userId: string,
  applicationId: number,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<PipelineResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: jobApplications.id, status: jobApplications.status })
      .from(jobApplications)
      .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.userId, userId)))
      .for("update");
    if (!row) return { ok: false, code: "NOT_FOUND" } as const;
    const change = withdrawal(row.status);
    if (!change.ok) return { ok: false, code: "REFUSED", error: change.error } as const;
    await tx.update(jobApplications).set({ status: change.status, statusChangedAt: now }).where(eq(jobApplications.id, row.id));
    await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: row.id, status: change.status, changedBy: userId, createdAt: now });
    return { ok: true } as const;
  });
}

/** An application id as sent by a form or a URL: 1 to 2^31 - 1 (lib/ids.ts), else null. */
export const applicationIdFrom = serialIdFrom;
