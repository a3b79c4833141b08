import { ArrowLeft } from "lucide-react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ErrorText, Place, placeName, ReasonForm, Section, ZoneForm } from "#app/features/interviews/public.ts";
import type { CandidateInterviewActionData, CandidateInterviewData } from "./interview.server.ts";

type Interview = NonNullable<CandidateInterviewData["interview"]>;

/** The offered times as radio buttons: one form, so that choosing and booking works without a script. */
function ChooseTime({ interview, error }: { interview: Interview; error?: string }) {
  const open = interview.slots.filter((s) => !s.past);
  return (
    <Form method="post" className="space-y-3" aria-label="Choose a time">
      <input type="hidden" name="intent" value="book" />
      <fieldset aria-describedby={error ? "book-error" : undefined}>
        <legend className="font-medium text-slate-900">Choose the time that suits you</legend>
        <ul className="mt-2 space-y-2">
          {interview.slots.map((s) => (
            <li key={s.id}>
              <div className="flex min-h-11 items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:opacity-60">
                <input
                  type="radio"
                  id={`slot-${s.id}`}
                  name="slotId"
                  value={s.id}
                  required
                  disabled={s.past}
                  className="mt-1 size-4 shrink-0"
                />
                <label htmlFor={`slot-${s.id}`} className="min-w-0 flex-1 cursor-pointer">
                  <span className="block font-medium text-slate-900">{s.text}</span>
                  <span className="block text-slate-700">
                    {s.past ? "This time has passed." : s.videoUrl ? "By video" : `At ${s.address ?? ""}`}
                  </span>
                </label>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      <ErrorText id="book-error" error={error} />
      {open.length > 0 ? (
        <Button type="submit" className="w-full sm:w-auto">
          Book this time
        </Button>
      ) : (
        <p>All of these times have passed: ask for other times below.</p>
      )}
    </Form>
  );
}

function StatusPanel({ data, actionData }: { data: CandidateInterviewData; actionData?: CandidateInterviewActionData }) {
  const { interview, application } = data;
  const errorFor = (form: CandidateInterviewActionData["form"]) => (actionData?.form === form ? actionData.error : undefined);
  const valueFor = (form: CandidateInterviewActionData["form"]) => (actionData?.form === form ? actionData.reason : undefined);
  if (!interview) {
    return (
      <Section id="interview-state" title="No interview yet">
        <p>{application.company} has not proposed interview times for this application yet. We will e-mail you when they do.</p>
      </Section>
    );
  }
  return (
    <>
      {interview.status === "proposed" && (
        <Section id="interview-state" title="Times proposed by the employer">
          {interview.note ? (
            <div>
              <h3 className="font-semibold text-slate-900">Note from {application.company}</h3>
              <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{interview.note}</p>
            </div>
          ) : null}
          {interview.can.book ? (
            <ChooseTime interview={interview} error={errorFor("book")} />
          ) : (
            <p>This application is closed: no interview can be booked for it.</p>
          )}
        </Section>
      )}
      {interview.status === "booked" && interview.when && (
        <Section
          id="interview-state"
          title={interview.can.cancel ? "Your interview is booked" : "Your interview has taken place"}
        >
          <p className="text-base font-medium text-slate-900">{interview.when}</p>
          <Place videoUrl={interview.videoUrl} address={interview.address} />
          {interview.reason && interview.changedBy === "employer" ? (
            <p className="whitespace-pre-line">
              Moved by {application.company}: {interview.reason}
            </p>
          ) : null}
          {interview.can.cancel ? (
            <p>We e-mailed you a calendar invitation, and will remind you 24 hours and 1 hour before.</p>
          ) : null}
        </Section>
      )}
      {interview.status === "other_times" && (
        <Section id="interview-state" title="You asked for other times">
          <p>{application.company} will propose new times. We will e-mail you.</p>
          {interview.candidateNote ? (
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">Your note: {interview.candidateNote}</p>
          ) : null}
        </Section>
      )}
      {interview.status === "cancelled" && (
        <Section id="interview-state" title="The interview was cancelled">
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">
            {interview.changedBy === "candidate" ? "You cancelled it" : `${application.company} cancelled it`}
            {interview.reason ? `: ${interview.reason}` : "."}
          </p>
        </Section>
      )}
      {interview.can.askOtherTimes && (
        <Section id="other-times" title={interview.status === "booked" ? "Need another time?" : "None of these times suit you?"}>
          <ReasonForm
            intent="other-times"
            label="Which days and times suit you?"
            hint={
              interview.status === "booked"
                ? "The booked time is released and the employer proposes new times."
                : "The employer gets your note by e-mail and proposes new times."
            }
            button="Ask for other times"
            error={errorFor("other-times")}
            value={valueFor("other-times")}
          />
        </Section>
      )}
      {interview.can.cancel && (
        <Section id="cancel" title="Cancel the interview">
          <details open={errorFor("cancel") ? true : undefined}>
            <summary className="cursor-pointer font-medium text-brand-700">Cancel this interview</summary>
            <div className="mt-3">
              <ReasonForm
                intent="cancel"
                label="Why do you cancel?"
                hint="The employer gets your reason by e-mail."
                button="Cancel the interview"
                danger
                error={errorFor("cancel")}
                value={valueFor("cancel")}
              />
            </div>
          </details>
        </Section>
      )}
    </>
  );
}

/** /applications/{id}/interview for the candidate: the times in their zone with the employer's beside them. */
export function CandidateInterviewPage({
  data,
  actionData,
}: {
  data: CandidateInterviewData;
  actionData?: CandidateInterviewActionData;
}) {
  const { application } = data;
  return (
    <div className="container-page max-w-3xl space-y-4 py-8 sm:py-10">
      <Link
        to="/applications"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        My Applications
      </Link>
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900">Interview: {application.jobTitle}</h1>
        <p className="mt-1 text-slate-700">
          {application.company} · times shown in {placeName(data.zone)} time
        </p>
      </div>
      <StatusPanel data={data} actionData={actionData} />
      <Section id="time-zone" title="Your time zone">
        <ZoneForm zone={data.zone} error={actionData?.form === "zone" ? actionData.error : undefined} />
      </Section>
    </div>
  );
}
