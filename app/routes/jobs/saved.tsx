import type { Route } from "./+types/saved";
import { ShareLinks } from "#app/features/jobs/public.ts";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { SavedPage } from "./saved.list.tsx";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_saved_title(), path: "/saved", noindex: true, siteData: "none" });

/** The action saves or removes a job with a plain form (no JavaScript): back to the page it came from, with a toast. */
export { action, loader } from "./saved.server.ts";

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
