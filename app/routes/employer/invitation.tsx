import type { Route } from "./+types/invitation";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { InvitationPage } from "./invitation.page.tsx";

export { action, loader } from "./invitation.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.employer_invitation_meta_title(), path: "/employer/invitations", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage view={actionData ?? loaderData} />;
}
