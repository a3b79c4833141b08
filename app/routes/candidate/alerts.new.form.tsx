import { Link } from "#app/components/ui/link.tsx";
import type { JobFilters } from "#app/features/jobs/public.ts";
import { alertQuery, JobAlertForm, type CreateAlertData } from "#app/features/alerts/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * /alerts/new?<search>: the alert form for a search on a page of its own. Where a form sent without script
 * lands when it has an error (the message is shown above the form, with the page's 4xx status).
 */
export function NewAlertPage({
  filters,
  summary,
  actionData,
}: {
  filters: JobFilters;
  summary: string;
  actionData?: CreateAlertData;
}) {
  const query = alertQuery(filters);
  const error = actionData?.result.error && Object.values(actionData.result.error).flat()[0];
  return (
    <div className="container-page max-w-xl py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{m.account_alert_new_title()}</h1>
      <p className="mt-2 text-slate-700">{summary}</p>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-4">
        <JobAlertForm filters={filters} open />
      </div>
      <Link to={`/jobs${query ? `?${query}` : ""}`} className="text-sm font-medium text-brand-700 hover:underline">
        {m.account_alert_back_to_search()}
      </Link>
    </div>
  );
}
