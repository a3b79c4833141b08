import type { Route } from "./+types/jobs.new";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { JobFormPage } from "./jobs.form.page.tsx";

export { action, loader } from "./jobs.new.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.employer_form_new_title(), path: "/employer/jobs/new", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  return <JobFormPage {...loaderData} lastResult={actionData?.result} placeSuggestions={actionData?.placeSuggestions} />;
}
