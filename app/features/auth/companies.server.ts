import { randomUUID } from "node:crypto";
import { ilike, like, or, sql } from "drizzle-orm";
import { type Db, isPgError, PG_UNIQUE_VIOLATION } from "#db/client.ts";
import { companyProfiles, member, organization } from "#db/schema.ts";
import { slugify } from "#app/components/content/text.ts";

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
