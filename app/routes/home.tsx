import type { Route } from "./+types/home";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";
import { site } from "~/lib/site";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: `${site.name} - Jobs in Germany for Ugandan Talent`, path: "/" });

export default function Home() {
  return <PageHeader title="Find your job in Germany" intro={site.description} />;
}
