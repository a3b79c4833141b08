// What routes may use of the interviews feature on the server only: the interviews' queries and changes.
export {
  askOtherTimes,
  bookSlot,
  cancelInterview,
  candidateApplication,
  companyApplication,
  companyInterviews,
  currentInterview,
  interviewCount,
  interviewsOfCandidate,
  interviewsOfJob,
  moveInterview,
  proposeInterview,
  saveZone,
  zoneOf,
  type ApplicationInterview,
  type InterviewApplication,
  type InterviewRecord,
  type InterviewResult,
  type SlotRecord,
  type UpcomingInterview,
} from "./interviews.server.ts";
export { invitationAttachment, interviewMail, whenFor, type InterviewMailFacts } from "./mails.server.ts";
