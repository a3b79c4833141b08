import type { Route } from "./+types/faq";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Frequently Asked Questions", path: "/faq" });

export default function Page() {
  return <PageHeader title="Frequently Asked Questions" />;
}
