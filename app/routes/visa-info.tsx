import type { Route } from "./+types/visa-info";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Visa Information", path: "/visa-info" });

export default function Page() {
  return <PageHeader title="Visa Information" />;
}
