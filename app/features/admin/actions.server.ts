import { and, eq, inArray } from "drizzle-orm";
import { jobs, member, organization, user } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { linkMail, mailName, updateCompanyProfile, type SessionUser } from "#app/features/auth/public.server.ts";
import { lifecycle } from "#app/features/jobs/public.ts";
import { applyJobTransition } from "#app/features/jobs/public.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import type { FormResult } from "#app/lib/forms.ts";
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

/** The company's owners and admins: who hears about moderation decisions. */
async function companyManagers(tx: Db, companyId: string) {
  return tx
    .select({ email: user.email, name: user.name })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, companyId), inArray(member.role, ["owner", "admin"])));
}

/** Queues the mail about a decision to the company's managers, in the transaction of the decision. */
export async function mailManagers(
  tx: Db,
  companyId: string,
  message: { subject: string; intro: string; action: string; path: string; outro: string },
) {
  const url = `${services().config.publicUrl}${message.path}`;
  for (const m of await companyManagers(tx, companyId)) {
    await queueMail(tx, linkMail({ to: m.email, greetingName: mailName(m.name), url, ...message }));
  }
}

export const adminMails = {
  approved: (title: string) => ({
    subject: `Your job “${title}” is published`,
    intro: `Your job “${title}” was approved by the PearlBridge Jobs team and is now published: job seekers can find it and apply.`,
    action: "See the job",
    outro: "You will find the applications in your employer area.",
  }),
  /** A closed job whose changes were checked: closed again, the employer may reopen it. */
  approvedClosed: (title: string) => ({
    subject: `Your changes to “${title}” are approved`,
    intro: `The PearlBridge Jobs team approved your changes to “${title}”. The job is still closed: reopen it when you want applications again.`,
    action: "Open your jobs",
    outro: "You will find it under Closed in your employer area.",
  }),
  rejected: (title: string, reason: string) => ({
    subject: `Your job “${title}” was not approved`,
    intro: `Your job “${title}” was not approved by the PearlBridge Jobs team. The reason: ${reason}`,
    action: "Edit your jobs",
    outro: "You can change the job and submit it again.",
  }),
  unpublished: (title: string, reason: string) => ({
    subject: `Your job “${title}” was unpublished`,
    intro: `Your job “${title}” was taken off PearlBridge Jobs by an administrator. The reason: ${reason}`,
    action: "Edit your jobs",
    outro: "You can change the job and submit it again.",
  }),
  suspended: (name: string, reason: string) => ({
    subject: `${name} was suspended on PearlBridge Jobs`,
    intro: `Your company ${name} was suspended by an administrator: its page and jobs are no longer shown. The reason: ${reason}`,
    action: "Open your employer area",
    outro: "If you think this is a mistake, reply to this e-mail.",
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
    mailManagers(tx, companyId, { ...adminMails.suspended(c.name, reason), path: "/employer" }),
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
