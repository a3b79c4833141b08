// What the interview pages and mails compose: time zones, the slot rules and the calendar invitation.
export {
  bothTimes,
  CANDIDATE_TIME_ZONE,
  EMPLOYER_TIME_ZONE,
  inZone,
  isTimeZone,
  placeName,
  timeZoneMessages,
  zonedToUtc,
  type BothTimes,
  type ZonedResult,
  type ZonedTime,
} from "./time-zones.ts";
export {
  checkSlots,
  MAX_DURATION,
  MAX_SLOTS,
  MIN_DURATION,
  MIN_SLOTS,
  slotMessages,
  slotText,
  type BookedInterview,
  type Slot,
  type SlotContext,
  type SlotError,
  type SlotInput,
  type SlotsResult,
} from "./slots.ts";
export {
  FIRST_SEQUENCE,
  interviewInvitation,
  interviewUid,
  type InterviewEvent,
  type InvitationMethod,
  type InvitationPerson,
} from "./ics.ts";
export {
  bookSchema,
  candidateCan,
  DEFAULT_ZONE,
  employerCan,
  INTERVIEW_STATUSES,
  interviewAllowedFor,
  interviewTexts,
  isOpen,
  NOTE_MAX,
  noteSchema,
  reasonSchema,
  reminderKeys,
  reminderTimes,
  slotRowSchema,
  TIME_ZONE_CHOICES,
  zoneLabel,
  zoneSchema,
  type InterviewState,
  type InterviewStatus,
} from "./rules.ts";
export { checkMove } from "./slots.ts";
export { ErrorText, Place, ReasonForm, Section, textareaClass, ZoneForm } from "./interview-ui.tsx";
export { interviewSummary, type InterviewSummary } from "./summary.ts";
