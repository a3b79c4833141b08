import { eq } from "drizzle-orm";
import { data } from "react-router";
import { redirect } from "#app/lib/i18n/redirect.ts";
import { organization } from "#db/schema.ts";
import type { Route } from "./+types/company";
import {
  canManageCompany,
  requireCompanyManager,
  requireEmployer,
  updateCompanyProfile,
} from "#app/features/auth/public.server.ts";
import { companyProfileSchema } from "#app/features/employers/public.ts";
import {
  deleteQuietly,
  isStoredLogo,
  LOGO_FOLDER,
  LOGO_FORM_LIMITS,
  lockedLogoKey,
  readProfile,
  type CompanyActionData,
} from "#app/features/employers/public.server.ts";
import { readVerification, requestVerification } from "#app/features/verification/public.server.ts";
import { VERIFICATION_INTENT } from "#app/features/verification/public.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { parseForm } from "#app/lib/forms.ts";
import { db, services } from "#app/lib/services.server.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import { readUploadForm } from "#app/lib/uploads/form.server.ts";
import { processLogo } from "#app/lib/uploads/logo.server.ts";

/** /employer/company: the active company's profile; `canEdit` for owners and admins (recruiters read it only). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const ctx = await requireEmployer(request, url);
  return {
    profile: await readProfile(ctx.company.companyId),
    canEdit: canManageCompany(ctx.company.role),
    verification: await readVerification(ctx.company.companyId),
  };
}

const reply = (body: CompanyActionData, status: number) => data(body, { status });

/**
 * Saves the profile (multipart: the fields and an optional logo), or removes the logo. Owners and admins only
 * (anyone else: 404). A new logo is checked by its bytes and re-encoded (lib/uploads/logo.server.ts), stored
 * under a fresh key, and the old file deleted once the new key is saved; every change is in the audit log.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const ctx = await requireEmployer(request, url);
  requireCompanyManager(ctx);
  const companyId = ctx.company.companyId;
  const actor = { id: ctx.user.id, email: ctx.user.email };

  const read = await readUploadForm(request, LOGO_FORM_LIMITS);
  if (!read.ok) {
    // A logo over the limit: the form comes back with what was typed in its other fields.
    const result = read.fields && parseForm(read.fields, companyProfileSchema).reply();
    return reply({ ...(result ? { result } : {}), logoError: read.message }, read.status);
  }
  const form = read.formData;
  // The verification request form (features/verification) posts here too: same guard, its own answer.
  if (form.get("intent") === VERIFICATION_INTENT) return requestVerification(ctx, form);
  const before = await readProfile(companyId);

  if (form.get("intent") === "remove-logo") {
    if (!before.logoKey) return redirect("/employer/company");
    const removed = await db().transaction(async (tx) => {
      // The key as it is now, under the row's lock: a concurrent upload may have replaced the one read above.
      const current = await lockedLogoKey(tx, companyId);
      if (!current) return null;
      await updateCompanyProfile(tx, companyId, { logoKey: null });
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
    return redirectWithToast("/employer/company", { title: m.employer_company_logo_removed() });
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
      await updateCompanyProfile(tx, companyId, { ...next, ...(newKey ? { logoKey: newKey } : {}) });
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
  return redirectWithToast("/employer/company", { title: m.employer_company_saved() });
}
