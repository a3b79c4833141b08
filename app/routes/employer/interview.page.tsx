import { ArrowLeft } from "lucide-react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Label } from "#app/components/ui/input.tsx";
import {
  ErrorText,
  MAX_SLOTS,
  MAX_DURATION,
  MIN_DURATION,
  MIN_SLOTS,
  NOTE_MAX,
  Place,
  placeName,
  ReasonForm,
  Section,
  textareaClass,
  ZoneForm,
} from "#app/features/interviews/public.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import type { EmployerInterviewActionData, EmployerInterviewData } from "./interview.server.ts";

/** One time row: date, time and duration, entered on the member's clock. */
function TimeRow({
  index,
  zone,
  values,
  error,
  required,
}: {
  index: number;
  zone: string;
  values?: Record<string, string>;
  error?: string;
  required: boolean;
}) {
  const id = (f: string) => `${f}-${index}`;
  const describedBy = error ? `row-${index}-error` : undefined;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" aria-describedby={describedBy}>
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {required
          ? m.pipeline_iv_e_row({ n: formatNumber(index + 1) })
          : m.pipeline_iv_e_row_optional({ n: formatNumber(index + 1) })}
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field
          id={id("date")}
          name={id("date")}
          type="date"
          label={m.pipeline_iv_e_date()}
          defaultValue={values?.[id("date")]}
          aria-invalid={error ? true : undefined}
        />
        <Field
          id={id("time")}
          name={id("time")}
          type="time"
          label={m.pipeline_iv_e_time({ place: placeName(zone) })}
          defaultValue={values?.[id("time")]}
          aria-invalid={error ? true : undefined}
        />
        <Field
          id={id("duration")}
          name={id("duration")}
          type="number"
          inputMode="numeric"
          min={MIN_DURATION}
          max={MAX_DURATION}
          step={5}
          label={m.pipeline_iv_e_minutes()}
          defaultValue={values?.[id("duration")] || "45"}
        />
      </div>
      <ErrorText id={`row-${index}-error`} error={error} />
    </fieldset>
  );
}

/** The video link or address, shared by the proposed times. */
function PlaceFields({ values, error }: { values?: Record<string, string>; error?: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        id="videoUrl"
        name="videoUrl"
        type="url"
        label={m.pipeline_iv_e_video()}
        placeholder="https://"
        defaultValue={values?.videoUrl}
      />
      <Field id="address" name="address" label={m.pipeline_iv_e_address()} defaultValue={values?.address} maxLength={300} />
      {error ? <ErrorText id="place-error" error={error} /> : null}
    </div>
  );
}

function ProposeForm({ data, actionData }: { data: EmployerInterviewData; actionData?: EmployerInterviewActionData }) {
  const mine = actionData?.form === "propose" ? actionData : undefined;
  const values = mine?.values;
  return (
    <Form method="post" className="space-y-4" aria-label={m.pipeline_applicants_propose()}>
      <input type="hidden" name="intent" value="propose" />
      <p>
        {m.pipeline_iv_e_propose_intro({
          min: formatNumber(MIN_SLOTS),
          max: formatNumber(MAX_SLOTS),
          place: placeName(data.zone),
          name: data.application.candidateName,
          other: placeName(data.candidateZone),
        })}
      </p>
      {mine?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {mine.error}
        </p>
      ) : null}
      {Array.from({ length: MAX_SLOTS }, (_, i) => (
        <TimeRow key={i} index={i} zone={data.zone} values={values} error={mine?.errors?.[String(i)]} required={i < MIN_SLOTS} />
      ))}
      <PlaceFields values={values} />
      <div className="space-y-1.5">
        <Label htmlFor="note">{m.pipeline_iv_e_note_label()}</Label>
        <textarea
          id="note"
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          defaultValue={values?.note}
          className={textareaClass}
          aria-invalid={mine?.errors?.note ? true : undefined}
          aria-describedby={mine?.errors?.note ? "note-error" : undefined}
        />
        <ErrorText id="note-error" error={mine?.errors?.note} />
      </div>
      <Button type="submit" className="w-full sm:w-auto">
        {m.pipeline_iv_e_send()}
      </Button>
    </Form>
  );
}

