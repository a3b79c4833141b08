/**
 * The employer jobs tests' set-up: Alpha GmbH (unverified) with its owner and a recruiter, Beta AG (verified)
 * with its owner, a job seeker; a complete job form, and requests for the job pages.
 */
import { and, eq, sql } from "drizzle-orm";
import { auditLog, companyProfiles, jobs, member, organization, user } from "#db/schema.ts";
import * as newRoute from "#app/routes/employer/jobs.new.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "./accounts.ts";
import { outcome } from "./route-outcome.ts";
import type { createTestServices } from "./services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/** Every field of the job form, filled in. */
export const FORM: Record<string, string> = {
  title: "Care Assistant Berlin",
  category: "healthcare",
  occupation: "5321",
  city: "Berlin",
  jobType: "Full-time",
  experienceLevel: "Entry Level",
  salaryPeriod: "year",
  salaryMin: "40000",
  salaryMax: "48000",
  description: "You look after older people in our home in Berlin-Mitte.\n\nYour tasks:\n- Morning care\n- Meals",
  requirements: "Care certificate\nB1 German",
  benefits: "Free German course",
  skills: "Patience, first aid",
  germanLevel: "B1",
  englishLevel: "A2",
  visaSponsorship: "yes",
  relocationSupport: "yes",
  deadline: "",
  adLanguage: "en",
};

export const get = (path: string, account?: Account, headers?: Record<string, string>) =>
  pageRequest(path, { cookie: account?.cookie, headers });
export const post = (path: string, form: Record<string, string>, account?: Account) =>
  pageRequest(path, { form, cookie: account?.cookie });

/** A job's stored row, as the database has it now. */
export const jobRowOf = async (s: TestServices, id: string) => (await s.db.select().from(jobs).where(eq(jobs.id, id)))[0];

export interface JobCompanies {
  /** Owner of Alpha GmbH (unverified). */
  alpha: Account;
  /** Owner of Beta AG (verified). */
  beta: Account;
  /** Recruiter of Alpha GmbH. */
  recruiter: Account;
  seeker: Account;
  alphaId: string;
  betaId: string;
}

/** Signs up the owners of Alpha GmbH and Beta AG (verified), a job seeker, and a recruiter of Alpha. */
export async function setUpJobCompanies(s: TestServices): Promise<JobCompanies> {
  const companyOf = async (name: string) =>
    (await s.db.select({ id: organization.id }).from(organization).where(eq(organization.name, name)))[0]!.id;
  const alpha = await createSignedInUser(s, { companyName: "Alpha GmbH" });
  const beta = await createSignedInUser(s, { companyName: "Beta AG" });
  const seeker = await createSignedInUser(s);
  const alphaId = await companyOf("Alpha GmbH");
  const betaId = await companyOf("Beta AG");
  await s.db.update(companyProfiles).set({ verified: true }).where(eq(companyProfiles.organizationId, betaId));
  // A recruiter: an employer account whose only company is Alpha, with the recruiter role.
  const recruiter = await createSignedInUser(s);
  await s.db.update(user).set({ kind: "employer" }).where(eq(user.id, recruiter.id));
  await s.db.insert(member).values({ id: `m-${recruiter.id}`, organizationId: alphaId, userId: recruiter.id, role: "recruiter" });
  return { alpha, beta, recruiter, seeker, alphaId, betaId };
}

/** Submits the new-job form as `account`: the answer, and the id of the job it created (from the audit log). */
export async function createJobAs(s: TestServices, account: Account, form: Record<string, string> = FORM, intent = "draft") {
  const res = await outcome(() => newRoute.action(routeArgs(post("/employer/jobs/new", { ...form, intent }, account))));
  const [row] = await s.db
    .select({ id: jobs.id })
    .from(auditLog)
    .innerJoin(jobs, eq(jobs.id, auditLog.targetId))
    .where(and(eq(auditLog.action, "job.create"), eq(auditLog.actorId, account.id)))
    .orderBy(sql`${auditLog.id} DESC`)
    .limit(1);
  return { res, id: row!.id };
}
