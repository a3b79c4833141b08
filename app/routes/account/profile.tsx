import type { Route } from "./+types/profile";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { EmployerProfileNotice, ProfilePage } from "#app/features/profile/profile-page.tsx";
import { profileAction, profileLoader } from "#app/features/profile/profile.server.ts";
import { head } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "My Profile", path: "/profile", noindex: true, siteData: "none" });

export function loader({ request, url }: Route.LoaderArgs) {
  return profileLoader(request, url);
}

export function action({ request, url }: Route.ActionArgs) {
  return profileAction(request, url);
}

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
          actionData={actionData}
        />
      )}
    </>
  );
}
