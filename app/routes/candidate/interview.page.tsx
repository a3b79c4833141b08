import { ArrowLeft } from "lucide-react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ErrorText, Place, placeName, ReasonForm, Section, ZoneForm } from "#app/features/interviews/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import type { CandidateInterviewActionData, CandidateInterviewData } from "./interview.server.ts";

type Interview = NonNullable<CandidateInterviewData["interview"]>;

/** The offered times as radio buttons: one form, so that choosing and booking works without a script. */
function ChooseTime({ interview, error }: { interview: Interview; error?: string }) {
  const open = interview.slots.filter((s) => !s.past);
  return (
    <Form method="post" className="space-y-3" aria-label={m.pipeline_iv_c_choose_aria()}>
      <input type="hidden" name="intent" value="book" />
      <fieldset aria-describedby={error ? "book-error" : undefined}>
        <legend className="font-medium text-slate-900">{m.pipeline_iv_c_choose_legend()}</legend>
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
                    {s.past
                      ? m.pipeline_iv_c_slot_past()
                      : s.videoUrl
                        ? m.pipeline_iv_c_by_video()
                        : m.pipeline_iv_c_at_address({ address: s.address ?? "" })}
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
          {m.pipeline_iv_c_book()}
        </Button>
      ) : (
        <p>{m.pipeline_iv_c_all_past()}</p>
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
      <Section id="interview-state" title={m.pipeline_iv_c_none_title()}>
        <p>{m.pipeline_iv_c_none_text({ company: application.company })}</p>
      </Section>
    );
  }
  return (
    <>
      {interview.status === "proposed" && (
        <Section id="interview-state" title={m.pipeline_iv_c_proposed_title()}>
          {interview.note ? (
            <div>
              <h3 className="font-semibold text-slate-900">{m.pipeline_iv_c_note_from({ company: application.company })}</h3>
              <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{interview.note}</p>
            </div>
          ) : null}
          {interview.can.book ? <ChooseTime interview={interview} error={errorFor("book")} /> : <p>{m.pipeline_iv_c_closed()}</p>}
        </Section>
      )}
      {interview.status === "booked" && interview.when && (
        <Section
          id="interview-state"
          title={interview.can.cancel ? m.pipeline_iv_c_booked_title() : m.pipeline_iv_c_held_title()}
        >
          <p className="text-base font-medium text-slate-900">{interview.when}</p>
          <Place videoUrl={interview.videoUrl} address={interview.address} />
          {interview.reason && interview.changedBy === "employer" ? (
            <p className="whitespace-pre-line">
              {m.pipeline_iv_c_moved_by({ company: application.company, reason: interview.reason })}
            </p>
          ) : null}
          {interview.can.cancel ? <p>{m.pipeline_iv_c_invitation_sent()}</p> : null}
        </Section>
      )}
      {interview.status === "other_times" && (
        <Section id="interview-state" title={m.pipeline_iv_c_other_title()}>
          <p>{m.pipeline_iv_c_other_text({ company: application.company })}</p>
          {interview.candidateNote ? (
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">
              {m.pipeline_iv_your_note({ note: interview.candidateNote })}
            </p>
          ) : null}
        </Section>
      )}
      {interview.status === "cancelled" && (
        <Section id="interview-state" title={m.pipeline_iv_was_cancelled()}>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">
            {interview.changedBy === "candidate"
              ? m.pipeline_iv_c_you_cancelled()
              : m.pipeline_iv_cancelled_by({ who: application.company })}
            {interview.reason ? `: ${interview.reason}` : "."}
          </p>
        </Section>
      )}
      {interview.can.askOtherTimes && (
        <Section
          id="other-times"
          title={interview.status === "booked" ? m.pipeline_iv_c_need_other() : m.pipeline_iv_c_none_suit()}
        >
          <ReasonForm
            intent="other-times"
            label={m.pipeline_iv_c_which_times()}
            hint={interview.status === "booked" ? m.pipeline_iv_c_hint_released() : m.pipeline_iv_c_hint_note()}
            button={m.pipeline_iv_c_ask_other()}
            error={errorFor("other-times")}
            value={valueFor("other-times")}
          />
        </Section>
      )}
      {interview.can.cancel && (
        <Section id="cancel" title={m.pipeline_iv_cancel_title()}>
          <details open={errorFor("cancel") ? true : undefined}>
            <summary className="cursor-pointer font-medium text-brand-700">{m.pipeline_iv_c_cancel_this()}</summary>
            <div className="mt-3">
              <ReasonForm
                intent="cancel"
                label={m.pipeline_iv_why_cancel()}
                hint={m.pipeline_iv_c_cancel_hint()}
                button={m.pipeline_iv_cancel_title()}
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
        {m.shared_nav_my_applications()}
      </Link>
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900">
          {m.pipeline_iv_page_title({ what: application.jobTitle })}
        </h1>
        <p className="mt-1 text-slate-700">
          {m.pipeline_iv_times_shown_in({ what: application.company, place: placeName(data.zone) })}
        </p>
      </div>
      <StatusPanel data={data} actionData={actionData} />
      <Section id="time-zone" title={m.pipeline_iv_your_time_zone()}>
        <ZoneForm zone={data.zone} error={actionData?.form === "zone" ? actionData.error : undefined} />
      </Section>
    </div>
  );
}