function MoveForm({ data, actionData }: { data: EmployerInterviewData; actionData?: EmployerInterviewActionData }) {
  const mine = actionData?.form === "move" ? actionData : undefined;
  return (
    <Form method="post" className="space-y-4" aria-label={m.pipeline_iv_e_move_title()}>
      <input type="hidden" name="intent" value="move" />
      {mine?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {mine.error}
        </p>
      ) : null}
      <TimeRow index={0} zone={data.zone} values={mine?.values} error={mine?.errors?.["0"]} required />
      <PlaceFields
        values={mine?.values ?? { videoUrl: data.interview?.videoUrl ?? "", address: data.interview?.address ?? "" }}
      />
      <div className="space-y-1.5">
        <Label htmlFor="move-reason">{m.pipeline_iv_e_why_move()}</Label>
        <textarea
          id="move-reason"
          name="reason"
          rows={2}
          required
          maxLength={NOTE_MAX}
          defaultValue={mine?.values?.reason}
          className={textareaClass}
          aria-invalid={mine?.errors?.reason ? true : undefined}
          aria-describedby={mine?.errors?.reason ? "move-reason-error" : undefined}
        />
        <ErrorText id="move-reason-error" error={mine?.errors?.reason} />
      </div>
      <Button type="submit" variant="outline" className="w-full sm:w-auto">
        {m.pipeline_iv_e_move_title()}
      </Button>
    </Form>
  );
}

/** /employer/applications/{id}/interview: propose times, then see, move or cancel the booked interview. */
export function EmployerInterviewPage({
  data,
  actionData,
}: {
  data: EmployerInterviewData;
  actionData?: EmployerInterviewActionData;
}) {
  const { application, interview } = data;
  const cancelError = actionData?.form === "cancel" ? (actionData.errors?.reason ?? actionData.error) : undefined;
  return (
    <div className="max-w-3xl space-y-4">
      <Link
        to={`/employer/jobs/${encodeURIComponent(application.jobId)}/applicants`}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.pipeline_app_back_to_applicants()}
      </Link>
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900">
          {m.pipeline_iv_page_title({ what: application.candidateName })}
        </h1>
        <p className="mt-1 text-slate-700">
          {m.pipeline_iv_times_shown_in({ what: application.jobTitle, place: placeName(data.zone) })}
        </p>
      </div>

      {interview?.status === "proposed" && (
        <Section id="interview-state" title={m.pipeline_iv_e_waiting({ name: application.candidateName })}>
          <ul className="list-disc space-y-1 pl-5">
            {interview.slots.map((s) => (
              <li key={s.id}>{s.text}</li>
            ))}
          </ul>
          {interview.note ? (
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{m.pipeline_iv_your_note({ note: interview.note })}</p>
          ) : null}
        </Section>
      )}
      {interview?.status === "booked" && interview.when && (
        <Section id="interview-state" title={interview.can.move ? m.pipeline_iv_summary_booked() : m.pipeline_iv_summary_held()}>
          <p className="text-base font-medium text-slate-900">{interview.when}</p>
          <Place videoUrl={interview.videoUrl} address={interview.address} />
          {interview.organizerName ? <p>{m.pipeline_iv_e_organizer({ name: interview.organizerName })}</p> : null}
        </Section>
      )}
      {interview?.status === "other_times" && (
        <Section id="interview-state" title={m.pipeline_iv_e_other_title({ name: application.candidateName })}>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{interview.candidateNote}</p>
        </Section>
      )}
      {interview?.status === "cancelled" && (
        <Section id="interview-state" title={m.pipeline_iv_was_cancelled()}>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">
            {interview.changedBy === "candidate"
              ? m.pipeline_iv_cancelled_by({ who: application.candidateName })
              : m.pipeline_iv_e_company_cancelled()}
            {interview.reason ? `: ${interview.reason}` : "."}
          </p>
        </Section>
      )}

      {data.canPropose ? (
        <Section
          id="propose"
          title={interview?.status === "other_times" ? m.pipeline_iv_e_propose_new() : m.pipeline_applicants_propose()}
        >
          <ProposeForm data={data} actionData={actionData} />
        </Section>
      ) : !application.open ? (
        <Section id="propose" title={m.pipeline_iv_e_no_interview()}>
          <p>{m.pipeline_iv_application_closed()}</p>
        </Section>
      ) : null}
      {interview?.can.move && (
        <Section id="move" title={m.pipeline_iv_e_move_title()}>
          <MoveForm data={data} actionData={actionData} />
        </Section>
      )}
      {interview?.can.cancel && (
        <Section id="cancel" title={m.pipeline_iv_cancel_title()}>
          <ReasonForm
            intent="cancel"
            label={m.pipeline_iv_why_cancel()}
            hint={m.pipeline_iv_e_cancel_hint()}
            button={m.pipeline_iv_cancel_title()}
            danger
            error={cancelError}
            value={actionData?.form === "cancel" ? actionData.values?.reason : undefined}
          />
        </Section>
      )}
      <Section id="time-zone" title={m.pipeline_iv_your_time_zone()}>
        <ZoneForm zone={data.zone} error={actionData?.form === "zone" ? actionData.error : undefined} />
      </Section>
    </div>
  );
}
