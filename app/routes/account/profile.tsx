import type { Route } from "./+types/profile";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { EmployerProfileNotice, ProfilePage } from "./profile.page.tsx";

export { action, loader } from "./profile.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_profile_title(), path: "/profile", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.account_profile_title()} intro={m.account_profile_page_intro()} />
      {loaderData.kind === "employer" ? (
        <EmployerProfileNotice />
      ) : (
        <ProfilePage
          values={loaderData.values}
          cv={loaderData.cv}
          completeness={loaderData.completeness}
          returnTo={loaderData.returnTo}
          actionData={actionData}
        />
      )}
    </>
  );
}
