import { and, eq, inArray } from "drizzle-orm";
import { jobs, member, organization, user } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { linkMail, mailName, updateCompanyProfile, type SessionUser } from "#app/features/auth/public.server.ts";
import { lifecycle } from "#app/features/jobs/public.ts";
import { applyJobTransition } from "#app/features/jobs/public.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { BASE_LOCALE, isLocale, localizePath } from "#app/lib/i18n/locale.ts";
import { queueMail } from "#app/lib/mail-queue.server.ts";
import { db, services } from "#app/lib/services.server.ts";

/** What an admin action answers when a form has a mistake: the messages under the fields of that one form. */
export interface AdminActionData {
  intent: string;
  /** The job or company the form was about (each has its own form on the page). */
  targetId: string;
  result: FormResult;
}

export type Actor = { id: string; email: string };
export const actorOf = (u: SessionUser): Actor => ({ id: u.id, email: u.email });

/** The company's owners and admins: who hears about moderation decisions, each in the account's language. */
async function companyManagers(tx: Db, companyId: string) {
  return tx
    .select({ email: user.email, name: user.name, language: user.language })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, companyId), inArray(member.role, ["owner", "admin"])));
}

/** The words of a decision's mail; `write` is called in the recipient's language. */
export type ManagerMail = () => { subject: string; intro: string; action: string; outro: string };

/**
 * Queues the mail about a decision to the company's managers, in the transaction of the decision. Each manager
 * reads it in their account's language (user.language), whatever the administrator's page language, and its link
 * leads to the page in that language. The administrator's reason stays as written.
 */
export async function mailManagers(tx: Db, companyId: string, path: string, write: ManagerMail) {
  const { publicUrl } = services().config;
  for (const manager of await companyManagers(tx, companyId)) {
    const language = isLocale(manager.language) ? manager.language : BASE_LOCALE;
    const mail = withLocale(language, () =>
      linkMail({
        to: manager.email,
        greetingName: mailName(manager.name),
        url: `${publicUrl}${localizePath(path, language)}`,
        ...write(),
      }),
    );
    await queueMail(tx, mail);
  }
}

export const adminMails = {
  approved: (title: string) => ({
    subject: m.admin_mail_approved_subject({ title }),
    intro: m.admin_mail_approved_intro({ title }),
    action: m.admin_mail_approved_action(),
    outro: m.admin_mail_approved_outro(),
  }),
  /** A closed job whose changes were checked: closed again, the employer may reopen it. */
  approvedClosed: (title: string) => ({
    subject: m.admin_mail_approved_closed_subject({ title }),
    intro: m.admin_mail_approved_closed_intro({ title }),
    action: m.admin_mail_approved_closed_action(),
    outro: m.admin_mail_approved_closed_outro(),
  }),
  rejected: (title: string, reason: string) => ({
    subject: m.admin_mail_rejected_subject({ title }),
    intro: m.admin_mail_rejected_intro({ title, reason }),
    action: m.admin_mail_edit_jobs(),
    outro: m.admin_mail_submit_again(),
  }),
  unpublished: (title: string, reason: string) => ({
    subject: m.admin_mail_unpublished_subject({ title }),
    intro: m.admin_mail_unpublished_intro({ title, reason }),
    action: m.admin_mail_edit_jobs(),
    outro: m.admin_mail_submit_again(),
  }),
  suspended: (name: string, reason: string) => ({
    subject: m.admin_mail_suspended_subject({ name }),
    intro: m.admin_mail_suspended_intro({ name, reason }),
    action: m.admin_mail_suspended_action(),
    outro: m.admin_mail_suspended_outro(),
  }),
} as const;

const suspendedAsUnpublish = (j: lifecycle.LifecycleFields): lifecycle.Transition => ({
  ok: true,
  job: lifecycle.onCompanySuspended(j),
});

/** Sets a company's verified or suspended flag with its audit line, in one transaction; null for an unknown company. */
export async function setCompanyFlag(
  admin: Actor,
  companyId: string,
  change: { verified: boolean } | { suspended: boolean },
  action: string,
  detail?: Record<string, unknown>,
  alsoInTransaction?: (tx: Db, company: { name: string }) => Promise<void>,
): Promise<{ name: string } | null> {
  return db().transaction(async (tx) => {
    if (!(await updateCompanyProfile(tx, companyId, change))) return null;
    const [org] = await tx.select({ name: organization.name }).from(organization).where(eq(organization.id, companyId));
    await recordAudit(tx, {
      actor: admin,
      organizationId: companyId,
      action,
      targetType: "company",
      targetId: companyId,
      detail,
    });
    const company = { name: org?.name ?? companyId };
    await alsoInTransaction?.(tx, company);
    return company;
  });
}

/**
 * Suspends a company: first the flag (from then on nothing of it can be published), then each of its published
 * and pending jobs is unpublished through the job life cycle, each with its own audit line. Running it again on a
 * suspended company unpublishes whatever is left, so an interrupted suspension can be completed.
 */
export async function suspendCompany(admin: Actor, companyId: string, reason: string) {
  // The managers' mail is queued with the flag: the suspension takes effect with it.
  const company = await setCompanyFlag(admin, companyId, { suspended: true }, "company.suspend", { reason }, (tx, c) =>
    mailManagers(tx, companyId, "/employer", () => adminMails.suspended(c.name, reason)),
  );
  if (!company) return null;
  const live = await db()
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.status, ["published", "pending_review"])));
  let unpublished = 0;
  for (const job of live) {
    const result = await applyJobTransition({
      jobId: job.id,
      companyId,
      actor: admin,
      action: "job.unpublish",
      transition: suspendedAsUnpublish,
      detail: { reason: lifecycle.SUSPENSION_REASON, cause: "company.suspend" },
    });
    if (result.ok && result.job.status === "rejected") unpublished += 1;
  }
  return { ...company, unpublished };
}
