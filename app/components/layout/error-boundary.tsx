import { lazy, Suspense } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { type NotFoundKind } from "./not-found-titles.ts";

export { notFoundTitles, type NotFoundKind } from "./not-found-titles.ts";

/**
 * Route error boundaries. The status pages they show (status-pages.tsx) load only when one is needed, so that their
 * texts in both languages are in no page's first download; a page rendered as an error on the server keeps its HTML
 * until then. A loader that finds nothing throws a 404 (`throw data(null, { status: 404 })`) and the route's boundary
 * (`errorBoundary(kind)`) shows that kind's not-found page; its title is in not-found-titles.ts for the routes' `meta`.
 */

const StatusPages = {
  NotFound: lazy(() => import("./status-pages.tsx").then((s) => ({ default: s.NotFound }))),
  ErrorPage: lazy(() => import("./status-pages.tsx").then((s) => ({ default: s.ErrorPage }))),
};

export function NotFound(props: { kind: NotFoundKind; standalone?: boolean }) {
  return (
    <Suspense>
      <StatusPages.NotFound {...props} />
    </Suspense>
  );
}

/** Any error other than 404: a calm message, never a stack trace. */
export function ErrorPage(props: { status: number; standalone: boolean }) {
  return (
    <Suspense>
      <StatusPages.ErrorPage {...props} />
    </Suspense>
  );
}

/**
 * The error boundary of a route whose pages are of this kind: a 404 shows that kind's not-found page, any
 * other error the error page (standalone only for the general kind, which has no site wrapper). Unexpected errors
 * (not a thrown response) are logged.
 */
export function errorBoundary(kind: NotFoundKind) {
  return function ErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFound kind={kind} />;
    if (!isRouteErrorResponse(error)) console.error(error);
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} standalone={kind === "page"} />;
  };
}
