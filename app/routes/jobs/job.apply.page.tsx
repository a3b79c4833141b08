import { ChevronLeft } from "lucide-react";
import { useEffect } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import {
  ApplyContent,
  ApplyForm,
  applyPagePath,
  type ApplyActionData,
  type ApplyPageData,
} from "#app/features/applications/public.ts";
import { ScamNotice } from "#app/features/reports/public.ts";

import { m } from "#app/lib/i18n/i18n.ts";

/** /job/{id}/apply: the apply sheet as a page, for browsers without JavaScript (and any direct link). */
export function ApplyPage({ data, actionData }: { data: ApplyPageData; actionData?: ApplyActionData }) {
  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);
  const { job } = data;
  return (
    <div className="container-page max-w-2xl py-6 sm:py-8">
      <Link
        to={`/job/${encodeURIComponent(job.id)}`}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {m.jobs_back_to_job()}
      </Link>
      <div className="card mt-2 p-5 sm:p-6">
        <h1 className="text-2xl font-bold text-slate-900">{data.candidate ? m.jobs_apply_title() : m.jobs_apply_sign_in()}</h1>
        <p className="mt-1 mb-5 text-slate-700">{m.jobs_title_at_company(job)}</p>
        <ApplyContent
          data={data}
          returnTo={applyPagePath(job.id)}
          form={(ready) => <ApplyForm data={ready} actionData={actionData} Form={Form} returnTo={applyPagePath(job.id)} />}
        />
      </div>
      <ScamNotice jobId={job.id} className="mt-4" />
    </div>
  );
}
