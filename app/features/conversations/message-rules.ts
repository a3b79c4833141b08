/**
 * The rules of a conversation (issue 29), pure and shared by the pages, the actions and the tests: what a message
 * may contain, when a conversation is read-only, and when the other side is mailed about a new message.
 */
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { hasControlCharacters, TEXT_MESSAGES } from "#app/lib/text.ts";
import { z } from "#app/lib/zod.ts";

export const MESSAGE_MAX = 4000;

export type Side = "candidate" | "employer";

/** The conversation's texts, each read in the language of the work in hand when used (getters, never at import). */
export const conversationTexts = {
  get tooLong() {
    return m.pipeline_conv_too_long({ max: formatNumber(MESSAGE_MAX) });
  },
  get control() {
    return TEXT_MESSAGES.control();
  },
  get empty() {
    return m.pipeline_conv_empty();
  },
  get readOnlyWithdrawn() {
    return m.pipeline_conv_read_only_withdrawn();
  },
  get readOnlyRejected() {
    return m.pipeline_conv_read_only_rejected();
  },
  get readOnlyDeleted() {
    return m.pipeline_conv_read_only_deleted();
  },
  get sent() {
    return m.pipeline_conv_sent();
  },
  get sentText() {
    return m.pipeline_conv_sent_text();
  },
  get failed() {
    return m.pipeline_conv_failed();
  },
  get badRequest() {
    return m.shared_form_unreadable();
  },
  get reported() {
    return m.pipeline_conv_reported();
  },
  get reportedText() {
    return m.pipeline_conv_reported_text();
  },
  get alreadyReported() {
    return m.pipeline_conv_already_reported();
  },
  get reportMessage() {
    return m.pipeline_conv_report();
  },
  get empty_conversation() {
    return m.pipeline_conv_empty_candidate();
  },
  get empty_conversation_employer() {
    return m.pipeline_conv_empty_employer();
  },
};

/** The message form (Conform): the text, trimmed, with line breaks; a document may come with it instead. */
export const messageSchema = z.object({
  body: z
    .string()
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .max(MESSAGE_MAX, { error: () => conversationTexts.tooLong })
    .refine((v) => !hasControlCharacters(v, { multiline: true }), { error: TEXT_MESSAGES.control })
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
export const unreadLabel = (n: number) => m.pipeline_conv_unread({ count: formatNumber(n) });

/** Where each side reads the conversation of an application. */
export const candidateConversationPath = (applicationId: number) => `/applications/${applicationId}`;
export const employerConversationPath = (applicationId: number) => `/employer/applications/${applicationId}`;
export const attachmentPath = (messageId: number) => `/messages/${messageId}/attachment`;
