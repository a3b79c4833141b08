// What routes and other features may use of the conversations feature on the server only.
export {
  attachmentFor,
  candidateUnreadCount,
  conversationSummaries,
  employerUnreadCount,
  forgetCandidateDocuments,
  openConversation,
  postMessage,
  reportMessage,
  unreadConversationsOf,
  unreadCountFor,
  type UnreadConversation,
  type ConversationSummary,
  type ConversationView,
  type MessageView,
  type Party,
} from "./conversations.server.ts";
export { conversationAction } from "./conversation-actions.server.ts";
