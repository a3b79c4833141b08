import type { Route } from "./+types/job.apply";
import { errorBoundary } from "#app/components/layout/error-boundary.tsx";
import { submitApplication } from "#app/features/applications/apply-client.ts";
import { applyPageAction, applyPageLoader, type ApplyActionData } from "#app/features/applications/apply-page.server.ts";
import { ApplyPage } from "#app/features/applications/apply-page.tsx";
import { head } from "#app/lib/seo.ts";

/** The apply sheet as a page (docs/product.md#applying): what will be sent, and Submit application. */
export function loader({ request, params }: Route.LoaderArgs) {
  return applyPageLoader(request, params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return applyPageAction(request, params.id);
}

/** In the browser: a failed server or network keeps the sheet with "Application Failed" (apply-client.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return (await submitApplication(serverAction)) as Awaited<ReturnType<typeof serverAction>> | ApplyActionData;
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
