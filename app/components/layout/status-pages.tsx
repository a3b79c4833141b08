import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { m } from "#app/lib/i18n/i18n.ts";
import { notFoundTitles, type NotFoundKind } from "./not-found-titles.ts";
import { Logo } from "./logo.tsx";

interface PageLink {
  to: string;
  label: () => string;
}

/**
 * The status pages (404 and errors), loaded only when one is shown (error-boundary.tsx): their texts are in no page's
 * first download. What an unknown address shows, per kind of page. A loader that finds nothing throws a 404
 * (`throw data(null, { status: 404 })`) and the route's boundary (`errorBoundary(kind)`) shows these texts;
 * the route's meta uses the same title. Texts are messages, read in the page's language.
 */
export const notFoundTexts = {
  page: {
    title: notFoundTitles.page,
    text: m.shared_not_found_page_text,
    links: [
      { to: "/", label: m.shared_back_home },
      { to: "/jobs", label: m.shared_nav_browse_jobs },
    ],
  },
  job: {
    title: notFoundTitles.job,
    text: m.shared_not_found_job_text,
    links: [{ to: "/jobs", label: m.shared_browse_all_jobs }],
  },
  company: {
    title: notFoundTitles.company,
    text: m.shared_not_found_company_text,
    links: [{ to: "/companies", label: m.shared_see_all_companies }],
  },
  post: {
    title: notFoundTitles.post,
    text: m.shared_not_found_post_text,
    links: [{ to: "/blog", label: m.shared_back_to_blog }],
  },
  story: {
    title: notFoundTitles.story,
    text: m.shared_not_found_story_text,
    links: [{ to: "/#stories-heading", label: m.shared_see_all_stories }],
  },
  resource: {
    title: notFoundTitles.resource,
    text: m.shared_not_found_resource_text,
    links: [{ to: "/resources", label: m.shared_back_to_resources }],
  },
} as const satisfies Record<string, { title: () => string; text: () => string; links: readonly PageLink[] }>;

const errorTexts: Record<number, { title: () => string; text: () => string }> = {
  400: { title: m.shared_error_400_title, text: m.shared_error_400_text },
  403: { title: m.shared_error_403_title, text: m.shared_error_403_text },
  405: { title: m.shared_error_405_title, text: m.shared_error_405_text },
  413: { title: m.shared_error_413_title, text: m.shared_error_413_text },
  429: { title: m.shared_error_429_title, text: m.shared_error_429_text },
  503: { title: m.shared_error_503_title, text: m.shared_error_503_text },
};
const unexpectedError = { title: m.shared_error_title, text: m.shared_error_text };

/**
 * The one layout of a status page. Standalone pages (the general 404, and errors caught at the root) have
 * no site wrapper, so they bring the logo and their own <main>; the others sit inside the wrapper's <main>.
 */
function StatusPage(props: {
  status: number;
  title: () => string;
  text: () => string;
  links: readonly PageLink[];
  standalone: boolean;
}) {
  const content = (
    <>
      <p className="text-6xl font-bold text-brand-700">{props.status}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{props.title()}</h1>
      <p className="mt-3 max-w-md text-slate-600">{props.text()}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {props.links.map((link, i) => (
          <Link key={link.to} to={link.to} className={buttonVariants({ variant: i === 0 ? "primary" : "outline" })}>
            {link.label()}
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

export function NotFound({ kind, standalone = isStandalone(kind) }: { kind: NotFoundKind; standalone?: boolean }) {
  return <StatusPage status={404} {...notFoundTexts[kind]} standalone={standalone} />;
}

/** Any error other than 404: a calm message, never a stack trace. */
export function ErrorPage({ status, standalone }: { status: number; standalone: boolean }) {
  const texts = errorTexts[status] ?? unexpectedError;
  return <StatusPage status={status} {...texts} links={[{ to: "/", label: m.shared_back_home }]} standalone={standalone} />;
}
