import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Logo } from "./logo.tsx";

interface PageLink {
  to: string;
  label: string;
}

/**
 * What an unknown address shows, per kind of page. A loader that finds nothing throws a 404
 * (`throw data(null, { status: 404 })`) and the route's boundary (`errorBoundary(kind)`) shows these texts;
 * the route's meta uses the same title.
 */
export const notFoundTexts = {
  page: {
    title: "Page Not Found",
    text: "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
    links: [
      { to: "/", label: "Back to Home" },
      { to: "/jobs", label: "Browse Jobs" },
    ],
  },
  job: {
    title: "Job Not Found",
    text: "The job listing you're looking for doesn't exist or has been removed.",
    links: [{ to: "/jobs", label: "Browse All Jobs" }],
  },
  company: {
    title: "Company Not Found",
    text: "We could not find that company. It may have no open positions at the moment.",
    links: [{ to: "/companies", label: "See all companies" }],
  },
  post: {
    title: "Post Not Found",
    text: "The article you're looking for doesn't exist or has been moved",
    links: [{ to: "/blog", label: "Back to the Blog" }],
  },
  story: {
    title: "Story Not Found",
    text: "We could not find that success story. It may have been moved or removed.",
    links: [{ to: "/#stories-heading", label: "See all success stories" }],
  },
  resource: {
    title: "Resource Not Found",
    text: "The resource you're looking for doesn't exist or has been moved",
    links: [{ to: "/resources", label: "Back to Resources" }],
  },
} as const satisfies Record<string, { title: string; text: string; links: readonly PageLink[] }>;

export type NotFoundKind = keyof typeof notFoundTexts;

const errorTexts: Record<number, { title: string; text: string }> = {
  400: {
    title: "Bad Request",
    text: "We could not understand that request. Please check the address or the form and try again.",
  },
  403: { title: "Access Denied", text: "You do not have permission to view this page." },
  405: { title: "Not Allowed", text: "This address does not accept that kind of request." },
  413: { title: "Request Too Large", text: "What you sent is too large. Please send less and try again." },
  429: { title: "Too Many Requests", text: "You have made too many requests. Please wait a minute and try again." },
  503: { title: "Temporarily Unavailable", text: "We are having a short technical problem. Please try again in a minute." },
};
const unexpectedError = {
  title: "Something Went Wrong",
  text: "An unexpected error happened on our side. Please try again in a moment.",
};

/**
 * The one layout of a status page. Standalone pages (the general 404, and errors caught at the root) have
 * no site wrapper, so they bring the logo and their own <main>; the others sit inside the wrapper's <main>.
 */
function StatusPage(props: { status: number; title: string; text: string; links: readonly PageLink[]; standalone: boolean }) {
  const content = (
    <>
      <p className="text-6xl font-bold text-brand-700">{props.status}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{props.title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{props.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {props.links.map((link, i) => (
          <Link key={link.to} to={link.to} className={buttonVariants({ variant: i === 0 ? "primary" : "outline" })}>
            {link.label}
          </Link>
        ))}
      </div>
    </>
  );
  if (!props.standalone) {
    return <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">{content}</div>;
  }
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <Logo className="mb-10" />
      {content}
    </main>
  );
}

/** The general 404 page is the only standalone kind: every other kind is a page inside the site wrapper. */
const isStandalone = (kind: NotFoundKind) => kind === "page";

export function NotFound({ kind }: { kind: NotFoundKind }) {
  return <StatusPage status={404} {...notFoundTexts[kind]} standalone={isStandalone(kind)} />;
}

/** Any error other than 404: a calm message, never a stack trace. */
export function ErrorPage({ status, standalone }: { status: number; standalone: boolean }) {
  const texts = errorTexts[status] ?? unexpectedError;
  return <StatusPage status={status} {...texts} links={[{ to: "/", label: "Back to Home" }]} standalone={standalone} />;
}

/**
 * The error boundary of a route whose pages are of this kind: a 404 shows that kind's not-found page, any
 * other error the error page. Unexpected errors (not a thrown response) are logged.
 */
export function errorBoundary(kind: NotFoundKind) {
  return function ErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFound kind={kind} />;
    if (!isRouteErrorResponse(error)) console.error(error);
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} standalone={isStandalone(kind)} />;
  };
}
