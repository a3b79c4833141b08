import { z } from "#app/lib/zod.ts";
import type { CompanyRole } from "#app/features/auth/public.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * Who may do what in a company's team. Owners and admins manage the team; only an owner touches an owner
 * (an admin cannot demote or remove the people above them, nor make anyone an owner); the last owner can
 * neither leave nor be removed or demoted, so that a company always has someone who can manage it.
 */
export const teamMessages = {
  lastOwnerLeave: m.employer_team_last_owner_leave,
  lastOwnerRemove: m.employer_team_last_owner_remove,
  lastOwnerDemote: m.employer_team_last_owner_demote,
  ownersOnly: m.employer_team_owners_only,
  notYourself: m.employer_team_not_yourself,
  email: m.employer_team_email,
  role: m.employer_team_role,
} as const;

export type TeamDecision = { ok: true } | { ok: false; message: string };

const allow: TeamDecision = { ok: true };
/** A refusal, its message read now (in the request's language). */
const deny = (message: () => string): TeamDecision => ({ ok: false, message: message() });

export function canLeave(role: CompanyRole, ownerCount: number): TeamDecision {
  return role === "owner" && ownerCount <= 1 ? deny(teamMessages.lastOwnerLeave) : allow;
}

export function canRemove(
  actor: { role: CompanyRole; isSelf: boolean },
  targetRole: CompanyRole,
  ownerCount: number,
): TeamDecision {
  if (actor.isSelf) return deny(teamMessages.notYourself);
  if (targetRole === "owner" && actor.role !== "owner") return deny(teamMessages.ownersOnly);
  if (targetRole === "owner" && ownerCount <= 1) return deny(teamMessages.lastOwnerRemove);
  return allow;
}

export function canChangeRole(
  actor: { role: CompanyRole },
  targetRole: CompanyRole,
  newRole: CompanyRole,
  ownerCount: number,
): TeamDecision {
  if ((targetRole === "owner" || newRole === "owner") && actor.role !== "owner") return deny(teamMessages.ownersOnly);
  if (targetRole === "owner" && newRole !== "owner" && ownerCount <= 1) return deny(teamMessages.lastOwnerDemote);
  return allow;
}

/** The roles an actor may give in the role menu (owners all three, admins admin and recruiter). */
export function assignableRoles(actorRole: CompanyRole): CompanyRole[] {
  return actorRole === "owner" ? ["owner", "admin", "recruiter"] : ["admin", "recruiter"];
}

/** Message functions: call them when shown. */
export const ROLE_LABELS: Record<CompanyRole, () => string> = {
  owner: m.employer_role_owner,
  admin: m.employer_role_admin,
  recruiter: m.employer_role_recruiter,
};

export const ROLE_DESCRIPTIONS: Record<CompanyRole, () => string> = {
  owner: m.employer_role_owner_description,
  admin: m.employer_role_admin_description,
  recruiter: m.employer_role_recruiter_description,
};

export const inviteSchema = z.object({
  email: z
    .string({ error: teamMessages.email })
    .trim()
    .max(254, { error: teamMessages.email })
    .pipe(z.email({ error: teamMessages.email })),
  role: z.enum(["admin", "recruiter"], { error: teamMessages.role }),
});
