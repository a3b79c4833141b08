import type { Route } from "./+types/about";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "About Us", path: "/about" });

export default function Page() {
  return <PageHeader title="About Us" />;
}
