import type { Route } from "./+types/employer-invitation";
import { invitationAction, invitationLoader } from "#app/features/employers/public.server.ts";
import { InvitationPage } from "#app/features/employers/public.ts";
import { head } from "#app/lib/seo.ts";

export function loader({ request, params }: Route.LoaderArgs) {
  return invitationLoader(request, params.id);
}

export function action({ request, url, params }: Route.ActionArgs) {
  return invitationAction(request, url, params.id);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Team Invitation", path: "/employer/invitations", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage view={actionData ?? loaderData} />;
}
