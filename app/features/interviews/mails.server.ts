import { linkMail, mailName } from "#app/features/auth/public.server.ts";
import type { QueuedMail } from "#app/lib/mail-queue.server.ts";
import { interviewInvitation, type InvitationMethod } from "./ics.ts";
import { bothTimes } from "./time-zones.ts";

/**
 * The interview mails (docs/decisions/196-mails-with-attachments-and-due-times.md): plain text and simple HTML
 * through the site's link-mail shape, each with a link to the interview's page, and, when the calendars must change,
 * the .ics invitation attached (text/calendar with its METHOD, as calendars expect it).
 */

export interface MailPerson {
  name: string;
  email: string;
  /** The zone this person reads times in. */
  zone: string;
}

export interface InterviewMailFacts {
  id: number;
  sequence: number;
  jobTitle: string;
  company: string;
  start: Date;
  end: Date;
  videoUrl: string | null;
  address: string | null;
  candidate: MailPerson;
  organizer: MailPerson;
  /** The page of each side. */
  candidateUrl: string;
  organizerUrl: string;
}

const oneLine = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** "Friday 27 March 2026, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1), 45 minutes" for one side. */
export function whenFor(facts: Pick<InterviewMailFacts, "start" | "end">, own: string, other: string): string {
  const minutes = Math.round((facts.end.getTime() - facts.start.getTime()) / 60_000);
  return `${bothTimes(facts.start, own, other).text}, ${minutes} minutes`;
}

function placeLine(facts: InterviewMailFacts): string {
  return facts.videoUrl ? `Video link: ${facts.videoUrl}` : `Address: ${facts.address ?? ""}`;
}

/** The .ics file of the interview as it is now: a booking or change (REQUEST), or a cancellation (CANCEL). */
export function invitationAttachment(facts: InterviewMailFacts, method: InvitationMethod) {
  const ics = interviewInvitation(
    {
      id: facts.id,
      sequence: facts.sequence,
      start: facts.start,
      end: facts.end,
      title: oneLine(`Interview: ${facts.jobTitle} at ${facts.company}`),
      description: `${whenFor(facts, facts.candidate.zone, facts.organizer.zone)}.`,
      videoUrl: facts.videoUrl,
      address: facts.address,
      organizer: { name: mailName(facts.organizer.name) ?? facts.company, email: facts.organizer.email },
      attendee: { name: mailName(facts.candidate.name) ?? "Candidate", email: facts.candidate.email },
    },
    method,
  );
  return {
    filename: method === "CANCEL" ? "interview-cancelled.ics" : "interview.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
  };
}

type Kind = "booked" | "moved" | "cancelled" | "reminder";

/** One side's mail about the booked interview: booked, moved, cancelled (with the other side's reason), reminder. */
export function interviewMail(
  facts: InterviewMailFacts,
  side: "candidate" | "organizer",
  kind: Kind,
  extra: { reason?: string | null; by?: "candidate" | "employer"; reminderText?: string } = {},
): QueuedMail {
  const me = side === "candidate" ? facts.candidate : facts.organizer;
  const other = side === "candidate" ? facts.organizer : facts.candidate;
  const when = whenFor(facts, me.zone, other.zone);
  const what =
    side === "candidate"
      ? `your interview for ${facts.jobTitle} at ${facts.company}`
      : `the interview with ${facts.candidate.name} for ${facts.jobTitle}`;
  const byText = extra.by === "candidate" ? facts.candidate.name : extra.by === "employer" ? facts.company : "";
  const reason = extra.reason ? `\n\nReason given by ${byText}:\n${extra.reason}` : "";
  const subjects: Record<Kind, string> = {
    booked: `Interview booked: ${facts.jobTitle} at ${facts.company}`,
    moved: `Interview moved: ${facts.jobTitle} at ${facts.company}`,
    cancelled: `Interview cancelled: ${facts.jobTitle} at ${facts.company}`,
    reminder: `Reminder: interview ${extra.reminderText ?? ""} (${facts.jobTitle} at ${facts.company})`,
  };
  const intros: Record<Kind, string> = {
    booked: `${capital(what)} is booked for ${when}.\n\n${placeLine(facts)}\n\nThe calendar invitation is attached.`,
    moved: `${capital(what)} has moved to ${when}.\n\n${placeLine(facts)}${reason}\n\nThe attached invitation replaces the earlier one in your calendar.`,
    cancelled: `${capital(what)} on ${when} is cancelled.${reason}\n\nThe attached file removes it from your calendar.`,
    reminder: `${capital(what)} starts ${extra.reminderText ?? "soon"}: ${when}.\n\n${placeLine(facts)}`,
  };
  const mail = linkMail({
    to: me.email,
    subject: oneLine(subjects[kind]),
    greetingName: mailName(me.name),
    intro: intros[kind],
    action: "See the interview",
    url: side === "candidate" ? facts.candidateUrl : facts.organizerUrl,
    outro:
      side === "candidate"
        ? "You receive this e-mail because you applied for this job on PearlBridge Jobs."
        : "You receive this e-mail because you arrange this interview on PearlBridge Jobs.",
  });
  if (kind === "reminder") return mail;
  return { ...mail, attachments: [invitationAttachment(facts, kind === "cancelled" ? "CANCEL" : "REQUEST")] };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Mails without a booked time: new times proposed (to the candidate), other times asked for or a proposal withdrawn. */
export function noticeMail(opts: {
  to: MailPerson;
  subject: string;
  intro: string;
  url: string;
  side: "candidate" | "organizer";
}): QueuedMail {
  return linkMail({
    to: opts.to.email,
    subject: oneLine(opts.subject),
    greetingName: mailName(opts.to.name),
    intro: opts.intro,
    action: "See the interview",
    url: opts.url,
    outro:
      opts.side === "candidate"
        ? "You receive this e-mail because you applied for this job on PearlBridge Jobs."
        : "You receive this e-mail because you arrange this interview on PearlBridge Jobs.",
  });
}
