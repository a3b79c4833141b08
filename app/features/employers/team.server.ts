import { and, asc, eq, gt } from "drizzle-orm";
import { invitation, member, user } from "#db/schema.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { db } from "#app/lib/services.server.ts";
import { asRole, type CompanyRole } from "#app/features/auth/public.server.ts";
import type { TeamDecision } from "./team-rules.ts";

export interface TeamMember {
  memberId: string;
  name: string;
  email: string;
  role: CompanyRole;
  joinedAt: string;
  isSelf: boolean;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: CompanyRole;
  expiresAt: string;
}

export interface TeamActionData {
  result?: FormResult;
  /** A refusal of a member action (last owner, owners only), shown above the list. */
  error?: string;
}

/** The message of a Better Auth API error (e.g. "User is already a member of this organization"). */
export function apiMessage(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === "string" ? body.message : undefined;
}

/** The members of a company (oldest first) and, for its managers, its pending invitations. */
export async function companyTeam(
  companyId: string,
  userId: string,
  withInvitations: boolean,
): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
  const [members, invitations] = await Promise.all([
    db()
      .select({
        memberId: member.id,
        userId: member.userId,
        name: user.name,
        email: user.email,
        role: member.role,
        joinedAt: member.createdAt,
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(member.organizationId, companyId))
      .orderBy(asc(member.createdAt), asc(user.name)),
    withInvitations
      ? db()
          .select({ id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt })
          .from(invitation)
          .where(
            and(eq(invitation.organizationId, companyId), eq(invitation.status, "pending"), gt(invitation.expiresAt, new Date())),
          )
          .orderBy(asc(invitation.createdAt))
      : Promise.resolve([]),
  ]);
  return {
    members: members.map((m): TeamMember => ({
      memberId: m.memberId,
      name: m.name,
      email: m.email,
      role: asRole(m.role),
      joinedAt: m.joinedAt.toISOString(),
      isSelf: m.userId === userId,
    })),
    invitations: invitations.map((i): TeamInvitation => ({
      ...i,
      role: asRole(i.role),
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type MemberRow = { id: string; userId: string; role: string };

/**
 * Runs a membership change with the company's member rows locked (the owner count cannot change meanwhile). The
 * change decides before it writes: a refusal writes nothing.
 */
export async function changeMembers(
  companyId: string,
  change: (tx: Tx, members: MemberRow[]) => Promise<TeamDecision>,
): Promise<TeamDecision> {
  return db().transaction(async (tx) => {
    const members = await tx
      .select({ id: member.id, userId: member.userId, role: member.role })
      .from(member)
      .where(eq(member.organizationId, companyId))
      .for("update");
    return change(tx, members);
  });
}
