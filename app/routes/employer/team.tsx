import type { Route } from "./+types/team";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { TeamPage } from "./team.page.tsx";

export { action, loader } from "./team.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.employer_team_meta_title(), path: "/employer/team", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerTeam({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamPage {...loaderData} actionData={actionData} />;
}
