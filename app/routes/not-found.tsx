import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { head } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Page Not Found", path: args.data?.path ?? "/", noindex: true, siteData: "none" });

export default function NotFound() {
  return <NotFoundPage />;
}
