import type { Route } from "./+types/german-language";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Learn German", path: "/german-language" });

export default function Page() {
  return <PageHeader title="Learn German" />;
}
