import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Db } from "#db/client.ts";
import { companyProfiles, organization } from "#db/schema.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm, type FormResult } from "#app/lib/forms.ts";
import { db, services } from "#app/lib/services.server.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import { readUploadForm, type UploadFormLimits } from "#app/lib/uploads/form.server.ts";
import { LOGO_MAX_BYTES, LOGO_MESSAGES, processLogo } from "#app/lib/uploads/logo.server.ts";
import { companyProfileSchema } from "./company-profile.ts";
import { canManageCompany, requireCompanyManager, requireEmployer } from "#app/features/auth/public.server.ts";

export const LOGO_FORM_LIMITS: UploadFormLimits = { maxFileBytes: LOGO_MAX_BYTES, tooLargeMessage: LOGO_MESSAGES.tooLarge };

/** Uploaded logos live under this folder of file storage; the sample companies' logos are site files (/logos/…). */
const LOGO_FOLDER = "logos";
const isStoredLogo = (key: string | null): key is string => Boolean(key && !key.startsWith("/"));

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

async function readProfile(companyId: string): Promise<CompanyProfile> {
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

/** /employer/company: the active company's profile; `canEdit` for owners and admins (recruiters read it only). */
export async function companyLoader(request: Request, url: URL) {
  const ctx = await requireEmployer(request, url);
  return { profile: await readProfile(ctx.company.companyId), canEdit: canManageCompany(ctx.company.role) };
}

const reply = (body: CompanyActionData, status: number) => data(body, { status });

/**
 * Saves the profile (multipart: the fields and an optional logo), or removes the logo. Owners and admins only
 * (anyone else: 404). A new logo is checked by its bytes and re-encoded (lib/uploads/logo.server.ts), stored
 * under a fresh key, and the old file deleted once the new key is saved; every change is in the audit log.
 */
export async function companyAction(request: Request, url: URL) {
  const ctx = await requireEmployer(request, url);
  requireCompanyManager(ctx);
  const companyId = ctx.company.companyId;
  const actor = { id: ctx.user.id, email: ctx.user.email };

  const read = await readUploadForm(request, LOGO_FORM_LIMITS);
  if (!read.ok) return reply({ logoError: read.message }, read.status);
  const form = read.formData;
  const before = await readProfile(companyId);

  if (form.get("intent") === "remove-logo") {
    if (!before.logoKey) return redirect("/employer/company");
    const removed = await db().transaction(async (tx) => {
      // The key as it is now, under the row's lock: a concurrent upload may have replaced the one read above.
      const current = await lockedLogoKey(tx, companyId);
      if (!current) return null;
      await tx
        .update(companyProfiles)
        .set({ logoKey: null, updatedAt: new Date() })
        .where(eq(companyProfiles.organizationId, companyId));
      await recordAudit(tx, {
        actor,
        organizationId: companyId,
        action: "company.logo",
        targetType: "company",
        targetId: companyId,
        detail: { removed: true },
      });
      return current;
    });
    if (isStoredLogo(removed)) await deleteQuietly(removed);
    return redirectWithToast("/employer/company", { title: "Logo removed" });
  }

  const submission = parseForm(form, companyProfileSchema);
  const file = form.get("logo");
  const logo = file instanceof File ? await processLogo(new Uint8Array(await file.arrayBuffer())) : null;
  if (submission.status !== "success" || (logo && !logo.ok)) {
    return reply(
      { result: submission.reply(), logoError: logo && !logo.ok ? logo.message : undefined },
      logo && !logo.ok && logo.reason === "too-large" ? 413 : 400,
    );
  }
  const v = submission.value;
  const next = {
    industry: v.industry ?? "",
    headquarters: v.headquarters ?? "",
    website: v.website ? v.website : null,
    about: v.about ?? "",
  };

  let newKey: string | null = null;
  if (logo?.ok) {
    newKey = newStorageKey(LOGO_FOLDER, logo.extension);
    await services().storage.put(newKey, logo.bytes, logo.contentType);
  }
  const changed = [
    before.name !== v.name && "name",
    before.industry !== next.industry && "industry",
    before.headquarters !== next.headquarters && "headquarters",
    (before.website || null) !== next.website && "website",
    before.about !== next.about && "about",
  ].filter((f): f is string => typeof f === "string");

  // The logo this upload replaces, read under the row's lock in the transaction below: of concurrent uploads
  // each replaces the one committed before it, so each old file is deleted exactly once and none is left behind.
  let replaced: string | null;
  try {
    replaced = await db().transaction(async (tx) => {
      const old = newKey ? await lockedLogoKey(tx, companyId) : null;
      // The name is the organization's; database triggers copy it into the company's jobs.
      if (before.name !== v.name) await tx.update(organization).set({ name: v.name }).where(eq(organization.id, companyId));
      await tx
        .update(companyProfiles)
        .set({ ...next, ...(newKey ? { logoKey: newKey } : {}), updatedAt: new Date() })
        .where(eq(companyProfiles.organizationId, companyId));
      if (changed.length > 0) {
        await recordAudit(tx, {
          actor,
          organizationId: companyId,
          action: "company.update",
          targetType: "company",
          targetId: companyId,
          detail: { fields: changed, ...(changed.includes("name") ? { from: before.name, to: v.name } : {}) },
        });
      }
      if (newKey) {
        await recordAudit(tx, {
          actor,
          organizationId: companyId,
          action: "company.logo",
          targetType: "company",
          targetId: companyId,
          detail: { replaced: Boolean(old) },
        });
      }
      return old;
    });
  } catch (error) {
    // Nothing points to the new file: remove it, so that a failed save leaves no orphan in storage.
    if (newKey) await deleteQuietly(newKey);
    throw error;
  }
  // After the commit: until then the old key was still the company's, and a rollback would have kept it.
  if (isStoredLogo(replaced)) await deleteQuietly(replaced);
  return redirectWithToast("/employer/company", { title: "Company profile saved" });
}

/** The company's logo key, with its profile row locked until the transaction ends (FOR UPDATE). */
async function lockedLogoKey(tx: Db, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ logoKey: companyProfiles.logoKey })
    .from(companyProfiles)
    .where(eq(companyProfiles.organizationId, companyId))
    .for("update");
  return row?.logoKey ?? null;
}

/** A stored file that is no longer used: a failed delete is logged (the file is orphaned, nothing else breaks). */
async function deleteQuietly(key: string): Promise<void> {
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
