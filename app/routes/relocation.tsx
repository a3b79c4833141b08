import type { Route } from "./+types/relocation";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Relocation Guide", path: "/relocation" });

export default function Page() {
  return <PageHeader title="Relocation Guide" />;
}
