// What the conversation pages compose: the fee warning beside an employer's message, the thread and the form.
export { feeWarning, feeWarningText, type FeeWarning } from "./fee-warning.ts";
export { MessageForm, MessageThread, ReadOnlyNotice, sentByMe, type ConversationActionData } from "./conversation-view.tsx";
export {
  candidateConversationPath,
  conversationTexts,
  employerConversationPath,
  MAIL_THROTTLE_SECONDS,
  MESSAGE_MAX,
  unreadLabel,
} from "./message-rules.ts";
