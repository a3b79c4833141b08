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
        Time {index + 1}
        {required ? "" : " (optional)"}
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field
          id={id("date")}
          name={id("date")}
          type="date"
          label="Date"
          defaultValue={values?.[id("date")]}
          aria-invalid={error ? true : undefined}
        />
        <Field
          id={id("time")}
          name={id("time")}
          type="time"
          label={`Time (${placeName(zone)})`}
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
          label="Minutes"
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
      <Field id="videoUrl" name="videoUrl" type="url" label="Video link" placeholder="https://" defaultValue={values?.videoUrl} />
      <Field id="address" name="address" label="Or an address" defaultValue={values?.address} maxLength={300} />
      {error ? <ErrorText id="place-error" error={error} /> : null}
    </div>
  );
}

function ProposeForm({ data, actionData }: { data: EmployerInterviewData; actionData?: EmployerInterviewActionData }) {
  const mine = actionData?.form === "propose" ? actionData : undefined;
  const values = mine?.values;
  return (
    <Form method="post" className="space-y-4" aria-label="Propose interview times">
      <input type="hidden" name="intent" value="propose" />
      <p>
        Propose {MIN_SLOTS} to {MAX_SLOTS} times in {placeName(data.zone)} time. {data.application.candidateName} sees them in{" "}
        {placeName(data.candidateZone)} time, with yours beside them, and books one.
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
        <Label htmlFor="note">Note to the candidate (optional)</Label>
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
        Send the times
      </Button>
    </Form>
  );
}

function MoveForm({ data, actionData }: { data: EmployerInterviewData; actionData?: EmployerInterviewActionData }) {
  const mine = actionData?.form === "move" ? actionData : undefined;
  return (
    <Form method="post" className="space-y-4" aria-label="Move the interview">
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
        <Label htmlFor="move-reason">Why does it move?</Label>
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
        Move the interview
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
        Back to applicants
      </Link>
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900">Interview: {application.candidateName}</h1>
        <p className="mt-1 text-slate-700">
          {application.jobTitle} · times shown in {placeName(data.zone)} time
        </p>
      </div>

      {interview?.status === "proposed" && (
        <Section id="interview-state" title={`Waiting for ${application.candidateName} to choose`}>
          <ul className="list-disc space-y-1 pl-5">
            {interview.slots.map((s) => (
              <li key={s.id}>{s.text}</li>
            ))}
          </ul>
          {interview.note ? <p className="whitespace-pre-line [overflow-wrap:anywhere]">Your note: {interview.note}</p> : null}
        </Section>
      )}
      {interview?.status === "booked" && interview.when && (
        <Section id="interview-state" title={interview.can.move ? "Interview booked" : "Interview held"}>
          <p className="text-base font-medium text-slate-900">{interview.when}</p>
          <Place videoUrl={interview.videoUrl} address={interview.address} />
          {interview.organizerName ? <p>Organizer: {interview.organizerName}</p> : null}
        </Section>
      )}
      {interview?.status === "other_times" && (
        <Section id="interview-state" title={`${application.candidateName} asked for other times`}>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{interview.candidateNote}</p>
        </Section>
      )}
      {interview?.status === "cancelled" && (
        <Section id="interview-state" title="The interview was cancelled">
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">
            {interview.changedBy === "candidate" ? `${application.candidateName} cancelled it` : "Your company cancelled it"}
            {interview.reason ? `: ${interview.reason}` : "."}
          </p>
        </Section>
      )}

      {data.canPropose ? (
        <Section id="propose" title={interview?.status === "other_times" ? "Propose new times" : "Propose interview times"}>
          <ProposeForm data={data} actionData={actionData} />
        </Section>
      ) : !application.open ? (
        <Section id="propose" title="No interview possible">
          <p>This application is closed: no interview can be arranged for it.</p>
        </Section>
      ) : null}
      {interview?.can.move && (
        <Section id="move" title="Move the interview">
          <MoveForm data={data} actionData={actionData} />
        </Section>
      )}
      {interview?.can.cancel && (
        <Section id="cancel" title="Cancel the interview">
          <ReasonForm
            intent="cancel"
            label="Why do you cancel?"
            hint="The candidate gets your reason by e-mail."
            button="Cancel the interview"
            danger
            error={cancelError}
            value={actionData?.form === "cancel" ? actionData.values?.reason : undefined}
          />
        </Section>
      )}
      <Section id="time-zone" title="Your time zone">
        <ZoneForm zone={data.zone} error={actionData?.form === "zone" ? actionData.error : undefined} />
      </Section>
    </div>
  );
}
