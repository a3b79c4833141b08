/**
 * The employer side's test set-up: two companies (A with its owner and a recruiter, B with its owner) and a job
 * seeker; `call`, which reduces a loader's or action's answer to its status, body and headers; and
 * `fieldMessages`, the first message of each field in a Conform reply.
 */
import { eq } from "drizzle-orm";
import { member } from "#db/schema.ts";
import { createSignedInUser } from "./accounts.ts";
import type { createTestServices } from "./services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/** Status, body and headers of whatever a loader or action returned or threw. */
export async function call(fn: () => unknown) {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: undefined as unknown, headers: result.headers };
  const d = result as { data?: unknown; init?: { status?: number; headers?: HeadersInit } | null; type?: string };
  if (d && typeof d === "object" && "data" in d) {
    return { status: d.init?.status ?? 200, body: d.data as Record<string, unknown>, headers: new Headers(d.init?.headers) };
  }
  return { status: 200, body: result as Record<string, unknown>, headers: new Headers() };
}

export const fieldMessages = (body: unknown) => {
  const error = ((body as { result?: { error?: Record<string, string[] | null> } })?.result?.error ?? {}) as Record<
    string,
    string[] | null
  >;
  return Object.fromEntries(Object.entries(error).map(([k, v]) => [k, v?.[0]]));
};

export interface EmployerAccounts {
  /** Owner of "Alpha Pflege GmbH" (company A). */
  ownerA: Account;
  /** A recruiter of A who works in A; the company of their own sign-up ("Recruiter Home GmbH") is their second. */
  recruiterA: Account;
  /** Owner of "Beta Bau GmbH" (company B). */
  ownerB: Account;
  seeker: Account;
  companyA: string;
  companyB: string;
}

/** Signs up the people of companies A and B and a job seeker. */
export async function setUpEmployers(s: TestServices): Promise<EmployerAccounts> {
  const companyOf = async (userId: string) =>
    (await s.db.select({ id: member.organizationId }).from(member).where(eq(member.userId, userId)))[0]!.id;
  const ownerA = await createSignedInUser(s, { companyName: "Alpha Pflege GmbH" });
  const ownerB = await createSignedInUser(s, { companyName: "Beta Bau GmbH" });
  const recruiterA = await createSignedInUser(s, { companyName: "Recruiter Home GmbH" });
  const seeker = await createSignedInUser(s);
  const companyA = await companyOf(ownerA.id);
  const companyB = await companyOf(ownerB.id);
  await s.auth.api.addMember({ body: { userId: recruiterA.id, organizationId: companyA, role: "recruiter" } });
  // The recruiter works in company A (their own company stays their second).
  await s.auth.api.setActiveOrganization({
    headers: new Headers({ cookie: recruiterA.cookie }),
    body: { organizationId: companyA },
  });
  return { ownerA, recruiterA, ownerB, seeker, companyA, companyB };
}
