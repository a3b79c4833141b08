import { and, eq, inArray, or, sql } from "drizzle-orm";
import { companyProfiles, organization } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { companyJobCounts, jobsOfCompany } from "#app/features/jobs/public.server.ts";
import { db as defaultDb } from "#app/lib/services.server.ts";
import { companyAddress, TOP_COMPANY_SLUGS } from "./companies.ts";
import { companyLogoSrc } from "#app/lib/company-logo.ts";

/** A company as public pages show it. Suspended companies never leave the database layer. */
export interface PublicCompany {
  id: string;
  slug: string;
  name: string;
  /** The logo's URL, or "" for a letter avatar. */
  logo: string;
  industry: string;
  headquarters: string;
  website: string | null;
  about: string;
  verified: boolean;
}

const columns = {
  id: organization.id,
  slug: organization.slug,
  name: organization.name,
  logoKey: companyProfiles.logoKey,
  industry: companyProfiles.industry,
  headquarters: companyProfiles.headquarters,
  website: companyProfiles.website,
  about: companyProfiles.about,
  verified: companyProfiles.verified,
};

function publicCompanies(db: Db) {
  return db.select(columns).from(organization).innerJoin(companyProfiles, eq(companyProfiles.organizationId, organization.id));
}

function toPublic({ logoKey, ...row }: Omit<PublicCompany, "logo"> & { logoKey: string | null }): PublicCompany {
  return { ...row, logo: companyLogoSrc(logoKey) };
}

const notSuspended = eq(companyProfiles.suspended, false);

/**
 * The company of a /company/{param} address: by id, else by slug, else by name in any case (older links); all
 * but the slug redirect to the slug. An id is never anyone else's slug or name, so it always means its own
 * company (a slug shaped like another company's id cannot take its page). Null for an unknown or suspended company.
 */
export async function loadCompany(param: string, db: Db = defaultDb()) {
  const key = param.trim();
  const [row] = await publicCompanies(db)
    .where(
      and(
        notSuspended,
        or(eq(organization.id, key), eq(organization.slug, key), sql`lower(${organization.name}) = ${key.toLowerCase()}`),
      ),
    )
    .orderBy(sql`CASE WHEN ${organization.id} = ${key} THEN 0 WHEN ${organization.slug} = ${key} THEN 1 ELSE 2 END`)
    .limit(1);
  if (!row) return null;
  const company = toPublic(row);
  if (companyAddress(param, company) === "redirect") return { redirectTo: `/company/${encodeURIComponent(company.slug)}` };
  return { redirectTo: undefined, company, jobs: await jobsOfCompany(company.id, db) };
}

/**
 * The companies of /companies with their open positions, most first: every company that is not suspended and is
 * verified or has an open job (a new employer's empty profile is not listed).
 */
export async function listCompanies(db: Db = defaultDb()) {
  const [rows, counts] = await Promise.all([publicCompanies(db).where(notSuspended), companyJobCounts(undefined, db)]);
  return rows
    .map((r) => ({ ...toPublic(r), jobCount: counts.get(r.id) ?? 0 }))
    .filter((c) => c.verified || c.jobCount > 0)
    .sort((a, b) => b.jobCount - a.jobCount || a.name.localeCompare(b.name));
}

/** The home page's 5 fixed companies (those not suspended), in their order, with their open positions. */
export async function topCompanies(db: Db = defaultDb()) {
  const rows = await publicCompanies(db).where(and(notSuspended, inArray(organization.slug, [...TOP_COMPANY_SLUGS])));
  const counts = await companyJobCounts(
    rows.map((r) => r.id),
    db,
  );
  return TOP_COMPANY_SLUGS.flatMap((slug) => {
    const row = rows.find((r) => r.slug === slug);
    return row ? [{ ...toPublic(row), jobCount: counts.get(row.id) ?? 0 }] : [];
  });
}

/** The addresses of the public company pages, for the sitemap. */
export async function companySitemapSlugs(db: Db = defaultDb()): Promise<string[]> {
  return (await listCompanies(db)).map((c) => c.slug);
}
