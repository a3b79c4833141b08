import type { Route } from "./+types/companies";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Companies", path: "/companies" });

export default function Page() {
  return <PageHeader title="Companies" />;
}
