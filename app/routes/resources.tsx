import type { Route } from "./+types/resources";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Resources", path: "/resources" });

export default function Page() {
  return <PageHeader title="Resources" />;
}
