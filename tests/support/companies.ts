import type { Db } from "#db/client.ts";
import { companyProfiles, organization } from "#db/schema.ts";

/** A company (organization with its profile) stored directly, for tests that need one without the seed. */
export async function insertCompany(
  db: Db,
  c: { id: string; name: string; slug?: string; verified?: boolean; suspended?: boolean },
): Promise<string> {
  await db.insert(organization).values({ id: c.id, name: c.name, slug: c.slug ?? c.id });
  await db.insert(companyProfiles).values({
    organizationId: c.id,
    industry: "Testing",
    headquarters: "Berlin",
    verified: c.verified ?? false,
    suspended: c.suspended ?? false,
  });
  return c.id;
}

/** The life-cycle columns of a job published now with the default 30-day deadline. */
export function publishedNow(now = new Date()) {
  return {
    status: "published" as const,
    publishedAt: now,
    applicationDeadline: new Date(now.getTime() + 30 * 86_400_000),
  };
}
