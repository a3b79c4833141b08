import type { Route } from "./+types/legal";
import { PageHeader } from "~/components/layout/page-header";
import { head } from "~/lib/seo";

const titles: Record<string, string> = { privacy: "Privacy Policy", terms: "Terms of Service", cookies: "Cookie Policy" };

export function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).pathname.slice(1);
  return { page, title: titles[page] };
}

export const meta: Route.MetaFunction = (args) => head(args, { title: args.data?.title ?? "", path: `/${args.data?.page}` });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <PageHeader title={loaderData.title} />;
}
