import { randomUUID } from "node:crypto";
import { eq, ilike, like, or, sql } from "drizzle-orm";
import { type Db, isPgError, PG_UNIQUE_VIOLATION } from "#db/client.ts";
import { companyProfiles, member, organization } from "#db/schema.ts";
import { slugify } from "#app/components/content/text.ts";

/**
 * The company_profiles table is written here only: made with the company (createCompany), changed by the
 * employer's company page and the administrators' flags (updateCompanyProfile), and filled by the sample data
 * (saveSampleCompanyProfile). Here, in auth, because the employer sign-up makes the company: every other writer
 * comes earlier in the features' order and may call down to auth.
 */
export type CompanyProfileFields = Partial<
  Omit<typeof companyProfiles.$inferInsert, "organizationId" | "createdAt" | "updatedAt">
>;

/** Changes a company's public profile and its updatedAt; false when the company has no profile. */
export async function updateCompanyProfile(db: Db, companyId: string, fields: CompanyProfileFields): Promise<boolean> {
  const rows = await db
    .update(companyProfiles)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(companyProfiles.organizationId, companyId))
    .returning({ id: companyProfiles.organizationId });
  return rows.length > 0;
}

/** A sample company's profile (the seed): made, or its fields refreshed (its dates kept). */
export async function saveSampleCompanyProfile(db: Db, companyId: string, profile: CompanyProfileFields, now: Date) {
  await db
    .insert(companyProfiles)
    .values({ organizationId: companyId, ...profile, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: companyProfiles.organizationId, set: profile });
}

const slugBase = (name: string) => slugify(name).slice(0, 60).replace(/-+$/, "") || "company";

/** The public address of a new company: its name as a slug, with -2, -3, … when taken. */
export function companySlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugBase(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Creates a company (organization, owner membership and an unverified public profile) in one transaction. Used
 * by the employer sign-up, whose account has no session yet (it must verify its address first), so not through
 * the organization plugin's endpoint. A slug taken at the same moment by another sign-up is retried.
 */
export async function createCompany(db: Db, opts: { name: string; ownerId: string }): Promise<{ id: string; slug: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // A new slug is never another company's slug, id or name (its address would shadow theirs).
        const base = slugBase(opts.name);
        const rows = await tx
          .select({ slug: organization.slug, id: organization.id, name: sql<string>`lower(${organization.name})` })
          .from(organization)
          .where(
            or(like(organization.slug, `${base}%`), like(organization.id, `${base}%`), ilike(organization.name, `${base}%`)),
          );
        const slug = companySlug(opts.name, new Set(rows.flatMap((r) => [r.slug, r.id, r.name])));
        const id = randomUUID();
        await tx.insert(organization).values({ id, name: opts.name, slug });
        await tx.insert(member).values({ id: randomUUID(), organizationId: id, userId: opts.ownerId, role: "owner" });
        await tx.insert(companyProfiles).values({ organizationId: id });
        return { id, slug };
      });
    } catch (error) {
      if (attempt < 3 && isPgError(error, PG_UNIQUE_VIOLATION)) continue;
      throw error;
    }
  }
}
