import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { errorBoundary, NotFound, notFoundTitles } from "#app/components/layout/error-boundary.tsx";
import { head } from "#app/lib/seo.ts";

/** Any path no other route matches: a 404, shown by the boundary below (with this route's meta). */
export function loader(): never {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: notFoundTitles.page(), path: args.location.pathname, noindex: true, siteData: "none" });

// A route needs a component to be a page (without one it would be a resource route answering bare data);
// the loader always throws, so the boundary is what renders.
export default function NotFoundRoute() {
  return <NotFound kind="page" />;
}

export const ErrorBoundary = errorBoundary("page");
