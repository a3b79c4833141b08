/** Conversations between a candidate and the company they applied to, one per application (issue 29). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { jobApplications } from "./applications.ts";
import { user } from "./auth.ts";

/**
 * The conversation of one application: the counter that numbers its messages and what each side has read. Every
 * write locks this row, so messages get their numbers (seq) in the order they are committed, and a reader who has
 * seen up to seq n has seen every message before it (docs/decisions/190-conversation-order-and-read-state.md).
 * The company reads as one side: a colleague's reading counts for every member.
 */
export const conversations = pgTable(
  "conversations",
  {
    applicationId: integer("application_id")
      .primaryKey()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    /** The number of the last message; the next one gets last_seq + 1. */
    lastSeq: integer("last_seq").notNull().default(0),
    /** The last message of each side (0 before its first). */
    lastCandidateSeq: integer("last_candidate_seq").notNull().default(0),
    lastEmployerSeq: integer("last_employer_seq").notNull().default(0),
    /** Up to which message each side has read. */
    candidateReadSeq: integer("candidate_read_seq").notNull().default(0),
    employerReadSeq: integer("employer_read_seq").notNull().default(0),
    /** When each side last opened the conversation (the mail throttle starts again after a reading). */
    candidateReadAt: timestamp("candidate_read_at", { withTimezone: true }),
    employerReadAt: timestamp("employer_read_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The header's counts: the few conversations with something unread, per side.
    index("conversations_unread_by_candidate_idx")
      .on(t.applicationId)
      .where(sql`${t.lastEmployerSeq} > ${t.candidateReadSeq}`),
    index("conversations_unread_by_employer_idx")
      .on(t.applicationId)
      .where(sql`${t.lastCandidateSeq} > ${t.employerReadSeq}`),
  ],
);

/** One message: its text and an optional document, stored privately (`messages/...`), like a CV. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => conversations.applicationId, { onDelete: "cascade" }),
    /** 1, 2, 3 … within the conversation, in the order written (see conversations). */
    seq: integer("seq").notNull(),
    /** Who wrote it: the candidate, or a member of the company. */
    side: text("side", { enum: ["candidate", "employer"] }).notNull(),
    /** The author's account; null once it is deleted (the message stays in the history). */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** The author's name when written, for the other side ("Anna Schmidt, Elbe Pflege GmbH"). */
    authorName: text("author_name").notNull(),
    /** May be empty when a document is attached. */
    body: text("body").notNull(),
    attachmentKey: text("attachment_key"),
    attachmentName: text("attachment_name"),
    attachmentType: text("attachment_type"),
    attachmentSize: integer("attachment_size"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversation_messages_seq_key").on(t.applicationId, t.seq),
    check("conversation_messages_side_check", sql`${t.side} IN ('candidate', 'employer')`),
    check("conversation_messages_body_length", sql`char_length(${t.body}) <= 4000`),
  ],
);

/**
 * When a recipient was last mailed about a conversation: at most one mail per conversation and hour per recipient
 * while it stays unread (docs/decisions/191-conversation-mail-throttle.md).
 */
export const conversationNotifications = pgTable(
  "conversation_notifications",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => conversations.applicationId, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] })],
);
