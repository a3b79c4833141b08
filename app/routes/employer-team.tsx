import type { Route } from "./+types/employer-team";
import { teamAction, teamLoader } from "#app/features/employers/public.server.ts";
import { TeamPage } from "#app/features/employers/public.ts";
import { head } from "#app/lib/seo.ts";

export function loader({ request, url }: Route.LoaderArgs) {
  return teamLoader(request, url);
}

export function action({ request, url }: Route.ActionArgs) {
  return teamAction(request, url);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Team", path: "/employer/team", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerTeam({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamPage {...loaderData} actionData={actionData} />;
}
