import type { Route } from "./+types/employers";
import { useRootData } from "#app/lib/root-data.ts";
import { head } from "#app/lib/seo.ts";
import { EmployersPage, postJobTarget } from "./employers.page.tsx";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "For Employers: Hire Skilled Candidates from Uganda",
    description:
      "Post jobs for free and reach motivated Ugandan professionals ready to work in Germany. Every job checked, applicants in one clear pipeline.",
    path: "/employers",
  });

export default function EmployersRoute() {
  const user = useRootData()?.user;
  return <EmployersPage postJobTo={postJobTarget(user)} signedInEmployer={user?.kind === "employer"} />;
}
