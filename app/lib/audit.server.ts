import type { Db } from "#db/client.ts";
import { auditLog } from "#db/schema.ts";

/** One administrative or employer action for the audit log (docs/decisions/043-audit-log.md). */
export interface AuditEntry {
  /** Who acted; id null for the command line (`npm run admin`), whose "email" then names the command. */
  actor: { id: string | null; email: string };
  /** The company acted in or on, if any. */
  organizationId?: string | null;
  /** A dotted verb: "job.create", "job.publish", "application.status", "company.verify", "member.invite", … */
  action: string;
  targetType: "job" | "application" | "company" | "member" | "invitation" | "user";
  targetId: string;
  /** Small facts about the change (new status, reason); never passwords, tokens or file contents. */
  detail?: Record<string, unknown>;
}

/**
 * Records an action. Pass the transaction of the change itself, so that the change and its log line are
 * stored together or not at all.
 */
export async function recordAudit(db: Pick<Db, "insert">, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    organizationId: entry.organizationId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? null,
  });
}
