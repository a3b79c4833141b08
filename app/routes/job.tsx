import type { Route } from "./+types/job";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Job Details", path: "/job" });

export default function Page() {
  return <PageHeader title="Job Details" />;
}
