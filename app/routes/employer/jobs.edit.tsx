import type { Route } from "./+types/jobs.edit";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { JobFormPage } from "./jobs.form.page.tsx";

export { action, loader } from "./jobs.edit.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.employer_form_edit_title(),
    path: `/employer/jobs/${args.params.id}/edit`,
    noindex: true,
    siteData: "none",
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
  // The form's key: after a save, another job's form starts from its own values.
  return (
    <JobFormPage
      key={loaderData.job?.id}
      {...loaderData}
      lastResult={actionData?.result}
      placeSuggestions={actionData?.placeSuggestions}
    />
  );
}
