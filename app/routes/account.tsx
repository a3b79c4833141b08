import type { Route } from "./+types/account";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "My Account", path: "/account" });

export default function Page() {
  return <PageHeader title="My Account" />;
}
