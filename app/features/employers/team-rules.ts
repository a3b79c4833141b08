import { z } from "#app/lib/zod.ts";
import type { CompanyRole } from "#app/features/auth/public.server.ts";

/**
 * Who may do what in a company's team. Owners and admins manage the team; only an owner touches an owner
 * (an admin cannot demote or remove the people above them, nor make anyone an owner); the last owner can
 * neither leave nor be removed or demoted, so that a company always has someone who can manage it.
 */
export const teamMessages = {
  lastOwnerLeave: "You are the only owner. Make another member an owner before you leave the company.",
  lastOwnerRemove: "The last owner cannot be removed. Make another member an owner first.",
  lastOwnerDemote: "The last owner cannot change their role. Make another member an owner first.",
  ownersOnly: "Only an owner can change or remove an owner, or make someone an owner.",
  notYourself: "To leave the company, use Leave company below.",
  email: "Please enter a valid email address",
  role: "Please choose a role",
} as const;

export type TeamDecision = { ok: true } | { ok: false; message: string };

const allow: TeamDecision = { ok: true };
const deny = (message: string): TeamDecision => ({ ok: false, message });

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

export const ROLE_LABELS: Record<CompanyRole, string> = { owner: "Owner", admin: "Admin", recruiter: "Recruiter" };

export const ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: "Everything, including the team and other owners",
  admin: "Jobs, applicants, the company profile and the team",
  recruiter: "Jobs and applicants",
};

export const inviteSchema = z.object({
  email: z.string(teamMessages.email).trim().max(254, teamMessages.email).pipe(z.email(teamMessages.email)),
  role: z.enum(["admin", "recruiter"], teamMessages.role),
});
