import type { Route } from "./+types/employers";
import { useRootData } from "#app/lib/root-data.ts";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { EmployersPage, postJobTarget } from "./employers.page.tsx";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.employer_landing_meta_title(),
    description: m.employer_landing_meta_description(),
    path: "/employers",
  });

export default function EmployersRoute() {
  const user = useRootData()?.user;
  return <EmployersPage postJobTo={postJobTarget(user)} signedInEmployer={user?.kind === "employer"} />;
}
