/**
 * The applicant pipeline tests' set-up: company A ("Elbe Pflege GmbH") with its owner and a recruiter, and its
 * two open jobs JOB and OTHER_JOB; a recruiter of company B; the candidates Joseph (applied to JOB) and Amina
 * (applied to both). With requests for the applicants page, its CSV and .xlsx, and the withdrawal.
 */
import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { applicationStatusHistory, jobApplications, jobs, member, organization } from "#db/schema.ts";
import { applyForJob } from "#app/features/applications/applications.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import * as applicantsRoute from "#app/routes/employer/jobs.applicants.tsx";
import * as csvRoute from "#app/routes/employer/jobs.applicants-csv.ts";
import * as xlsxRoute from "#app/routes/employer/jobs.applicants-xlsx.ts";
import * as applicationsRoute from "#app/routes/candidate/applications.tsx";
import { publishedNow } from "./companies.ts";
import { createSignedInUser, pageRequest, routeArgs } from "./accounts.ts";
import type { createTestServices } from "./services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

export const JOB = "1";
export const OTHER_JOB = "2";

/**
 * What a loader or action threw or returned, reduced to a status code (and the redirect target). Unlike
 * route-outcome.ts's `outcome`, it takes the answer's promise itself.
 */
export async function outcome(
  p: Promise<unknown> | unknown,
): Promise<{ status: number; location?: string | null; body?: unknown }> {
  let value: unknown;
  try {
    value = await p;
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  if (typeof value === "object" && value !== null && "init" in value) {
    const v = value as { init?: { status?: number } | null; data?: unknown };
    return { status: v.init?.status ?? 200, body: v.data };
  }
  return { status: 200, body: value };
}

export const page = (path: string, cookie?: string) =>
  applicantsRoute.loader(routeArgs(pageRequest(path, { cookie }), { id: path.split("/")[3] ?? "" }));
export const post = (jobId: string, form: Record<string, string>, cookie?: string, search = "") =>
  applicantsRoute.action(routeArgs(pageRequest(`/employer/jobs/${jobId}/applicants${search}`, { form, cookie }), { id: jobId }));
export const csv = (jobId: string, cookie?: string, search = "", headers?: Record<string, string>) =>
  csvRoute.loader(routeArgs(pageRequest(`/employer/jobs/${jobId}/applicants.csv${search}`, { cookie, headers }), { id: jobId }));
export const xlsx = (jobId: string, cookie?: string, search = "") =>
  xlsxRoute.loader(routeArgs(pageRequest(`/employer/jobs/${jobId}/applicants.xlsx${search}`, { cookie }), { id: jobId }));
export const withdraw = (applicationId: number, cookie?: string) =>
  applicationsRoute.action(
    routeArgs(pageRequest("/applications", { form: { intent: "withdraw", applicationId: String(applicationId) }, cookie })),
  );

/** The application of `userId` to `jobId`; throws when there is none. */
export async function applicationOf(s: TestServices, userId: string, jobId = JOB) {
  const [row] = await s.db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)));
  if (!row) throw new Error(`no application of ${userId} for ${jobId}`);
  return row;
}

/** The status history of an application, oldest first. */
export const historyOf = async (s: TestServices, applicationId: number) =>
  s.db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(applicationStatusHistory.id);

export interface PipelineAccounts {
  owner: Account;
  recruiter: Account;
  /** A recruiter of company B. */
  otherRecruiter: Account;
  /** Joseph Okello, applied to JOB. */
  seeker: Account;
  /** Amina Nakato, applied to JOB and OTHER_JOB. */
  amina: Account;
  companyA: string;
  companyB: string;
  /** The title of JOB. */
  jobTitle: string;
}

/** The sample jobs, the companies, their people and the applications. */
export async function setUpPipeline(s: TestServices): Promise<PipelineAccounts> {
  /** Makes `account` a recruiter of `companyId` only (in place of the company its sign-up created). */
  async function makeRecruiter(account: Account, companyId: string) {
    await s.db.update(member).set({ organizationId: companyId, role: "recruiter" }).where(eq(member.userId, account.id));
  }

  await seedSampleData(s.db);
  const owner = await createSignedInUser(s, { companyName: "Elbe Pflege GmbH", email: "owner-a@example.org" });
  const [{ id: companyA }] = (await s.db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.name, "Elbe Pflege GmbH"))) as [{ id: string }];
  await createSignedInUser(s, { companyName: "Isar Bau GmbH" });
  const [{ id: companyB }] = (await s.db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.name, "Isar Bau GmbH"))) as [{ id: string }];
  const recruiter = await createSignedInUser(s, { companyName: "Recruiter Temp A", email: "recruiter-a@example.org" });
  await makeRecruiter(recruiter, companyA);
  const otherRecruiter = await createSignedInUser(s, { companyName: "Recruiter Temp B" });
  await makeRecruiter(otherRecruiter, companyB);
  // Two open jobs of company A.
  await s.db
    .update(jobs)
    .set({ companyId: companyA, ...publishedNow() })
    .where(inArray(jobs.id, [JOB, OTHER_JOB]));
  const jobTitle = (await s.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, JOB)))[0]!.title;

  const seeker = await createSignedInUser(s, {
    name: "Joseph Okello",
    email: "joseph@example.org",
    phoneNumber: "+256 772 000111",
  });
  const amina = await createSignedInUser(s, { name: "Amina Nakato", email: "amina@example.org" });
  expect((await applyForJob(seeker.id, JOB)).ok).toBe(true);
  expect((await applyForJob(amina.id, JOB)).ok).toBe(true);
  expect((await applyForJob(amina.id, OTHER_JOB)).ok).toBe(true);
  return { owner, recruiter, otherRecruiter, seeker, amina, companyA, companyB, jobTitle };
}
