import { unlocalizePath } from "#app/lib/i18n/locale.ts";
import { safeRedirect } from "#app/lib/redirects.ts";

/**
 * Back to the search a person came from (docs/decisions/117-back-to-the-search.md). Job links in a result list carry
 * the list's own URL in `from` (/job/abc?from=%2Fjobs%3Fcategory%3Dit%26page%3D2); the job page's Back to jobs
 * link goes there. It works without JavaScript, needs no cookie, and the job page's canonical URL stays
 * /job/{id}. Only a path of the job search itself is accepted, by the site's one redirect rule plus: the path
 * must be /jobs exactly. Anything else gives plain /jobs.
 */
export const FROM_PARAM = "from";
export const JOBS_PATH = "/jobs";

export function searchReturnPath(value: unknown): string {
  // A German page's search (/de/jobs?...) is the same search: the link leads back to it in the page's language.
  const path = unlocalizePath(safeRedirect(value, JOBS_PATH));
  const [pathname] = path.split(/[?#]/, 1);
  return pathname === JOBS_PATH ? path.split("#", 1)[0]! : JOBS_PATH;
}

/** A job page's link, with the search to return to when there is one. */
export function jobHref(id: string, from?: string): string {
  const base = `/job/${encodeURIComponent(id)}`;
  return from ? `${base}?${FROM_PARAM}=${encodeURIComponent(searchReturnPath(from))}` : base;
}
