import { m } from "#app/lib/i18n/i18n.ts";

/** The not-found page's title of each kind of page (the routes' `meta`, and status-pages.tsx). */
export const notFoundTitles = {
  page: m.shared_not_found_page_title,
  job: m.shared_not_found_job_title,
  company: m.shared_not_found_company_title,
  post: m.shared_not_found_post_title,
  story: m.shared_not_found_story_title,
  resource: m.shared_not_found_resource_title,
} as const;

export type NotFoundKind = keyof typeof notFoundTitles;
