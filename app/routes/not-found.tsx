import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "#app/components/layout/not-found-page.tsx";
import { head } from "#app/lib/seo.ts";

export function loader({ url }: Route.LoaderArgs) {
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Page Not Found", path: args.loaderData?.path ?? "/", noindex: true, siteData: "none" });

export default function NotFound() {
  return <NotFoundPage />;
}
