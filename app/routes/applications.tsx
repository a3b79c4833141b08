import { Link } from "react-router";
import type { Route } from "./+types/applications";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { listApplications } from "#app/features/applications/applications.server.ts";
import { ApplicationsPage } from "#app/features/applications/applications-page.tsx";
import { myApplicationsAction } from "#app/features/applications/my-applications.server.ts";
import { requireUser } from "#app/features/auth/session.server.ts";
import { listSavedJobs } from "#app/features/saved-jobs/saved-jobs.server.ts";
import { head } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "My Applications", path: "/applications", noindex: true, siteData: "none" });

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request, url);
  const [applications, saved] = await Promise.all([listApplications(user.id), listSavedJobs(user.id)]);
  const tab = new URL(request.url).searchParams.get("tab") === "saved" ? "saved" : "applications";
  return { applications, saved, tab } as const;
}

/** Withdrawing one of the user's own applications. */
export function action({ request, url }: Route.ActionArgs) {
  return myApplicationsAction(request, url);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="My Applications" intro="The jobs you applied for and the jobs you saved.">
        <p className="mt-4">
          <Link to="/account" className="font-medium text-white underline underline-offset-4 hover:text-brand-100">
            My Account
          </Link>
        </p>
      </PageHeader>
      <ApplicationsPage
        applications={loaderData.applications}
        saved={loaderData.saved}
        initialTab={loaderData.tab}
        actionData={actionData}
      />
    </>
  );
}
