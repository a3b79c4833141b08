import { and, asc, eq, gt } from "drizzle-orm";
import { data, redirect } from "react-router";
import { invitation, member, user } from "#db/schema.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm, type FormResult } from "#app/lib/forms.ts";
import { textIdFrom } from "#app/lib/ids.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { db, services } from "#app/lib/services.server.ts";
import { canManageCompany, requireCompanyManager, requireEmployer, type CompanyRole } from "#app/features/auth/public.server.ts";
import { canChangeRole, canLeave, canRemove, inviteSchema, type TeamDecision } from "./team-rules.ts";

const asRole = (role: string): CompanyRole => (role === "owner" || role === "admin" ? role : "recruiter");

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
function apiMessage(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === "string" ? body.message : undefined;
}

/** /employer/team: members and pending invitations of the active company. */
export async function teamLoader(request: Request, url: URL) {
  const ctx = await requireEmployer(request, url);
  const companyId = ctx.company.companyId;
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
    canManageCompany(ctx.company.role)
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
    role: ctx.company.role,
    canManage: canManageCompany(ctx.company.role),
    members: members.map((m): TeamMember => ({
      memberId: m.memberId,
      name: m.name,
      email: m.email,
      role: asRole(m.role),
      joinedAt: m.joinedAt.toISOString(),
      isSelf: m.userId === ctx.user.id,
    })),
    invitations: invitations.map((i): TeamInvitation => ({
      ...i,
      role: asRole(i.role ?? ""),
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

const refused = (message: string) => data<TeamActionData>({ error: message }, { status: 409 });

/**
 * The team's actions. Invite and cancel, remove and change a role: owners and admins (others: 404). Leave:
 * anyone but the last owner. Membership changes are made here, in one transaction with their audit line,
 * with the company's members locked so that two owners cannot both leave at once.
 */
export async function teamAction(request: Request, url: URL) {
  const ctx = await requireEmployer(request, url);
  const companyId = ctx.company.companyId;
  const actor = { id: ctx.user.id, email: ctx.user.email };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<TeamActionData>({ error: "The form could not be read." }, { status: 400 });
  }
  const intent = form.get("intent");

  if (intent === "leave") {
    const decision = await changeMembers(companyId, async (tx, members) => {
      const me = members.find((m) => m.userId === ctx.user.id);
      if (!me) return { ok: false, message: "You are not a member of this company." };
      const ok = canLeave(asRole(me.role), members.filter((m) => m.role === "owner").length);
      if (!ok.ok) return ok;
      await tx.delete(member).where(eq(member.id, me.id));
      await recordAudit(tx, { actor, organizationId: companyId, action: "member.leave", targetType: "member", targetId: me.id });
      return ok;
    });
    if (!decision.ok) return refused(decision.message);
    const next = ctx.companies.find((c) => c.companyId !== companyId);
    if (next) {
      await services().auth.api.setActiveOrganization({ headers: request.headers, body: { organizationId: next.companyId } });
      return redirectWithToast("/employer", { title: `You left ${ctx.company.name}` });
    }
    return redirectWithToast("/employers", { title: `You left ${ctx.company.name}` });
  }

  requireCompanyManager(ctx);

  if (intent === "invite") {
    const submission = parseForm(form, inviteSchema);
    if (submission.status !== "success") return data<TeamActionData>({ result: submission.reply() }, { status: 400 });
    const { email, role } = submission.value;
    let invitationId: string;
    try {
      const created = await services().auth.api.createInvitation({
        headers: request.headers,
        body: { email, role, organizationId: companyId },
      });
      invitationId = created.id;
    } catch (error) {
      // The plugin's refusals (already a member) and ours (auth.server.ts: the hourly limit per sender).
      const message = apiMessage(error) ?? "The invitation could not be sent. Please try again.";
      const status = (error as { statusCode?: unknown } | null)?.statusCode === 429 ? 429 : 400;
      return data<TeamActionData>({ result: submission.reply({ fieldErrors: { email: [message] } }) }, { status });
    }
    await recordAudit(db(), {
      actor,
      organizationId: companyId,
      action: "member.invite",
      targetType: "invitation",
      targetId: invitationId,
      detail: { email, role },
    });
    return redirectWithToast("/employer/team", {
      title: "Invitation sent",
      description: `We have e-mailed ${email} a link to join.`,
    });
  }

  if (intent === "cancel-invitation") {
    // Not an id (a NUL, which PostgreSQL refuses in a query): the same 404 as an unknown invitation (lib/ids.ts).
    const id = textIdFrom(form.get("invitationId"));
    if (!id) throw data(null, { status: 404 });
    const cancelled = await db().transaction(async (tx) => {
      const rows = await tx
        .update(invitation)
        .set({ status: "canceled" })
        .where(and(eq(invitation.id, id), eq(invitation.organizationId, companyId), eq(invitation.status, "pending")))
        .returning({ id: invitation.id, email: invitation.email });
      const row = rows[0];
      if (row) {
        await recordAudit(tx, {
          actor,
          organizationId: companyId,
          action: "invitation.cancel",
          targetType: "invitation",
          targetId: row.id,
          detail: { email: row.email },
        });
      }
      return row;
    });
    if (!cancelled) throw data(null, { status: 404 });
    return redirectWithToast("/employer/team", { title: "Invitation cancelled" });
  }

  if (intent === "remove-member" || intent === "change-role") {
    const memberId = String(form.get("memberId") ?? "");
    const newRole = form.get("role");
    if (intent === "change-role" && newRole !== "owner" && newRole !== "admin" && newRole !== "recruiter") {
      return data<TeamActionData>({ error: "Please choose a role." }, { status: 400 });
    }
    let found = true;
    const decision = await changeMembers(companyId, async (tx, members) => {
      const target = members.find((m) => m.id === memberId);
      if (!target) {
        found = false;
        return { ok: true };
      }
      const owners = members.filter((m) => m.role === "owner").length;
      if (intent === "remove-member") {
        const ok = canRemove({ role: ctx.company.role, isSelf: target.userId === ctx.user.id }, asRole(target.role), owners);
        if (!ok.ok) return ok;
        await tx.delete(member).where(eq(member.id, target.id));
        await recordAudit(tx, {
          actor,
          organizationId: companyId,
          action: "member.remove",
          targetType: "member",
          targetId: target.id,
          detail: { userId: target.userId, role: target.role },
        });
        return ok;
      }
      const role = asRole(String(newRole));
      const ok = canChangeRole({ role: ctx.company.role }, asRole(target.role), role, owners);
      if (!ok.ok || role === target.role) return ok;
      await tx.update(member).set({ role }).where(eq(member.id, target.id));
      await recordAudit(tx, {
        actor,
        organizationId: companyId,
        action: "member.role",
        targetType: "member",
        targetId: target.id,
        detail: { userId: target.userId, from: target.role, to: role },
      });
      return ok;
    });
    // Another company's member, or one already gone: as if it did not exist.
    if (!found) throw data(null, { status: 404 });
    if (!decision.ok) return refused(decision.message);
    return redirectWithToast("/employer/team", { title: intent === "remove-member" ? "Member removed" : "Role changed" });
  }

  return data<TeamActionData>({ error: "Unknown action." }, { status: 400 });
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type MemberRow = { id: string; userId: string; role: string };

/**
 * Runs a membership change with the company's member rows locked (the owner count cannot change meanwhile). The
 * change decides before it writes: a refusal writes nothing.
 */
async function changeMembers(
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

/** POST /employer/switch: makes another company of the account's the active one, then back to where they were. */
export async function switchCompanyAction(request: Request, url: URL) {
  const ctx = await requireEmployer(request, url);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  const companyId = String(form.get("companyId") ?? "");
  // Only a company the account belongs to; anything else is as if it did not exist.
  if (!ctx.companies.some((c) => c.companyId === companyId)) throw data(null, { status: 404 });
  await services().auth.api.setActiveOrganization({ headers: request.headers, body: { organizationId: companyId } });
  // Back to the same section (/employer/jobs, /employer/team…): a job or an applicant of the company left behind
  // would be a 404 in the other one.
  const back = safeRedirect(form.get("redirectTo"), "/employer").split(/[?#]/)[0] ?? "";
  const section = back.split("/").slice(0, 3).join("/");
  return redirect(section.startsWith("/employer") ? section : "/employer");
}
