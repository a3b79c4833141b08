import { and, asc, count, desc, eq, inArray, or } from "drizzle-orm";
import { data } from "react-router";
import { companyProfiles, companyVerificationRequests, member, organization, user } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import {
  linkMail,
  mailName,
  normalisePhone,
  phoneForDisplay,
  updateCompanyProfile,
  type EmployerContext,
} from "#app/features/auth/public.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { isLocale } from "#app/lib/i18n/locale.ts";
import { queueMail } from "#app/lib/mail-queue.server.ts";
import { db, services } from "#app/lib/services.server.ts";
import { z } from "#app/lib/zod.ts";
import type { VerificationActionData } from "./action-data.ts";
import { verificationRequestSchema } from "./request-schema.ts";
import { verificationStateOf, type VerificationState } from "./state.ts";

const COMPANY_PAGE = "/employer/company";

/** The company page's state of verification: the flag and the company's latest request. */
export async function readVerification(companyId: string): Promise<VerificationState> {
  const [profile] = await db()
    .select({ verified: companyProfiles.verified })
    .from(companyProfiles)
    .where(eq(companyProfiles.organizationId, companyId));
  const [latest] = await db()
    .select({
      status: companyVerificationRequests.status,
      createdAt: companyVerificationRequests.createdAt,
      decidedAt: companyVerificationRequests.decidedAt,
      declineReason: companyVerificationRequests.declineReason,
    })
    .from(companyVerificationRequests)
    .where(eq(companyVerificationRequests.organizationId, companyId))
    .orderBy(desc(companyVerificationRequests.createdAt), desc(companyVerificationRequests.id))
    .limit(1);
  return verificationStateOf(profile?.verified === true, latest ?? null);
}

/**
 * The server's form: the shared fields, and the contact read as an e-mail address or as a phone number (a
 * national number in German form, as the employers' phone fields read it; stored as E.164, decision 204).
 */
const serverSchema = verificationRequestSchema.extend({
  contactPhoneOrEmail: verificationRequestSchema.shape.contactPhoneOrEmail.transform((value, ctx) => {
    if (value.includes("@")) {
      if (z.email().safeParse(value).success) return value;
    } else {
      const e164 = normalisePhone(value, "DE");
      if (e164) return e164;
    }
    ctx.addIssue({ code: "custom", message: m.verification_error_contact_reach() });
    return value;
  }),
});

/**
 * The request form, sent to the company profile's action (the caller has checked that the account is an owner or
 * admin of its active company). A verified company or one whose request is already waiting gets a toast and no
 * new row: the partial unique index keeps it to one waiting request even when two managers send at once.
 */
export async function requestVerification(ctx: EmployerContext, form: FormData) {
  const submission = parseForm(form, serverSchema);
  if (submission.status !== "success") {
    return data<VerificationActionData>({ verification: submission.reply() }, { status: 400 });
  }
  const companyId = ctx.company.companyId;
  const state = await readVerification(companyId);
  if (state.kind === "verified") {
    return redirectWithToast(COMPANY_PAGE, { title: m.verification_toast_already_verified(), variant: "error" });
  }
  const v = submission.value;
  const stored = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(companyVerificationRequests)
      .values({
        organizationId: companyId,
        requestedBy: ctx.user.id,
        registerNumber: v.registerNumber,
        street: v.street,
        postalCode: v.postalCode,
        city: v.city,
        website: v.website,
        contactName: v.contactName,
        contactPhoneOrEmail: v.contactPhoneOrEmail,
      })
      .onConflictDoNothing()
      .returning({ id: companyVerificationRequests.id });
    if (!row) return null;
    await recordAudit(tx, {
      actor: { id: ctx.user.id, email: ctx.user.email },
      organizationId: companyId,
      action: "company.verification_request",
      targetType: "company",
      targetId: companyId,
      detail: { request: row.id, registerNumber: v.registerNumber },
    });
    return row;
  });
  if (!stored) {
    return redirectWithToast(COMPANY_PAGE, { title: m.verification_toast_already_pending(), variant: "error" });
  }
  return redirectWithToast(COMPANY_PAGE, { title: m.verification_toast_requested() });
}

/* ---------- The administrators' queue ---------- */

export interface PendingVerification {
  id: number;
  companyId: string;
  companyName: string;
  companySlug: string;
  /** Verified meanwhile in the company list (approving then only closes the request). */
  verified: boolean;
  registerNumber: string;
  street: string;
  postalCode: string;
  city: string;
  website: string;
  contactName: string;
  contactPhoneOrEmail: string;
  requesterName: string | null;
  requesterEmail: string | null;
  createdAt: string;
}

