import { m } from "#app/lib/i18n/i18n.ts";
import type { InterviewStatus } from "./rules.ts";
import { bothTimes, CANDIDATE_TIME_ZONE, EMPLOYER_TIME_ZONE } from "./time-zones.ts";

/** One line about an application's interview for the lists (/applications, the applicants): what it needs, and when. */
export interface InterviewSummary {
  /** "Choose an interview time", "Interview booked", ... */
  label: string;
  /** The booked time, on the reader's clock with the other side's beside it. */
  when: string | null;
  /** Whether the reader has to act (choose a time, propose new times). */
  action: boolean;
  /** Booked and not over. */
  upcoming: boolean;
}

export function interviewSummary(
  i: { status: InterviewStatus; start: Date | null; end: Date | null },
  reader: "candidate" | "employer",
  now: Date,
  zones: { own: string; other: string } = reader === "candidate"
    ? { own: CANDIDATE_TIME_ZONE, other: EMPLOYER_TIME_ZONE }
    : { own: EMPLOYER_TIME_ZONE, other: CANDIDATE_TIME_ZONE },
): InterviewSummary {
  const when = i.start ? bothTimes(i.start, zones.own, zones.other).text : null;
  switch (i.status) {
    case "proposed":
      return reader === "candidate"
        ? { label: m.pipeline_iv_summary_proposed_candidate(), when: null, action: true, upcoming: false }
        : { label: m.pipeline_iv_summary_proposed_employer(), when: null, action: false, upcoming: false };
    case "other_times":
      return reader === "candidate"
        ? { label: m.pipeline_iv_summary_other_candidate(), when: null, action: false, upcoming: false }
        : { label: m.pipeline_iv_summary_other_employer(), when: null, action: true, upcoming: false };
    case "booked":
      return i.end && i.end > now
        ? { label: m.pipeline_iv_summary_booked(), when, action: false, upcoming: true }
        : { label: m.pipeline_iv_summary_held(), when, action: false, upcoming: false };
    default:
      return { label: m.pipeline_iv_summary_cancelled(), when: null, action: false, upcoming: false };
  }
}
