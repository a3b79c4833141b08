/**
 * What the rows' `state` functions read: the test file's services (set in its beforeAll with `useServices`) and
 * small queries over them.
 */
import { count, eq } from "drizzle-orm";
import { jobs, member } from "#db/schema.ts";
import type { createTestServices } from "../../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

export const one = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** The services, set in beforeAll; the state functions read the database through it. */
export let s: TestServices;

/** Sets the services the state functions read (the test file's beforeAll). */
export function useServices(services: TestServices): TestServices {
  s = services;
  return services;
}

export const jobState = (id: string) =>
  one(s.db.select({ title: jobs.title, status: jobs.status, companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, id)));
export const jobCount = async () => (await s.db.select({ n: count() }).from(jobs))[0]?.n;
export const membersOf = (companyId: string) =>
  s.db
    .select({ id: member.id, userId: member.userId, role: member.role })
    .from(member)
    .where(eq(member.organizationId, companyId))
    .orderBy(member.id);
