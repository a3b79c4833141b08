import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import type { Db } from "#db/client.ts";
import { companyProfiles, organization } from "#db/schema.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { db, services } from "#app/lib/services.server.ts";
import type { UploadFormLimits } from "#app/lib/uploads/form.server.ts";
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "#app/lib/uploads/logo.server.ts";

export const LOGO_FORM_LIMITS: UploadFormLimits = {
  maxFileBytes: LOGO_MAX_BYTES,
  // Read when refused, in the request's language.
  get tooLargeMessage() {
    return LOGO_MESSAGES.tooLarge;
  },
};

/** Uploaded logos live under this folder of file storage; the sample companies' logos are site files (/logos/…). */
export const LOGO_FOLDER = "logos";
export const isStoredLogo = (key: string | null): key is string => Boolean(key && !key.startsWith("/"));

export interface CompanyProfile {
  name: string;
  slug: string;
  logoKey: string | null;
  industry: string;
  headquarters: string;
  website: string;
  about: string;
}

export interface CompanyActionData {
  result?: FormResult;
  /** The refusal of the chosen logo, shown under the file field. */
  logoError?: string;
}

/** The company's profile as its page shows it; a company without one is a 404. */
export async function readProfile(companyId: string): Promise<CompanyProfile> {
  const [row] = await db()
    .select({
      name: organization.name,
      slug: organization.slug,
      logoKey: companyProfiles.logoKey,
      industry: companyProfiles.industry,
      headquarters: companyProfiles.headquarters,
      website: companyProfiles.website,
      about: companyProfiles.about,
    })
    .from(organization)
    .innerJoin(companyProfiles, eq(companyProfiles.organizationId, organization.id))
    .where(eq(organization.id, companyId));
  if (!row) throw data(null, { status: 404 });
  return { ...row, website: row.website ?? "" };
}

/** The company's logo key, with its profile row locked until the transaction ends (FOR UPDATE). */
export async function lockedLogoKey(tx: Db, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ logoKey: companyProfiles.logoKey })
    .from(companyProfiles)
    .where(eq(companyProfiles.organizationId, companyId))
    .for("update");
  return row?.logoKey ?? null;
}

/** A stored file that is no longer used: a failed delete is logged (the file is orphaned, nothing else breaks). */
export async function deleteQuietly(key: string): Promise<void> {
  try {
    await services().storage.delete(key);
  } catch (error) {
    console.error(`[company] could not delete the stored file ${key}:`, error);
  }
}

/**
 * /media/{key}: a company's current logo, and nothing else from file storage (CVs are never served here).
 * Keys are new for every upload, so the answer may be cached for a year.
 */
export async function mediaResponse(key: string): Promise<Response> {
  const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!key.startsWith(`${LOGO_FOLDER}/`) || key.length > 300) return notFound();
  const [row] = await db()
    .select({ id: companyProfiles.organizationId })
    .from(companyProfiles)
    .where(and(eq(companyProfiles.logoKey, key)))
    .limit(1);
  if (!row) return notFound();
  const file = await services().storage.get(key);
  if (!file || file.contentType !== "image/webp") {
    await file?.body.cancel();
    return notFound();
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(file.contentLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
