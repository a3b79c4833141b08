import type { Route } from "./+types/job.apply";
import { errorBoundary } from "#app/components/layout/error-boundary.tsx";
import { submitApplication, type ApplyActionData } from "#app/features/applications/public.ts";
import { head } from "#app/lib/seo.ts";
import { ApplyPage } from "./job.apply.page.tsx";

/** The apply sheet as a page (docs/product.md#applying): what will be sent, and Submit application. */
export { action, loader } from "./job.apply.server.ts";

import { m } from "#app/lib/i18n/i18n.ts";

/** In the browser: a failed server or network keeps the sheet with "Application Failed" (apply-client.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return (await submitApplication(serverAction)) as Awaited<ReturnType<typeof serverAction>> | ApplyActionData;
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData ? m.jobs_apply_meta_title(args.loaderData.job) : m.jobs_apply_meta_fallback(),
    path: `/job/${encodeURIComponent(args.params.id)}/apply`,
    noindex: true,
    siteData: "none",
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplyPage data={loaderData} actionData={actionData} />;
}

export const ErrorBoundary = errorBoundary("job");
