import { and, eq, gt } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { invitation, organization } from "#db/schema.ts";
import { isTextId } from "#app/lib/ids.ts";
import { asRole } from "#vocabulary/roles.ts";

/** An invitation to a company that can still be accepted: pending and not expired. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: "owner" | "admin" | "recruiter";
  companyId: string;
  companyName: string;
  expiresAt: Date;
}

/** The pending, unexpired invitation with this id, or null (unknown, accepted, declined, cancelled or expired). */
export async function findPendingInvitation(db: Db, id: string, now = new Date()): Promise<PendingInvitation | null> {
  // Ids are Better Auth's (32 letters and digits); anything else (a NUL, which fails the query) is no id of ours.
  if (!isTextId(id)) return null;
  const [row] = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      companyId: organization.id,
      companyName: organization.name,
      expiresAt: invitation.expiresAt,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(and(eq(invitation.id, id), eq(invitation.status, "pending"), gt(invitation.expiresAt, now)))
    .limit(1);
  return row ? { ...row, role: asRole(row.role) } : null;
}

/** Whether `id` is a pending, unexpired invitation for `email` (compared without case): the invited sign-up's proof. */
export async function isPendingInvitationFor(db: Db, id: unknown, email: unknown): Promise<boolean> {
  if (typeof id !== "string" || typeof email !== "string") return false;
  const found = await findPendingInvitation(db, id);
  return found !== null && found.email.trim().toLowerCase() === email.trim().toLowerCase();
}
