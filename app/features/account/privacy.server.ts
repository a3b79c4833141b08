import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import {
  applicationStatusHistory,
  auditLog,
  candidateProfiles,
  jobApplications,
  jobs,
  member,
  newsletterSubscriptions,
  organization,
  profiles,
  user as users,
  verification,
} from "#db/schema.ts";
import { alertsForExport, deleteAccountAlerts } from "#app/features/alerts/public.server.ts";
import { forgetCandidateDocuments } from "#app/features/conversations/public.server.ts";
import type { SessionUser } from "#app/features/auth/public.server.ts";
import { interviewsForExport } from "#app/features/interviews/public.server.ts";
import { savedJobsForExport } from "#app/features/saved-jobs/public.server.ts";
import { trackerFileKeys, trackerForExport } from "#app/features/tracker/public.server.ts";
import { db, services } from "#app/lib/services.server.ts";

/**
 * The candidate's privacy rights on /account (decision 020, docs/product.md#candidate-profile-and-privacy):
 * everything we hold about them as one JSON file, and the deletion of the account.
 */

/**
 * Sent to the user's browser: what "Download my data" contains. The CV file and the tracker's documents are their
 * own downloads, listed with their addresses.
 */
export async function exportUserData(userId: string) {
  const database = db();
  const [account] = await database
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      kind: users.kind,
      createdAt: users.createdAt,
      fullName: profiles.fullName,
      phoneNumber: profiles.phoneNumber,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!account) return null;
  const [profile] = await database.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  const applications = await database
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      jobTitle: jobs.title,
      company: jobs.company,
      status: jobApplications.status,
      appliedAt: jobApplications.createdAt,
      statusChangedAt: jobApplications.statusChangedAt,
      coverNote: jobApplications.coverNote,
      cvFileName: jobApplications.cvFileName,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(asc(jobApplications.createdAt));
  const history = applications.length
    ? await database
        .select({
          applicationId: applicationStatusHistory.applicationId,
          status: applicationStatusHistory.status,
          message: applicationStatusHistory.message,
          at: applicationStatusHistory.createdAt,
        })
        .from(applicationStatusHistory)
        .where(
          inArray(
            applicationStatusHistory.applicationId,
            applications.map((a) => a.id),
          ),
        )
        .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id))
    : [];
  // A saved job that is no longer public is listed without its title and company (saved-jobs feature).
  const saved = await savedJobsForExport(userId);
  const companies = await database
    .select({ company: organization.name, role: member.role, since: member.createdAt })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId));
  const alerts = await alertsForExport(database, { id: userId, email: account.email });
  const tracker = await trackerForExport(userId, database);

  return {
    format: "pearlbridge-jobs-personal-data/1",
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerified: account.emailVerified,
      accountType: account.kind,
      createdAt: account.createdAt.toISOString(),
      fullName: account.fullName ?? account.name,
      phoneNumber: account.phoneNumber ?? "",
    },
    profile: profile
      ? {
          headline: profile.headline,
          about: profile.about,
          skills: profile.skills,
          workExperience: profile.workExperience,
          education: profile.education,
          languages: {
            german: profile.germanLevel,
            germanCertificate: profile.germanCertificate,
            english: profile.englishLevel,
            others: profile.otherLanguages,
          },
          recognitionOfQualifications: profile.recognitionStatus,
          // The private situation (decision 184): the candidate's own answers, never shown to employers.
          situation: {
            highestQualification: profile.qualificationLevel,
            field: profile.qualificationField,
            regulatedProfession: profile.regulatedProfession,
            yearsOfExperience: profile.yearsExperience,
            ageBand: profile.ageBand,
          },
          currentCity: profile.currentCity,
          currentCountry: profile.currentCountry,
          citiesOfInterest: profile.citiesOfInterest,
          availableFrom: profile.availableFrom,
          cv: profile.cvKey
            ? {
                fileName: profile.cvFileName,
                contentType: profile.cvContentType,
                size: profile.cvSize,
                uploadedAt: profile.cvUploadedAt?.toISOString() ?? null,
                download: "/profile/cv",
              }
            : null,
          updatedAt: profile.updatedAt.toISOString(),
        }
      : null,
    // The employer's private notes on an application are theirs and never shown to the candidate: not included.
    applications: applications.map((a) => ({
      id: a.id,
      jobId: a.jobId,
      jobTitle: a.jobTitle,
      company: a.company,
      status: a.status,
      appliedAt: a.appliedAt.toISOString(),
      statusChangedAt: a.statusChangedAt.toISOString(),
      coverNote: a.coverNote,
      cvFileName: a.cvFileName,
      statusHistory: history
        .filter((h) => h.applicationId === a.id)
        .map((h) => ({ status: h.status, message: h.message, at: h.at.toISOString() })),
    })),
    savedJobs: saved,
    // The account's alerts and those made signed out with its address, as /alerts lists them.
    alerts,
    tracker,
    companies: companies.map((c) => ({ company: c.company, role: c.role, since: c.since.toISOString() })),
    // Interviews of the applications (issue 29): times in UTC; the employer's note is to the candidate, so included.
    interviews: await interviewsForExport(userId),
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;

