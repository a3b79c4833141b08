import type { Route } from "./+types/saved";
import { ShareLinks } from "#app/features/jobs/public.ts";
import { SavedPage } from "#app/features/saved-jobs/saved-page.tsx";
import { savedPageAction, savedPageLoader } from "#app/features/saved-jobs/public.server.ts";
import { head } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Saved jobs", path: "/saved", noindex: true, siteData: "none" });

export function loader({ request }: Route.LoaderArgs) {
  return savedPageLoader(request);
}

/** Save or remove a job with a plain form (no JavaScript): back to the page it came from, with a toast. */
export function action({ request }: Route.ActionArgs) {
  return savedPageAction(request);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SavedPage
      signedIn={loaderData.signedIn}
      items={loaderData.items}
      shareLinks={(job) => <ShareLinks title={job.title} company={job.company} path={`/job/${encodeURIComponent(job.jobId)}`} />}
    />
  );
}
