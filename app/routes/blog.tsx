import type { Route } from "./+types/blog";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Career Blog", path: "/blog" });

export default function Page() {
  return <PageHeader title="Career Blog" />;
}
