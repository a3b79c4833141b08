import { getFormProps, getTextareaProps } from "@conform-to/react";
import { ChevronLeft } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { useSchemaForm } from "#app/lib/forms.ts";
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportSchema, reportTexts, SCAM_GUIDE_PATH } from "#app/features/reports/public.ts";
import type { ReportActionData, ReportPageData } from "./job.report.server.ts";

import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** /job/{id}/report: a plain form (works without JavaScript and signed out); messages under the fields. */
export function ReportPage({ data, actionData }: { data: ReportPageData; actionData?: ReportActionData }) {
  const { job } = data;
  const [form, fields] = useSchemaForm(reportSchema, { id: "report", lastResult: actionData?.result, validateOnBlur: false });
  const submitting = useNavigation().state === "submitting";
  const reasonError = fields.reason.errors?.[0];
  const details = fields.details as Parameters<typeof getTextareaProps>[0];
  const detailsError = details.errors?.[0];
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
        <h1 className="text-2xl font-bold text-slate-900">{reportTexts.title()}</h1>
        <p className="mt-1 font-medium [overflow-wrap:anywhere] text-slate-800">{m.jobs_title_at_company(job)}</p>
        <p className="mt-3 text-slate-700">{reportTexts.intro()}</p>
        <p className="mt-2 text-sm text-slate-700">
          {reportTexts.notice()}{" "}
          <Link to={SCAM_GUIDE_PATH} className="font-medium text-brand-700 underline underline-offset-2">
            {reportTexts.guideLink()}
          </Link>
        </p>
        {actionData?.formError && (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {actionData.formError}
          </p>
        )}
        <Form method="post" className="mt-5 space-y-5" {...getFormProps(form)}>
          <fieldset aria-describedby={reasonError ? `${fields.reason.id}-error` : undefined}>
            <legend className="text-sm font-semibold text-slate-900">{m.jobs_report_question()}</legend>
            <div className="mt-2 space-y-1">
              {REPORT_REASONS.map((r) => (
                <label key={r.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
                  <input
                    type="radio"
                    name={fields.reason.name}
                    value={r.value}
                    defaultChecked={fields.reason.initialValue === r.value}
                    className="size-5 accent-brand-700"
                  />
                  {r.label()}
                </label>
              ))}
            </div>
            {reasonError && (
              <p id={`${fields.reason.id}-error`} className="mt-1 text-sm text-red-700">
                {reasonError}
              </p>
            )}
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={details.id}>{m.jobs_report_details()}</Label>
            <textarea
              {...getTextareaProps(details, { ariaAttributes: false })}
              rows={5}
              maxLength={REPORT_DETAILS_MAX}
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={`${details.id}-hint${detailsError ? ` ${details.id}-error` : ""}`}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600"
            />
            <p id={`${details.id}-hint`} className="text-sm text-slate-600">
              {m.jobs_report_details_hint({ max: formatNumber(REPORT_DETAILS_MAX) })}
            </p>
            {detailsError && (
              <p id={`${details.id}-error`} className="text-sm text-red-700">
                {detailsError}
              </p>
            )}
          </div>
          <Button type="submit" disabled={submitting}>
            {submitting ? m.jobs_report_sending() : reportTexts.submit()}
          </Button>
        </Form>
      </div>
    </div>
  );
}
