import { linkMail, mailName } from "#app/features/auth/public.server.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import type { Locale } from "#app/lib/i18n/locale.ts";
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
  /** The account's language: this person's mails (and their .ics texts) are written in it. */
  language: Locale;
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
  return m.pipeline_iv_with_minutes({ when: bothTimes(facts.start, own, other).text, minutes: String(minutes) });
}

function placeLine(facts: InterviewMailFacts): string {
  return facts.videoUrl
    ? m.pipeline_iv_video_line({ url: facts.videoUrl })
    : m.pipeline_iv_address_line({ address: facts.address ?? "" });
}

/** The .ics file of the interview as it is now: a booking or change (REQUEST), or a cancellation (CANCEL). */
export function invitationAttachment(facts: InterviewMailFacts, method: InvitationMethod) {
  const ics = interviewInvitation(
    {
      id: facts.id,
      sequence: facts.sequence,
      start: facts.start,
      end: facts.end,
      title: oneLine(m.pipeline_iv_ics_title({ title: facts.jobTitle, company: facts.company })),
      description: `${whenFor(facts, facts.candidate.zone, facts.organizer.zone)}.`,
      videoUrl: facts.videoUrl,
      address: facts.address,
      organizer: { name: mailName(facts.organizer.name) ?? facts.company, email: facts.organizer.email },
      attendee: { name: mailName(facts.candidate.name) ?? m.pipeline_iv_ics_candidate(), email: facts.candidate.email },
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

/**
 * One side's mail about the booked interview: booked, moved, cancelled (with the other side's reason), reminder;
 * written, .ics included, in that side's language (the reason stays as written).
 */
export function interviewMail(
  facts: InterviewMailFacts,
  side: "candidate" | "organizer",
  kind: Kind,
  extra: { reason?: string | null; by?: "candidate" | "employer"; reminderText?: () => string } = {},
): QueuedMail {
  const me = side === "candidate" ? facts.candidate : facts.organizer;
  return withLocale(me.language, () => writeInterviewMail(facts, side, kind, extra));
}

function writeInterviewMail(
  facts: InterviewMailFacts,
  side: "candidate" | "organizer",
  kind: Kind,
  extra: { reason?: string | null; by?: "candidate" | "employer"; reminderText?: () => string },
): QueuedMail {
  const me = side === "candidate" ? facts.candidate : facts.organizer;
  const other = side === "candidate" ? facts.organizer : facts.candidate;
  const when = whenFor(facts, me.zone, other.zone);
  const job = { title: facts.jobTitle, company: facts.company };
  const what = capital(
    side === "candidate"
      ? m.pipeline_iv_what_candidate(job)
      : m.pipeline_iv_what_organizer({ name: facts.candidate.name, title: facts.jobTitle }),
  );
  const byText = extra.by === "candidate" ? facts.candidate.name : extra.by === "employer" ? facts.company : "";
  const reason = extra.reason ? `\n\n${m.pipeline_iv_reason_by({ by: byText })}\n${extra.reason}` : "";
  const soon = extra.reminderText ? extra.reminderText() : m.pipeline_iv_soon();
  // Only the mail of the kind in hand is written.
  const subjects: Record<Kind, () => string> = {
    booked: () => m.pipeline_iv_subject_booked(job),
    moved: () => m.pipeline_iv_subject_moved(job),
    cancelled: () => m.pipeline_iv_subject_cancelled(job),
    reminder: () => m.pipeline_iv_subject_reminder({ ...job, when: extra.reminderText ? extra.reminderText() : "" }),
  };
  const intros: Record<Kind, () => string> = {
    booked: () =>
      `${m.pipeline_iv_intro_booked({ what, when })}\n\n${placeLine(facts)}\n\n${m.pipeline_iv_intro_booked_attached()}`,
    moved: () =>
      `${m.pipeline_iv_intro_moved({ what, when })}\n\n${placeLine(facts)}${reason}\n\n${m.pipeline_iv_intro_moved_attached()}`,
    cancelled: () => `${m.pipeline_iv_intro_cancelled({ what, when })}${reason}\n\n${m.pipeline_iv_intro_cancelled_attached()}`,
    reminder: () => `${m.pipeline_iv_intro_reminder({ what, soon, when })}\n\n${placeLine(facts)}`,
  };
  const mail = linkMail({
    to: me.email,
    subject: oneLine(subjects[kind]()),
    greetingName: mailName(me.name),
    intro: intros[kind](),
    action: m.pipeline_iv_mail_action(),
    url: localUrl(side === "candidate" ? facts.candidateUrl : facts.organizerUrl),
    outro: side === "candidate" ? m.pipeline_iv_mail_outro_candidate() : m.pipeline_iv_mail_outro_organizer(),
  });
  if (kind === "reminder") return mail;
  return { ...mail, attachments: [invitationAttachment(facts, kind === "cancelled" ? "CANCEL" : "REQUEST")] };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A page's address (absolute, English) in the language of the work in hand: /de/... for a German reader. */
function localUrl(url: string): string {
  const u = new URL(url);
  return new URL(href(u.pathname) + u.search, u).toString();
}

/**
 * Mails without a booked time: new times proposed (to the candidate), other times asked for or a proposal withdrawn.
 * `write` gives the subject and the intro; it runs in the recipient's language.
 */
export function noticeMail(opts: {
  to: MailPerson;
  write: () => { subject: string; intro: string };
  url: string;
  side: "candidate" | "organizer";
}): QueuedMail {
  return withLocale(opts.to.language, () => {
    const { subject, intro } = opts.write();
    return linkMail({
      to: opts.to.email,
      subject: oneLine(subject),
      greetingName: mailName(opts.to.name),
      intro,
      action: m.pipeline_iv_mail_action(),
      url: localUrl(opts.url),
      outro: opts.side === "candidate" ? m.pipeline_iv_mail_outro_candidate() : m.pipeline_iv_mail_outro_organizer(),
    });
  });
}
