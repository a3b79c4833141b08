import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/applications";
import { TAB_PARAM } from "#app/components/content/tab-address.ts";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { keepDataWhenOnlyChanged } from "#app/lib/revalidate.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";
import { ApplicationsPage } from "./applications.list.tsx";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.shared_nav_my_applications(), path: "/applications", noindex: true, siteData: "none" });

/** The action withdraws one of the user's own applications. */
export { action, loader } from "./applications.server.ts";

/** The tabs are links (`?tab=saved`) to panels already in the page: switching needs no new data. */
export const shouldRevalidate = keepDataWhenOnlyChanged(TAB_PARAM);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.shared_nav_my_applications()} intro={m.pipeline_list_intro()}>
        <p className="mt-4">
          <Link to="/account" className="font-medium text-white underline underline-offset-4 hover:text-brand-100">
            {m.shared_nav_my_account()}
          </Link>
        </p>
      </PageHeader>
      <ApplicationsPage
        applications={loaderData.applications}
        saved={loaderData.saved}
        conversations={loaderData.conversations}
        unreadConversations={loaderData.unreadConversations}
        interviews={loaderData.interviews}
        actionData={actionData}
      />
    </>
  );
}
