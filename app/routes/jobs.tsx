import type { Route } from "./+types/jobs";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Browse Jobs", path: "/jobs" });

export default function Page() {
  return <PageHeader title="Browse Jobs" />;
}
