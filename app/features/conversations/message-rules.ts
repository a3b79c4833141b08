/**
 * The rules of a conversation (issue 29), pure and shared by the pages, the actions and the tests: what a message
 * may contain, when a conversation is read-only, and when the other side is mailed about a new message.
 */
import { hasControlCharacters, TEXT_MESSAGES } from "#app/lib/text.ts";
import { z } from "#app/lib/zod.ts";

export const MESSAGE_MAX = 4000;

export type Side = "candidate" | "employer";

export const conversationTexts = {
  tooLong: `A message can be at most ${MESSAGE_MAX.toLocaleString("en")} characters.`,
  control: TEXT_MESSAGES.control(),
  empty: "Please write a message or attach a document.",
  readOnlyWithdrawn: "This application was withdrawn: the conversation is closed and can only be read.",
  readOnlyRejected: "This application was not successful: the conversation is closed and can only be read.",
  readOnlyDeleted: "The candidate deleted their account: the conversation is closed and can only be read.",
  sent: "Message sent",
  sentText: "It is stored, and the other side is told by e-mail.",
  failed: "Your message could not be sent. Please try again in a moment.",
  badRequest: "This form could not be read. Please reload the page and try again.",
  reported: "Thank you for your report",
  reportedText: "The PearlBridge Jobs team will look at this message. Do not send any money.",
  alreadyReported: "You already reported this message. The PearlBridge Jobs team will look at it.",
  reportMessage: "Report this message",
  empty_conversation: "No messages yet. Ask a question about the job, the visa, documents or the start date.",
  empty_conversation_employer: "No messages yet. Write to the candidate: they are told by e-mail.",
} as const;

/** The message form (Conform): the text, trimmed, with line breaks; a document may come with it instead. */
export const messageSchema = z.object({
  body: z
    .string()
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .max(MESSAGE_MAX, conversationTexts.tooLong)
    .refine((v) => !hasControlCharacters(v, { multiline: true }), conversationTexts.control)
    .optional(),
});

/**
 * Whether a conversation takes new messages: not once the candidate withdrew, was rejected, or deleted their
 * account. The history stays readable to both sides; the reason is the page's (and a refused write's) message.
 */
export function readOnlyReason(application: { status: string; candidateDeleted: boolean }): string | null {
  if (application.candidateDeleted) return conversationTexts.readOnlyDeleted;
  if (application.status === "withdrawn") return conversationTexts.readOnlyWithdrawn;
  if (application.status === "rejected") return conversationTexts.readOnlyRejected;
  return null;
}

/** One mail per conversation and recipient per hour at most, while the conversation stays unread. */
export const MAIL_THROTTLE_SECONDS = 60 * 60;

/**
 * Is a new message worth a mail to this recipient? Yes for the first; then not again within the hour unless their
 * side has opened the conversation since the last mail (a new unread stretch begins: they are waiting for the reply).
 */
export function mayMail(lastMailedAt: Date | null, sideReadAt: Date | null, now: Date): boolean {
  if (!lastMailedAt) return true;
  if (now.getTime() - lastMailedAt.getTime() >= MAIL_THROTTLE_SECONDS * 1000) return true;
  return sideReadAt !== null && sideReadAt.getTime() >= lastMailedAt.getTime();
}

/** "1 unread" / "3 unread": the counts beside a link. */
export const unreadLabel = (n: number) => `${n.toLocaleString("en")} unread`;

/** Where each side reads the conversation of an application. */
export const candidateConversationPath = (applicationId: number) => `/applications/${applicationId}`;
export const employerConversationPath = (applicationId: number) => `/employer/applications/${applicationId}`;
export const attachmentPath = (messageId: number) => `/messages/${messageId}/attachment`;
