import { createEvent } from "ics";
import { site } from "#app/lib/site.ts";

/**
 * The calendar invitation (RFC 5545 / iTIP) sent with the mail of a booked, moved or cancelled interview, written by
 * the `ics` package (docs/decisions/176-interview-invitations-with-ics.md). Times are UTC instants (`...Z`), so no
 * time zone block has to be right and every calendar shows the interview at the same moment on its own clock. A
 * calendar replaces its copy of an event when an invitation has the same UID and a higher SEQUENCE: the UID is fixed
 * per interview, and the caller raises the sequence on every change.
 */

export type InvitationMethod = "REQUEST" | "CANCEL";

export interface InvitationPerson {
  name: string;
  email: string;
}

export interface InterviewEvent {
  /** The interview's id: the same for its booking, every reschedule and its cancellation. */
  id: string | number;
  /** 0 when booked, one more on each reschedule and on the cancellation. */
  sequence: number;
  start: Date;
  end: Date;
  /** "Interview: Nurse (Pflegefachkraft) at Klinikum Süd". */
  title: string;
  description: string;
  videoUrl: string | null;
  address: string | null;
  /** The company member who runs the interview. */
  organizer: InvitationPerson;
  /** The candidate. */
  attendee: InvitationPerson;
}

export const FIRST_SEQUENCE = 0;

const UID_DOMAIN = site.email.split("@")[1] ?? "pearlbridgejobs.com";

export function interviewUid(id: string | number): string {
  return `interview-${id}@${UID_DOMAIN}`;
}

/**
 * The `.ics` text: METHOD:REQUEST for a booking or a change, METHOD:CANCEL (and STATUS:CANCELLED) when the interview is
 * called off. Throws on an event `ics` refuses (a bad e-mail address, say): the caller built it from checked data.
 */
export function interviewInvitation(event: InterviewEvent, method: InvitationMethod): string {
  const description = event.videoUrl ? `${event.description}\n\nVideo link: ${event.videoUrl}` : event.description;
  const { error, value } = createEvent({
    productId: `-//${site.name}//Interviews//EN`,
    method,
    uid: interviewUid(event.id),
    sequence: event.sequence,
    start: event.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: event.title,
    description,
    // Calendars show the location on the event itself: the address, or else the link to join.
    location: event.address ?? event.videoUrl ?? undefined,
    ...(event.videoUrl ? { url: event.videoUrl } : {}),
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: event.organizer,
    attendees: [{ ...event.attendee, rsvp: method === "REQUEST", partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("The calendar invitation could not be written.");
  return value;
}
