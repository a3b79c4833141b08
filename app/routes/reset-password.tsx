import type { Route } from "./+types/reset-password";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => head(args, { title: "Reset Password", path: "/reset-password" });

export default function Page() {
  return <PageHeader title="Reset Password" />;
}
