import type { Route } from "./+types/company";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Company", path: "/company" });

export default function Page() {
  return <PageHeader title="Company" />;
}
