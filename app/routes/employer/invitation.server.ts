import { data } from "react-router";
import type { Route } from "./+types/invitation";
import { findPendingInvitation, getUser, requireUser, type CompanyRole } from "#app/features/auth/public.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { readForm } from "#app/lib/request.server.ts";
import { db, services } from "#app/lib/services.server.ts";

/** What the invitation page shows, by who is looking. */
export type InvitationView =
  | { state: "invalid" }
  | {
      state: "signed_out" | "job_seeker" | "other_email" | "ready";
      id: string;
      companyName: string;
      role: CompanyRole;
      email: string;
      /** The signed-in account's address (other_email). */
      signedInAs?: string;
    };

async function viewOf(request: Request, id: string): Promise<InvitationView & { companyId?: string }> {
  const found = await findPendingInvitation(db(), id);
  if (!found) return { state: "invalid" };
  const base = { id: found.id, companyName: found.companyName, role: found.role, email: found.email };
  const user = await getUser(request);
  if (!user) return { ...base, state: "signed_out" };
  if (user.email.trim().toLowerCase() !== found.email.trim().toLowerCase()) {
    return { ...base, state: "other_email", signedInAs: user.email };
  }
  if (user.kind !== "employer") return { ...base, state: "job_seeker" };
  return { ...base, state: "ready", companyId: found.companyId };
}

/** /employer/invitations/{id}: the invitation, for anyone with the link (an unknown or used one: 404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = params.id;
  const { companyId: _companyId, ...view } = await viewOf(request, id);
  return data<InvitationView>(view, { status: view.state === "invalid" ? 404 : 200 });
}

/** Accept or decline: only the invited address's employer account, through the organization plugin's endpoints. */
export async function action({ request, url, params }: Route.ActionArgs) {
  const id = params.id;
  const user = await requireUser(request, url);
  const { companyId, ...view } = await viewOf(request, id);
  if (view.state !== "ready" || !companyId) return data<InvitationView>(view, { status: view.state === "invalid" ? 404 : 403 });
  const form = await readForm(request);
  const actor = { id: user.id, email: user.email };
  const decline = form.get("intent") === "decline";
  const { auth } = services();
  try {
    if (decline) {
      await auth.api.rejectInvitation({ headers: request.headers, body: { invitationId: id } });
    } else {
      await auth.api.acceptInvitation({ headers: request.headers, body: { invitationId: id } });
      await auth.api.setActiveOrganization({ headers: request.headers, body: { organizationId: companyId } });
    }
  } catch (error) {
    console.error(`[invitations] ${decline ? "decline" : "accept"} of ${id} failed:`, error);
    return data<InvitationView>({ state: "invalid" }, { status: 409 });
  }
  await recordAudit(db(), {
    actor,
    organizationId: companyId,
    action: decline ? "invitation.decline" : "invitation.accept",
    targetType: "invitation",
    targetId: id,
    detail: { role: view.role },
  });
  if (decline) return redirectWithToast("/", { title: m.employer_invitation_declined() });
  return redirectWithToast("/employer", { title: m.employer_invitation_welcome({ company: view.companyName }) });
}
