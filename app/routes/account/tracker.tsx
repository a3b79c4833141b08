import type { Route } from "./+types/tracker";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { TrackerPage } from "./tracker.page.tsx";
import { head } from "#app/lib/seo.ts";

export { action, loader } from "./tracker.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Recognition and visa tracker", path: "/account/tracker", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Recognition and visa tracker"
        intro="Your steps from documents to arrival in Germany: what each needs, how long it usually takes, and what comes next."
      />
      <TrackerPage data={loaderData} actionData={actionData} />
    </>
  );
}
