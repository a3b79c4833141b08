import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
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
        const rows = await tx
          .select({ slug: organization.slug })
          .from(organization)
          .where(like(organization.slug, `${slugBase(opts.name)}%`));
        const slug = companySlug(opts.name, new Set(rows.map((r) => r.slug)));
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