/** The waiting requests, oldest first. */
export async function pendingVerifications(): Promise<PendingVerification[]> {
  const rows = await db()
    .select({
      id: companyVerificationRequests.id,
      companyId: organization.id,
      companyName: organization.name,
      companySlug: organization.slug,
      verified: companyProfiles.verified,
      registerNumber: companyVerificationRequests.registerNumber,
      street: companyVerificationRequests.street,
      postalCode: companyVerificationRequests.postalCode,
      city: companyVerificationRequests.city,
      website: companyVerificationRequests.website,
      contactName: companyVerificationRequests.contactName,
      contactPhoneOrEmail: companyVerificationRequests.contactPhoneOrEmail,
      requesterName: user.name,
      requesterEmail: user.email,
      createdAt: companyVerificationRequests.createdAt,
    })
    .from(companyVerificationRequests)
    .innerJoin(organization, eq(organization.id, companyVerificationRequests.organizationId))
    .innerJoin(companyProfiles, eq(companyProfiles.organizationId, organization.id))
    .leftJoin(user, eq(user.id, companyVerificationRequests.requestedBy))
    .where(eq(companyVerificationRequests.status, "pending"))
    .orderBy(asc(companyVerificationRequests.createdAt), asc(companyVerificationRequests.id));
  // A phone number in international groups ("+49 89 1234567"), as the console's readers dial it.
  const contact = (v: string) => (v.includes("@") ? v : phoneForDisplay(v));
  return rows.map((r) => ({ ...r, contactPhoneOrEmail: contact(r.contactPhoneOrEmail), createdAt: r.createdAt.toISOString() }));
}

/** How many requests wait (the console's tab). */
export async function pendingVerificationCount(): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(companyVerificationRequests)
    .where(eq(companyVerificationRequests.status, "pending"));
  return row?.n ?? 0;
}

export type VerificationDecision = { approve: true } | { approve: false; reason: string };

/**
 * An administrator's decision on a company's waiting request (the request's id when the form names it), in one
 * transaction: the request's status, the verified flag (approve: the console's own "company.verify", with its
 * audit line), and the mail to the requester and the company's owners and admins, each in their own language.
 * Null when no such request waits (decided meanwhile, or unknown).
 */
export async function decideVerification(
  admin: { id: string; email: string },
  companyId: string,
  decision: VerificationDecision,
  requestId?: number,
): Promise<{ name: string } | null> {
  return db().transaction(async (tx) => {
    const [request] = await tx
      .select({ id: companyVerificationRequests.id, requestedBy: companyVerificationRequests.requestedBy })
      .from(companyVerificationRequests)
      .where(
        and(
          eq(companyVerificationRequests.organizationId, companyId),
          eq(companyVerificationRequests.status, "pending"),
          requestId === undefined ? undefined : eq(companyVerificationRequests.id, requestId),
        ),
      )
      .for("update");
    if (!request) return null;
    const [company] = await tx.select({ name: organization.name }).from(organization).where(eq(organization.id, companyId));
    if (!company) return null;

    await tx
      .update(companyVerificationRequests)
      .set({
        status: decision.approve ? "approved" : "declined",
        decidedBy: admin.id,
        decidedAt: new Date(),
        declineReason: decision.approve ? null : decision.reason,
      })
      .where(eq(companyVerificationRequests.id, request.id));
    if (decision.approve) await updateCompanyProfile(tx, companyId, { verified: true });
    await recordAudit(tx, {
      actor: admin,
      organizationId: companyId,
      action: decision.approve ? "company.verify" : "company.verification_decline",
      targetType: "company",
      targetId: companyId,
      detail: decision.approve ? { request: request.id } : { request: request.id, reason: decision.reason },
    });
    await mailDecision(tx, companyId, request.requestedBy, company.name, decision);
    return company;
  });
}

/**
 * The decision's mail to whoever asked (while still a member) and the company's owners and admins, each rendered
 * in the recipient's account language (withLocale) when it is queued; the administrator's reason stays as written.
 */
async function mailDecision(
  tx: Db,
  companyId: string,
  requestedBy: string | null,
  company: string,
  decision: VerificationDecision,
) {
  const roles = inArray(member.role, ["owner", "admin"]);
  const recipients = await tx
    .selectDistinct({ email: user.email, name: user.name, language: user.language })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, companyId), requestedBy ? or(roles, eq(member.userId, requestedBy)) : roles));
  const base = services().config.publicUrl;
  for (const r of recipients) {
    const mail = withLocale(isLocale(r.language) ? r.language : "en", () =>
      linkMail({
        to: r.email,
        greetingName: mailName(r.name),
        subject: decision.approve
          ? m.verification_mail_approved_subject({ company })
          : m.verification_mail_declined_subject({ company }),
        intro: decision.approve
          ? m.verification_mail_approved_intro({ company })
          : m.verification_mail_declined_intro({ company, reason: decision.reason }),
        action: m.verification_mail_action(),
        url: `${base}${href(COMPANY_PAGE)}`,
        outro: decision.approve ? m.verification_mail_approved_outro() : m.verification_mail_declined_outro(),
      }),
    );
    await queueMail(tx, mail);
  }
}
