import type { Route } from "./+types/applications";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "My Applications", path: "/applications" });

export default function Page() {
  return <PageHeader title="My Applications" />;
}
