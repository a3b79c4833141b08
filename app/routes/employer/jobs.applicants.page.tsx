import { getFormProps } from "@conform-to/react";
import { ArrowLeft, Calendar, Download, FileDown, FileSpreadsheet, Mail, MessageCircle, Phone } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/dates.ts";
import { currentLocale, formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  csvSeparatorParam,
  EMPLOYER_NOTE_MAX,
  EMPLOYER_STATUSES,
  employerNoteSchema,
  STATUS_MESSAGE_MAX,
  StatusBadge,
  statusChangeSchema,
  StatusHistory,
} from "#app/features/applications/public.ts";
import { employerConversationPath } from "#app/features/conversations/public.ts";
import type { InterviewSummary } from "#app/features/interviews/public.ts";
import type { ApplicantsActionData, ApplicantsPageData, ApplicantView } from "./jobs.applicants.server.ts";

const textareaClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600";

/** The status filter: links (no script needed), each with its count; the chosen one is marked as current. */
function StatusFilter({ data }: { data: ApplicantsPageData }) {
  const base = `/employer/jobs/${encodeURIComponent(data.job.id)}/applicants`;
  const chips = [
    { key: "all", label: m.pipeline_applicants_all(), count: data.total, to: base, current: data.filter === null },
    ...APPLICATION_STATUSES.map((s) => ({
      key: s,
      label: APPLICATION_STATUS_LABELS[s],
      count: data.counts[s],
      to: `${base}?status=${s}`,
      current: data.filter === s,
    })),
  ];
  return (
    <nav aria-label={m.pipeline_applicants_filter()} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {chips.map((c) => (
          <li key={c.key}>
            <Link
              to={c.to}
              aria-current={c.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium",
                c.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
              )}
            >
              {c.label}
              <span className={cn("tabular-nums", c.current ? "text-white" : "text-slate-600")}>({formatNumber(c.count)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function StatusForm({ a, error }: { a: ApplicantView; error?: string }) {
  if (a.status === "withdrawn") {
    return <p className="text-sm text-slate-700">{m.pipeline_status_error_withdrawn()}</p>;
  }
  // A new form after each change, so that the message field is empty again.
  return <StatusChangeForm key={a.status} a={a} serverError={error} />;
}

/**
 * The status change with its optional message, checked in the browser with the action's schema (Conform); the
 * action's message (a refused change, or a message checked without JavaScript) shows in the same place.
 */
function StatusChangeForm({ a, serverError }: { a: ApplicantView; serverError?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("applicationId") === String(a.id);
  const [form, fields] = useSchemaForm(statusChangeSchema, { id: `status-form-${a.id}` });
  const error = fields.message.errors?.[0] ?? serverError;
  const errorId = `status-${a.id}-error`;
  return (
    <Form
      method="post"
      className="space-y-3"
      aria-label={m.pipeline_applicants_change_status_of({ name: a.name })}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="applicationId" value={a.id} />
      <div className="space-y-1.5">
        <Label htmlFor={`status-${a.id}`}>{m.pipeline_applicants_new_status()}</Label>
        <select
          id={`status-${a.id}`}
          name="status"
          defaultValue={a.status}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-64"
        >
          {EMPLOYER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {APPLICATION_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`message-${a.id}`}>{m.pipeline_applicants_message_label()}</Label>
        <textarea
          id={`message-${a.id}`}
          name="message"
          rows={3}
          maxLength={STATUS_MESSAGE_MAX}
          aria-describedby={`message-${a.id}-hint`}
          className={textareaClass}
        />
        <p id={`message-${a.id}-hint`} className="text-xs text-slate-600">
          {m.pipeline_applicants_message_hint({ max: String(STATUS_MESSAGE_MAX) })}
        </p>
      </div>
      <FieldError id={errorId} error={error} />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {m.pipeline_applicants_update_status()}
        <span className="sr-only">{m.pipeline_applicants_of_name({ name: a.name })}</span>
      </Button>
    </Form>
  );
}

function NoteForm({ a, error }: { a: ApplicantView; error?: string }) {
  // A new form after each save, starting from the stored note.
  return <EmployerNoteForm key={a.note ?? ""} a={a} serverError={error} />;
}

/** The private note, checked in the browser with the action's schema (Conform), as the status form. */
function EmployerNoteForm({ a, serverError }: { a: ApplicantView; serverError?: string }) {
  const [form, fields] = useSchemaForm(employerNoteSchema, { id: `note-form-${a.id}` });
  const error = fields.note.errors?.[0] ?? serverError;
  const errorId = `note-${a.id}-error`;
  return (
    <Form
      method="post"
      className="space-y-3"
      aria-label={m.pipeline_applicants_note_on({ name: a.name })}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="applicationId" value={a.id} />
      <div className="space-y-1.5">
        <Label htmlFor={`note-${a.id}`}>{m.pipeline_applicants_note_label()}</Label>
        <textarea
          id={`note-${a.id}`}
          name="note"
          rows={3}
          maxLength={EMPLOYER_NOTE_MAX}
          defaultValue={a.note ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={`note-${a.id}-hint${error ? ` ${errorId}` : ""}`}
          className={textareaClass}
        />
        <p id={`note-${a.id}-hint`} className="text-xs text-slate-600">
          {m.pipeline_applicants_note_hint()}
        </p>
      </div>
      <FieldError id={errorId} error={error} />
      <Button type="submit" variant="outline" className="w-full sm:w-auto">
        {m.pipeline_applicants_save_note()}
        <span className="sr-only">{m.pipeline_applicants_on_name({ name: a.name })}</span>
      </Button>
    </Form>
  );
}

/** The applicant's interview: its state and time, or a link to propose times (issue 29). */
function InterviewLink({ a, interview }: { a: ApplicantView; interview?: InterviewSummary }) {
  if (!interview && (a.status === "withdrawn" || a.status === "rejected" || a.status === "hired")) return null;
  return (
    <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
      <Link to={`/employer/applications/${a.id}/interview`} className="font-semibold text-brand-700 hover:underline">
        {interview ? interview.label : m.pipeline_applicants_propose()}
        <span className="sr-only">{m.pipeline_applicants_for_name({ name: a.name })}</span>
      </Link>
      {interview?.when ? <span className="block">{interview.when}</span> : null}
    </p>
  );
}

function ApplicantCard({
  a,
  actionData,
  interview,
}: {
  a: ApplicantView;
  actionData?: ApplicantsActionData;
  interview?: InterviewSummary;
}) {
  const errorFor = (form: "status" | "note") =>
    actionData?.applicationId === a.id && actionData.form === form ? actionData.error : undefined;
  return (
    <li className="card p-4 sm:p-5" aria-labelledby={`applicant-${a.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`applicant-${a.id}`} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {a.name}
        </h2>
        <p>
          <span className="sr-only">{m.pipeline_applicants_status_sr()}</span>
          <StatusBadge status={a.status} />
        </p>
      </div>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {a.email ? (
          <li>
            <a
              href={`mailto:${a.email}`}
              className="inline-flex min-h-11 items-center gap-2 break-all text-brand-700 hover:underline sm:min-h-0"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {a.email}
            </a>
          </li>
        ) : null}
        {a.phone ? (
          <li>
            <a
              href={`tel:${a.phone.replace(/[^\d+]/g, "")}`}
              className="inline-flex min-h-11 items-center gap-2 text-brand-700 hover:underline sm:min-h-0"
            >
              <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {a.phone}
            </a>
          </li>
        ) : null}
        <li className="inline-flex items-center gap-2">
          <Calendar aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span>
            {m.pipeline_applicants_applied()} <time dateTime={a.appliedAt}>{formatDate(a.appliedAt)}</time>
          </span>
        </li>
      </ul>
      <ApplicantSent a={a} />
      <p className="mt-4">
        <Link
          to={employerConversationPath(a.id)}
          className={buttonVariants({ variant: a.conversation?.unread ? "primary" : "outline" })}
        >
          <MessageCircle aria-hidden="true" />
          {a.conversation && a.conversation.messages > 0
            ? m.pipeline_applicants_messages_count({ count: formatNumber(a.conversation.messages) })
            : m.pipeline_applicants_write()}
          {a.conversation?.unread ? <span>{m.pipeline_applicants_new_message()}</span> : null}
          <span className="sr-only">{m.pipeline_applicants_with_name({ name: a.name })}</span>
        </Link>
      </p>
      <InterviewLink a={a} interview={interview} />
      <div className="mt-4">
        <StatusHistory
          history={a.history}
          messageLabel={m.pipeline_applicants_history_message()}
          candidateLabel={m.pipeline_applicants_by_candidate()}
        />
      </div>
      <div className="mt-4 grid gap-6 border-t border-slate-200 pt-4 lg:grid-cols-2">
        <StatusForm a={a} error={errorFor("status")} />
        <NoteForm a={a} error={errorFor("note")} />
      </div>
    </li>
  );
}

/** What the candidate sent: the profile summary (as the profile is now), the cover note and the CV. */
function ApplicantSent({ a }: { a: ApplicantView }) {
  const { profile } = a;
  if (!profile && !a.coverNote && !a.cvFileName) return null;
  return (
    <div className="mt-4 space-y-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      {profile?.headline && <p className="font-medium text-slate-900">{profile.headline}</p>}
      {profile && profile.facts.length > 0 && (
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {profile.facts.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-1.5">
              <dt className="text-slate-600">{label}:</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {profile && profile.skills.length > 0 && (
        <p>
          <span className="text-slate-600">{m.pipeline_applicants_skills()}</span>
          {profile.skills.join(", ")}
        </p>
      )}
      {a.coverNote && (
        <div>
          <h3 className="font-semibold text-slate-900">{m.pipeline_applicants_cover_note()}</h3>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{a.coverNote}</p>
        </div>
      )}
      {a.cvFileName && (
        // The file's name beside the button: the employer sees what they download (a long name wraps on a phone).
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a
            href={`/employer/applications/${a.id}/cv`}
            download
            className={cn(buttonVariants({ variant: "secondary", size: "md" }), "max-w-full")}
          >
            <FileDown aria-hidden="true" />
            <span className="truncate">{m.pipeline_applicants_download_cv()}</span>
            <span className="sr-only">{m.pipeline_applicants_of_name({ name: a.name })}</span>
          </a>
          <span className="min-w-0 [overflow-wrap:anywhere] text-slate-600">{a.cvFileName}</span>
        </div>
      )}
    </div>
  );
}

/** A download of the job's applicants with the page's filter: `applicants.csv` or `applicants.xlsx`. */
function exportHref(data: ApplicantsPageData, file: "applicants.csv" | "applicants.xlsx", sep?: ";" | ","): string {
  const query = new URLSearchParams();
  if (data.filter) query.set("status", data.filter);
  if (sep) query.set("sep", csvSeparatorParam(sep));
  // The downloads have no /de address: the page's language goes along for the file's header row.
  if (currentLocale() !== "en") query.set("lang", currentLocale());
  const search = query.toString();
  return `/employer/jobs/${encodeURIComponent(data.job.id)}/${file}${search ? `?${search}` : ""}`;
}

/** /employer/jobs/{id}/applicants: the job's applications as cards, filterable by status. */
export function ApplicantsPage({ data, actionData }: { data: ApplicantsPageData; actionData?: ApplicantsActionData }) {
  return (
    <div>
      <Link
        to="/employer/jobs"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.pipeline_applicants_back()}
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900">
            {m.pipeline_applicants_title({ title: data.job.title })}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {m.pipeline_applicants_job_status()} <span className="font-semibold text-slate-800">{data.job.statusLabel}</span>
            <span aria-hidden="true"> · </span>
            {data.total === 1
              ? m.pipeline_applicants_count_one()
              : m.pipeline_applicants_count_other({ count: formatNumber(data.total) })}
          </p>
        </div>
        {/* Plain links: the browser downloads the file (Content-Disposition: attachment). The CSV's separator
            follows the browser's language; the two small links choose it (decision 205). */}
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <div className="flex flex-wrap gap-2">
            <a href={exportHref(data, "applicants.xlsx")} className={buttonVariants({ variant: "outline" })} download>
              <FileSpreadsheet aria-hidden="true" />
              {m.pipeline_applicants_xlsx()}
            </a>
            <a href={exportHref(data, "applicants.csv")} className={buttonVariants({ variant: "outline" })} download>
              <Download aria-hidden="true" />
              {m.pipeline_applicants_csv()}
            </a>
          </div>
          <p className="text-sm text-slate-600">
            {m.pipeline_applicants_csv_with()}{" "}
            <a href={exportHref(data, "applicants.csv", ";")} className="font-medium text-brand-700 underline" download>
              {m.pipeline_applicants_csv_semicolons()}
            </a>{" "}
            {m.pipeline_applicants_csv_or()}{" "}
            <a href={exportHref(data, "applicants.csv", ",")} className="font-medium text-brand-700 underline" download>
              {m.pipeline_applicants_csv_commas()}
            </a>
          </p>
        </div>
      </div>
      <StatusFilter data={data} />
      {actionData && actionData.form === null ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {actionData.error}
        </p>
      ) : null}
      {data.applicants.length === 0 ? (
        <div className="card mt-6 px-6 py-12 text-center text-slate-600">
          {data.filter
            ? m.pipeline_applicants_none_status({ status: APPLICATION_STATUS_LABELS[data.filter] })
            : m.pipeline_applicants_none()}
        </div>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={m.pipeline_applicants_list()}>
          {data.applicants.map((a) => (
            <ApplicantCard key={a.id} a={a} actionData={actionData} interview={data.interviews?.[a.id]} />
          ))}
        </ul>
      )}
    </div>
  );
}
