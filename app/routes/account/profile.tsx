import type { Route } from "./+types/profile";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { head } from "#app/lib/seo.ts";
import { EmployerProfileNotice, ProfilePage } from "./profile.page.tsx";

export { action, loader } from "./profile.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "My Profile", path: "/profile", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="My Profile" intro="What employers in Germany see when you apply: your experience, languages and CV." />
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
