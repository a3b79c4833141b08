import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { invitation, member } from "#db/schema.ts";
import type { Route } from "./+types/team";
import { asRole, canManageCompany, requireCompanyManager, requireEmployer } from "#app/features/auth/public.server.ts";
import { canChangeRole, canLeave, canRemove, inviteSchema } from "#app/features/employers/public.ts";
import { apiMessage, changeMembers, companyTeam, type TeamActionData } from "#app/features/employers/public.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { parseForm } from "#app/lib/forms.ts";
import { textIdFrom } from "#app/lib/ids.ts";
import { readForm } from "#app/lib/request.server.ts";
import { db, services } from "#app/lib/services.server.ts";

/** /employer/team: members and pending invitations of the active company. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const ctx = await requireEmployer(request, url);
  const canManage = canManageCompany(ctx.company.role);
  const team = await companyTeam(ctx.company.companyId, ctx.user.id, canManage);
  return { role: ctx.company.role, canManage, ...team };
}

const refused = (message: string) => data<TeamActionData>({ error: message }, { status: 409 });

/**
 * The team's actions. Invite and cancel, remove and change a role: owners and admins (others: 404). Leave:
 * anyone but the last owner. Membership changes are made here, in one transaction with their audit line,
 * with the company's members locked so that two owners cannot both leave at once.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const ctx = await requireEmployer(request, url);
  const companyId = ctx.company.companyId;
  const actor = { id: ctx.user.id, email: ctx.user.email };
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "leave") {
    const decision = await changeMembers(companyId, async (tx, members) => {
      const me = members.find((row) => row.userId === ctx.user.id);
      if (!me) return { ok: false, message: m.employer_team_not_member() };
      const ok = canLeave(asRole(me.role), members.filter((row) => row.role === "owner").length);
      if (!ok.ok) return ok;
      await tx.delete(member).where(eq(member.id, me.id));
      await recordAudit(tx, { actor, organizationId: companyId, action: "member.leave", targetType: "member", targetId: me.id });
      return ok;
    });
    if (!decision.ok) return refused(decision.message);
    const next = ctx.companies.find((c) => c.companyId !== companyId);
    if (next) {
      await services().auth.api.setActiveOrganization({ headers: request.headers, body: { organizationId: next.companyId } });
      return redirectWithToast("/employer", { title: m.employer_team_left({ company: ctx.company.name }) });
    }
    return redirectWithToast("/employers", { title: m.employer_team_left({ company: ctx.company.name }) });
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
      const message = apiMessage(error) ?? m.employer_team_invite_failed();
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
      title: m.employer_team_invitation_sent(),
      description: m.employer_team_invitation_sent_text({ email }),
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
    return redirectWithToast("/employer/team", { title: m.employer_team_invitation_cancelled() });
  }

  if (intent === "remove-member" || intent === "change-role") {
    const memberId = String(form.get("memberId") ?? "");
    const newRole = form.get("role");
    if (intent === "change-role" && newRole !== "owner" && newRole !== "admin" && newRole !== "recruiter") {
      return data<TeamActionData>({ error: m.employer_team_choose_role() }, { status: 400 });
    }
    let found = true;
    const decision = await changeMembers(companyId, async (tx, members) => {
      const target = members.find((row) => row.id === memberId);
      if (!target) {
        found = false;
        return { ok: true };
      }
      const owners = members.filter((row) => row.role === "owner").length;
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
    return redirectWithToast("/employer/team", {
      title: intent === "remove-member" ? m.employer_team_member_removed() : m.employer_team_role_changed(),
    });
  }

  return data<TeamActionData>({ error: m.employer_team_unknown_action() }, { status: 400 });
}
