/**
 * A tracker step as a card with its own plain form (works without scripts: POST, then back to the step), a
 * checklist item with one button, and the list of authorities that decide recognition.
 */
import { CircleCheck } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/dates.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import type { StepProgress } from "./progress.ts";
import { StepDocument } from "./step-document.tsx";
import { RECOGNITION_AUTHORITIES, stepDuration, type ChecklistStep, type TrackerStep } from "./steps.ts";
import { TRACKER_NOTE_MAX, type TrackerErrors } from "./tracker-schema.ts";

const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600";

const STATUS_LABEL: Record<StepProgress["status"], () => string> = {
  open: m.account_tracker_status_open,
  done: m.account_tracker_status_done,
  skipped: m.account_tracker_status_skipped,
};

function ErrorText({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

export function StepCard({
  step,
  number,
  progress,
  notNeeded,
  isNext,
  signedIn,
  errors,
}: {
  step: TrackerStep;
  number: number;
  progress: StepProgress;
  /** The profile says the profession is not regulated, and this step is only for regulated ones. */
  notNeeded: boolean;
  isNext: boolean;
  signedIn: boolean;
  errors?: TrackerErrors;
}) {
  const duration = stepDuration(step);
  const id = `step-${step.id}`;
  const status = notNeeded && progress.status === "open" ? "skipped" : progress.status;
  return (
    <li
      id={id}
      // The next step stands out, so that the way on is visible while scrolling through the eight.
      className={cn("card scroll-mt-4 space-y-4 p-5 sm:p-6", isNext && "ring-2 ring-brand-600")}
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {m.account_tracker_step_number({ n: String(number) })}
            {isNext && m.account_tracker_next_marker()}
          </p>
          <h3 id={`${id}-title`} className="mt-1 text-lg font-semibold text-slate-900">
            {step.title()}
          </h3>
        </div>
        <p className={status === "done" ? "font-medium text-green-700" : "text-slate-600"}>
          {STATUS_LABEL[status]()}
          {progress.date && ` · ${formatDate(progress.date)}`}
        </p>
      </div>
      {/* On a wide screen the step's facts and the person's own progress stand side by side; on a phone, one after the other. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="min-w-0 space-y-4">
          {step.regulatedOnly && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {m.account_tracker_regulated_only()}{" "}
              {notNeeded ? m.account_tracker_regulated_only_no() : m.account_tracker_regulated_only_mark()}
            </p>
          )}
          {/* The step's guidance is English content (docs/development.md#languages), marked as such on German pages. */}
          <p lang="en" className="leading-relaxed text-slate-700">
            {step.summary}
          </p>
          <div>
            <h4 className="text-sm font-semibold text-slate-900">{m.account_tracker_needs()}</h4>
            <ul lang="en" className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {step.needs.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{m.account_tracker_duration()} </span>
            {duration ? (
              <>
                <span lang="en">{duration.text}</span> (
                <a
                  href={duration.source.url}
                  lang="en"
                  className="text-brand-700 underline underline-offset-2"
                  rel="noopener noreferrer"
                >
                  {duration.source.title}
                </a>
                {duration.checkedOn
                  ? m.account_tracker_checked({ date: formatDate(duration.checkedOn) })
                  : m.account_tracker_not_confirmed()}
                )
              </>
            ) : (
              <span lang="en">{step.durationNote}</span>
            )}
          </p>
          <ul lang="en" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {step.links.map((l) => (
              <li key={l.url}>
                <a
                  href={l.url}
                  className="font-medium text-brand-700 underline underline-offset-2"
                  rel={l.url.startsWith("/") ? undefined : "noopener noreferrer"}
                >
                  {l.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0 space-y-4 border-t border-slate-200 pt-4 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
          <Form method="post" className="space-y-3" aria-labelledby={`${id}-progress`}>
            <h4 id={`${id}-progress`} className="text-sm font-semibold text-slate-900">
              {m.account_tracker_your_progress()}
              <span className="sr-only">: {step.title()}</span>
            </h4>
            <input type="hidden" name="stepId" value={step.id} />
            <ErrorText id={`${id}-form-error`} text={errors?.form} />
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-status`}>{m.account_tracker_status()}</Label>
                <select
                  id={`${id}-status`}
                  name="status"
                  defaultValue={progress.status}
                  aria-invalid={errors?.status ? true : undefined}
                  aria-describedby={errors?.status ? `${id}-status-error` : undefined}
                  className={`${fieldClass} h-11`}
                >
                  <option value="open">{m.account_tracker_status_open()}</option>
                  <option value="done">{m.account_tracker_status_done()}</option>
                  {step.regulatedOnly && <option value="skipped">{m.account_tracker_status_skip_option()}</option>}
                </select>
                <ErrorText id={`${id}-status-error`} text={errors?.status} />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-date`}>{m.account_tracker_date()}</Label>
                <input
                  id={`${id}-date`}
                  type="date"
                  name="date"
                  defaultValue={progress.date ?? ""}
                  aria-invalid={errors?.date ? true : undefined}
                  aria-describedby={errors?.date ? `${id}-date-error` : undefined}
                  className={`${fieldClass} h-11`}
                />
                <ErrorText id={`${id}-date-error`} text={errors?.date} />
              </div>
            </div>
            {signedIn ? (
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-note`}>{m.account_tracker_note()}</Label>
                <textarea
                  id={`${id}-note`}
                  name="note"
                  // Room for a saved note to be read whole; an empty one stays small.
                  rows={progress.note ? 4 : 2}
                  maxLength={TRACKER_NOTE_MAX}
                  defaultValue={progress.note}
                  aria-invalid={errors?.note ? true : undefined}
                  aria-describedby={errors?.note ? `${id}-note-error` : undefined}
                  className={`${fieldClass} py-2`}
                />
                <ErrorText id={`${id}-note-error`} text={errors?.note} />
              </div>
            ) : null}
            <Button type="submit" name="intent" value="save" variant="secondary">
              {m.account_tracker_save_step()}
            </Button>
          </Form>
          <StepDocument
            stepId={step.id}
            stepTitle={step.title()}
            file={progress.file}
            signedIn={signedIn}
            error={errors?.document}
          />
        </div>
      </div>
    </li>
  );
}

/** One item of the arrival checklist: its text and one button that ticks or unticks it. */
export function ChecklistItemForm({ item, done }: { item: ChecklistStep; done: boolean }) {
  return (
    <li id={`step-${item.id}`} className="flex scroll-mt-4 items-start gap-3 py-2">
      {done ? (
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
      ) : (
        <span className="mt-0.5 size-5 shrink-0 rounded-full border-2 border-slate-400" aria-hidden="true" />
      )}
      {/* The item is the Relocation Guide's text, in English. */}
      <span className="min-w-0 flex-1 wrap-break-word text-slate-700">
        <span lang="en">{item.text}</span>
        <span className="sr-only">{done ? m.account_tracker_done_sr() : m.account_tracker_not_done_sr()}</span>
      </span>
      <Form method="post" className="shrink-0">
        <input type="hidden" name="stepId" value={item.id} />
        <input type="hidden" name="status" value={done ? "open" : "done"} />
        <Button
          type="submit"
          name="intent"
          value="tick"
          size="sm"
          variant={done ? "ghost" : "outline"}
          aria-label={
            done ? m.account_tracker_untick_label({ item: item.text }) : m.account_tracker_tick_label({ item: item.text })
          }
        >
          {done ? m.account_tracker_untick() : m.account_tracker_tick()}
        </Button>
      </Form>
    </li>
  );
}

/** Which German authority decides recognition, by the kind of profession. */
export function AuthorityList() {
  return (
    <dl lang="en" className="space-y-3">
      {RECOGNITION_AUTHORITIES.map((a) => (
        <div key={a.kind}>
          <dt className="font-semibold text-slate-900">{a.kind}</dt>
          <dd className="text-sm text-slate-700">
            {a.who}{" "}
            <a href={a.link.url} className="font-medium text-brand-700 underline underline-offset-2" rel="noopener noreferrer">
              {a.link.title}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