/** The JSON file of "Download my data": an attachment, never cached. */
export function userDataResponse(exported: UserDataExport): Response {
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="pearlbridge-jobs-my-data-${day}.json"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** Companies of which the user is the only owner: such an account cannot be deleted (decision 020). */
export async function companiesOwnedAlone(userId: string): Promise<string[]> {
  const owned = await db()
    .select({ id: organization.id, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(member.role, "owner")));
  const alone: string[] = [];
  for (const company of owned) {
    const others = await db()
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.organizationId, company.id), eq(member.role, "owner"), ne(member.userId, userId)))
      .limit(1);
    if (others.length === 0) alone.push(company.name);
  }
  return alone;
}

/** Whether `password` is the signed-in user's, checked by Better Auth against the session of this request. */
export async function passwordMatches(request: Request, password: string): Promise<boolean> {
  try {
    const result = await services().auth.api.verifyPassword({ body: { password }, headers: request.headers });
    return result.status === true;
  } catch {
    // Better Auth answers a wrong password (and a missing session) by throwing.
    return false;
  }
}

/**
 * Deletes the account and its personal data in one transaction, mostly by the database's cascades; the applications stay
 * for the employers who received them, as "Deleted candidate" with their status history (docs/product.md#delete-my-account,
 * docs/decisions/068-deleting-an-account.md). The stored files go only after the commit, so that a failed transaction never
 * leaves rows pointing at deleted files.
 */
export async function deleteAccount(user: Pick<SessionUser, "id" | "email" | "kind">): Promise<void> {
  const now = new Date();
  const keys = await db().transaction(async (tx) => {
    const profileCv = await tx
      .select({ key: candidateProfiles.cvKey })
      .from(candidateProfiles)
      .where(and(eq(candidateProfiles.userId, user.id), isNotNull(candidateProfiles.cvKey)));
    const applicationCvs = await tx
      .select({ key: jobApplications.cvKey })
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, user.id), isNotNull(jobApplications.cvKey)));
    const documents = await forgetCandidateDocuments(tx, user.id);
    // The tracker's rows go with the user (a cascade); their documents' files are deleted after the commit too.
    const trackerDocuments = await trackerFileKeys(user.id, tx);
    await tx
      .update(jobApplications)
      .set({ candidateDeletedAt: now, coverNote: null, cvKey: null, cvFileName: null })
      .where(eq(jobApplications.userId, user.id));
    if (user.kind === "job_seeker") {
      await tx.update(auditLog).set({ actorEmail: "Deleted candidate" }).where(eq(auditLog.actorId, user.id));
    }
    await tx.delete(verification).where(eq(verification.value, user.id));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email.toLowerCase()));
    await deleteAccountAlerts(tx, user);
    await tx.delete(users).where(eq(users.id, user.id));
    return [...profileCv, ...applicationCvs]
      .map((r) => r.key)
      .filter((k): k is string => k !== null)
      .concat(documents, trackerDocuments);
  });
  const { storage } = services();
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      // The rows are gone; the file is an orphan to remove by hand. Logged with its key only.
      console.error(`[account] could not delete the stored file ${key} of a deleted account:`, error);
    }
  }
}
