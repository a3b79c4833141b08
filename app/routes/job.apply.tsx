import type { Route } from "./+types/job.apply";
import { errorBoundary } from "#app/components/layout/error-boundary.tsx";
import { applyPageAction, applyPageLoader } from "#app/features/applications/apply-page.server.ts";
import { ApplyPage } from "#app/features/applications/apply-page.tsx";
import { head } from "#app/lib/seo.ts";

/** The apply sheet as a page (docs/product.md#applying): what will be sent, and Submit application. */
export function loader({ request, params }: Route.LoaderArgs) {
  return applyPageLoader(request, params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return applyPageAction(request, params.id);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData ? `Apply: ${args.loaderData.job.title} at ${args.loaderData.job.company}` : "Apply",
    path: `/job/${encodeURIComponent(args.params.id)}/apply`,
    noindex: true,
    siteData: "none",
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplyPage data={loaderData} actionData={actionData} />;
}

export const ErrorBoundary = errorBoundary("job");
