import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  conversationMessages,
  conversationNotifications,
  conversations,
  jobApplications,
  jobReports,
  jobs,
  member,
  organization,
  profiles,
  user as users,
} from "#db/schema.ts";
import { isMemberOf, linkMail, mailName } from "#app/features/auth/public.server.ts";
import { storeReport } from "#app/features/reports/public.server.ts";
import { queueMail } from "#app/lib/mail-queue.server.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { BASE_LOCALE, isLocale, type Locale } from "#app/lib/i18n/locale.ts";
import { db as defaultDb, services } from "#app/lib/services.server.ts";
import type { Language } from "#vocabulary/languages.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import { feeWarning } from "./fee-warning.ts";
import { candidateConversationPath, employerConversationPath, mayMail, readOnlyReason, type Side } from "./message-rules.ts";

/**
 * The conversation of an application (issue 29; docs/decisions/190-conversation-order-and-read-state.md). Who
 * reads and writes is a party: the candidate of the application, or the company the job belongs to (its members
 * act as one side). Every query has the party in its WHERE: another candidate's or another company's application is
 * simply not found, as on the applicants page.
 */
export type Party = { side: "candidate"; userId: string } | { side: "employer"; companyId: string };

interface Head {
  applicationId: number;
  status: string;
  candidateId: string | null;
  candidateDeleted: boolean;
  jobId: string;
  jobTitle: string;
  adLanguage: string;
  companyId: string;
  company: string;
  /** The candidate's name as the company sees it ("Deleted candidate" once the account is gone). */
  candidateName: string;
}

/** What the company sees instead of the name of a candidate who deleted their account (as on the applicants page). */
const deletedCandidate = () => m.pipeline_deleted_candidate();

const headColumns = {
  applicationId: jobApplications.id,
  status: jobApplications.status,
  candidateId: jobApplications.userId,
  candidateDeletedAt: jobApplications.candidateDeletedAt,
  jobId: jobs.id,
  jobTitle: jobs.title,
  adLanguage: jobs.adLanguage,
  companyId: jobs.companyId,
  company: organization.name,
  accountName: users.name,
  fullName: profiles.fullName,
};

const partyFilter = (party: Party) =>
  party.side === "candidate" ? eq(jobApplications.userId, party.userId) : eq(jobs.companyId, party.companyId);

/** The application with its job and company, if the party is one of its two sides; locked for share in a write. */
async function headOf(tx: Db, party: Party, applicationId: number, lock = false): Promise<Head | null> {
  const query = tx
    .select(headColumns)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(organization, eq(organization.id, jobs.companyId))
    .leftJoin(users, eq(users.id, jobApplications.userId))
    .leftJoin(profiles, eq(profiles.id, jobApplications.userId))
    .where(and(eq(jobApplications.id, applicationId), partyFilter(party)));
  // A withdrawal locks the application for update: a message and a withdrawal happen one after the other.
  const [row] = lock ? await query.for("share", { of: jobApplications }) : await query;
  if (!row) return null;
  const { candidateDeletedAt, accountName, fullName, ...head } = row;
  const candidateName = head.candidateId === null ? deletedCandidate() : (fullName ?? accountName ?? "");
  return { ...head, candidateName, candidateDeleted: candidateDeletedAt !== null || head.candidateId === null };
}

export interface MessageView {
  id: number;
  seq: number;
  side: Side;
  /** Whether the reader wrote it (their side). */
  mine: boolean;
  author: string;
  body: string;
  at: string;
  attachment: { name: string; size: number } | null;
  /** For the candidate, beside an employer's message that asks for money: the words and the warning. */
  feeWarning: { phrases: string[]; text: string } | null;
  /** The candidate already reported it. */
  reported: boolean;
  /** The reader had not seen it before this visit. */
  unread: boolean;
}

export interface ConversationView {
  applicationId: number;
  jobId: string;
  jobTitle: string;
  /** The language the ad (and so its title) is written in. */
  adLanguage: Language;
  company: string;
  candidateName: string;
  status: string;
  /** Why no message can be written any more, or null. */
  readOnly: string | null;
  messages: MessageView[];
}

/**
 * The conversation as one side reads it, oldest first, and marked read up to its last message for that side.
 * Null when the application is not the party's.
 */
export async function openConversation(
  party: Party,
  applicationId: number,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<ConversationView | null> {
  const head = await headOf(db, party, applicationId);
  if (!head) return null;
  const [state] = await db.select().from(conversations).where(eq(conversations.applicationId, applicationId));
  const rows = state
    ? await db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.applicationId, applicationId))
        .orderBy(asc(conversationMessages.seq))
    : [];
  const readBefore = party.side === "candidate" ? (state?.candidateReadSeq ?? 0) : (state?.employerReadSeq ?? 0);
  const reported =
    party.side === "candidate"
      ? await reportedMessages(
          db,
          rows.map((r) => r.id),
        )
      : new Set<number>();
  const lastShown = rows.at(-1)?.seq ?? 0;
  if (state && lastShown > readBefore) {
    // Read up to what this page shows, never further: a message written meanwhile stays unread.
    const read =
      party.side === "candidate"
        ? { candidateReadSeq: sql`GREATEST(${conversations.candidateReadSeq}, ${lastShown})`, candidateReadAt: now }
        : { employerReadSeq: sql`GREATEST(${conversations.employerReadSeq}, ${lastShown})`, employerReadAt: now };
    await db.update(conversations).set(read).where(eq(conversations.applicationId, applicationId));
  }
  return {
    applicationId,
    jobId: head.jobId,
    jobTitle: head.jobTitle,
    adLanguage: head.adLanguage as Language,
    company: head.company,
    status: head.status,
    readOnly: readOnlyReason(head),
    candidateName: head.candidateName,
    messages: rows.map((r) => {
      const side = r.side as Side;
      const mine = side === party.side;
      return {
        id: r.id,
        seq: r.seq,
        side,
        mine,
        author: side === "employer" ? `${r.authorName} (${head.company})` : r.authorName,
        body: r.body,
        at: r.createdAt.toISOString(),
        attachment: r.attachmentKey ? { name: r.attachmentName ?? "Document", size: r.attachmentSize ?? 0 } : null,
        feeWarning: party.side === "candidate" && side === "employer" ? feeWarning(r.body) : null,
        reported: reported.has(r.id),
        unread: !mine && r.seq > readBefore,
      };
    }),
  };
}

async function reportedMessages(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: jobReports.messageId }).from(jobReports).where(inArray(jobReports.messageId, ids));
  return new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
}

export interface NewMessage {
  party: Party;
  applicationId: number;
  author: { id: string; name: string };
  body: string;
  /** A document already checked (type from the bytes, size): stored before the message, deleted if it is refused. */
  attachment?: { bytes: Uint8Array; fileName: string; contentType: string; extension: string };
  now?: Date;
}

export type PostResult =
  | { ok: true; seq: number; mailed: number }
  | { ok: false; code: "NOT_FOUND" }
  | { ok: false; code: "READ_ONLY"; error: string }
  | { ok: false; code: "FAILED" };

/**
 * Stores a message, numbered after the last one under the conversation's row lock, and queues the other side's
 * e-mails in the same transaction (at most one per hour per recipient while unread: mayMail). Only a stored message
 * is acknowledged: the caller answers after this resolves.
 */
export async function postMessage(message: NewMessage, db: Db = defaultDb()): Promise<PostResult> {
  const now = message.now ?? new Date();
  const { storage, config } = services();
  const file = message.attachment;
  const key = file ? newStorageKey("messages", file.extension) : null;
  if (file && key) {
    try {
      await storage.put(key, file.bytes, file.contentType);
    } catch (error) {
      console.error("[conversations] storing a document failed:", error);
      return { ok: false, code: "FAILED" };
    }
  }
  let result: PostResult;
  try {
    result = await db.transaction(async (tx) => {
      const head = await headOf(tx, message.party, message.applicationId, true);
      if (!head) return { ok: false, code: "NOT_FOUND" } as const;
      const closed = readOnlyReason(head);
      if (closed) return { ok: false, code: "READ_ONLY", error: closed } as const;
      const side = message.party.side;
      // The upsert takes the conversation's row lock: concurrent messages are numbered in the order they commit.
      const [conversation] = await tx
        .insert(conversations)
        .values({
          applicationId: head.applicationId,
          lastSeq: 1,
          ...(side === "candidate" ? { lastCandidateSeq: 1 } : { lastEmployerSeq: 1 }),
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: conversations.applicationId,
          set: {
            lastSeq: sql`${conversations.lastSeq} + 1`,
            ...(side === "candidate"
              ? { lastCandidateSeq: sql`${conversations.lastSeq} + 1` }
              : { lastEmployerSeq: sql`${conversations.lastSeq} + 1` }),
            updatedAt: now,
          },
        })
        .returning();
      if (!conversation) throw new Error("the conversation row was not written");
      await tx.insert(conversationMessages).values({
        applicationId: head.applicationId,
        seq: conversation.lastSeq,
        side,
        authorId: message.author.id,
        authorName: message.author.name,
        body: message.body,
        attachmentKey: key,
        attachmentName: file?.fileName ?? null,
        attachmentType: file?.contentType ?? null,
        attachmentSize: file?.bytes.byteLength ?? null,
        createdAt: now,
      });
      const readAt = side === "candidate" ? conversation.employerReadAt : conversation.candidateReadAt;
      let mailed = 0;
      for (const recipient of await recipientsOf(tx, head, side)) {
        const [last] = await tx
          .select({ mailedAt: conversationNotifications.mailedAt })
          .from(conversationNotifications)
          .where(
            and(
              eq(conversationNotifications.applicationId, head.applicationId),
              eq(conversationNotifications.userId, recipient.id),
            ),
          );
        if (!mayMail(last?.mailedAt ?? null, readAt, now)) continue;
        await tx
          .insert(conversationNotifications)
          .values({ applicationId: head.applicationId, userId: recipient.id, mailedAt: now })
          .onConflictDoUpdate({
            target: [conversationNotifications.applicationId, conversationNotifications.userId],
            set: { mailedAt: now },
          });
        // Each recipient reads it in their own language, whoever wrote and on whichever page.
        const mail = withLocale(recipient.language, () =>
          newMessageMail(head, side, recipient, message.author.name, config.publicUrl),
        );
        await queueMail(tx, mail);
        mailed += 1;
      }
      return { ok: true, seq: conversation.lastSeq, mailed } as const;
    });
  } catch (error) {
    console.error("[conversations] storing a message failed:", error);
    result = { ok: false, code: "FAILED" };
  }
  if (!result.ok && key) await deleteQuietly(key);
  return result;
}

async function deleteQuietly(key: string) {
  try {
    await services().storage.delete(key);
  } catch (error) {
    console.error(`[conversations] could not delete the stored file ${key}:`, error);
  }
}

interface Recipient {
  id: string;
  email: string;
  name: string;
  /** The account's language: the mail is written in it. */
  language: Locale;
}

const localeOf = (language: string): Locale => (isLocale(language) ? language : BASE_LOCALE);

/** Who hears of a new message: the candidate, or every current member of the company. */
async function recipientsOf(tx: Db, head: Head, from: Side): Promise<Recipient[]> {
  if (from === "employer") {
    if (!head.candidateId) return [];
    const rows = await tx
      .select({
        id: users.id,
        email: users.email,
        accountName: users.name,
        fullName: profiles.fullName,
        language: users.language,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, head.candidateId));
    return rows.map((r) => ({ id: r.id, email: r.email, name: r.fullName ?? r.accountName, language: localeOf(r.language) }));
  }
  const members = await tx
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(member)
    .innerJoin(users, eq(users.id, member.userId))
    .where(eq(member.organizationId, head.companyId))
    .orderBy(asc(member.createdAt));
  return members.map((r) => ({ ...r, language: localeOf(r.language) }));
}

/** One line for a mail subject: no line breaks or control characters from stored texts. */
const oneLine = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The mail about a new message: who wrote and a link straight to the conversation, never the text itself, which
 * the site shows with its fee warning beside it (docs/decisions/191-conversation-mail-throttle.md).
 */
export function newMessageMail(head: Head, from: Side, recipient: Recipient, authorName: string, publicUrl: string) {
  const toCandidate = from === "employer";
  const path = toCandidate ? candidateConversationPath(head.applicationId) : employerConversationPath(head.applicationId);
  const writer = toCandidate ? head.company : authorName;
  const title = head.jobTitle;
  return linkMail({
    to: recipient.email,
    subject: oneLine(m.pipeline_mail_message_subject({ writer, title })),
    greetingName: mailName(recipient.name),
    intro: toCandidate
      ? m.pipeline_mail_message_intro_candidate({ company: head.company, title })
      : m.pipeline_mail_message_intro_employer({ author: authorName, title }),
    action: m.pipeline_mail_message_action(),
    url: new URL(href(path), publicUrl).toString(),
    outro: toCandidate ? m.pipeline_mail_message_outro_candidate() : m.pipeline_mail_message_outro_employer(),
  });
}

/* ---------- Reports ---------- */

export type ReportResult = { ok: true; stored: boolean } | { ok: false; code: "NOT_FOUND" };

/**
 * The candidate reports an employer's message in their own conversation: a report about the job, with the message
 * (the console shows its text, the company and the application). Anyone else's attempt is NOT_FOUND.
 */
export async function reportMessage(
  userId: string,
  applicationId: number,
  messageId: number,
  db: Db = defaultDb(),
): Promise<ReportResult> {
  const [row] = await db
    .select({ jobId: jobApplications.jobId })
    .from(conversationMessages)
    .innerJoin(jobApplications, eq(jobApplications.id, conversationMessages.applicationId))
    .where(
      and(
        eq(conversationMessages.id, messageId),
        eq(conversationMessages.applicationId, applicationId),
        eq(conversationMessages.side, "employer"),
        eq(jobApplications.userId, userId),
      ),
    );
  if (!row) return { ok: false, code: "NOT_FOUND" };
  const stored = await storeReport({ jobId: row.jobId, reason: "asks_for_money", details: null, reporterId: userId, messageId });
  return { ok: true, stored };
}

/* ---------- Documents ---------- */

/**
 * A message's document, for the two parties only: the candidate of the application and the current members of the
 * job's company. Anyone else (another candidate, another company, a removed member, an administrator) gets null.
 */
export async function attachmentFor(
  userId: string,
  messageId: number,
  db: Db = defaultDb(),
): Promise<{ key: string; name: string } | null> {
  const [row] = await db
    .select({
      key: conversationMessages.attachmentKey,
      name: conversationMessages.attachmentName,
      candidateId: jobApplications.userId,
      companyId: jobs.companyId,
    })
    .from(conversationMessages)
    .innerJoin(jobApplications, eq(jobApplications.id, conversationMessages.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(conversationMessages.id, messageId));
  if (!row?.key) return null;
  const allowed = row.candidateId === userId || (await isMemberOf(userId, row.companyId));
  return allowed ? { key: row.key, name: row.name ?? "Document" } : null;
}

/* ---------- Counts ---------- */

/** How many of the candidate's conversations have a message from the company they have not read: one query. */
export async function candidateUnreadCount(userId: string, db: Db = defaultDb()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .innerJoin(jobApplications, eq(jobApplications.id, conversations.applicationId))
    .where(and(eq(jobApplications.userId, userId), sql`${conversations.lastEmployerSeq} > ${conversations.candidateReadSeq}`));
  return row?.n ?? 0;
}

/** How many conversations of the company's jobs have a message from the candidate nobody in it has read: one query. */
export async function employerUnreadCount(companyId: string, db: Db = defaultDb()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .innerJoin(jobApplications, eq(jobApplications.id, conversations.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobs.companyId, companyId), sql`${conversations.lastCandidateSeq} > ${conversations.employerReadSeq}`));
  return row?.n ?? 0;
}

/**
 * The header's count for a signed-in account, in one query: a job seeker's unread conversations, or those of the
 * company an employer works in (the session's active company if they still belong to it, else their first, as
 * requireEmployer chooses).
 */
export async function unreadCountFor(
  user: { id: string; kind: "job_seeker" | "employer"; activeCompanyId: string | null },
  db: Db = defaultDb(),
): Promise<number> {
  if (user.kind === "job_seeker") return candidateUnreadCount(user.id, db);
  const company = db
    .select({ id: member.organizationId })
    .from(member)
    .where(eq(member.userId, user.id))
    .orderBy(sql`${member.organizationId} = ${user.activeCompanyId ?? ""} DESC`, asc(member.createdAt))
    .limit(1);
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .innerJoin(jobApplications, eq(jobApplications.id, conversations.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(inArray(jobs.companyId, company), sql`${conversations.lastCandidateSeq} > ${conversations.employerReadSeq}`));
  return row?.n ?? 0;
}

export interface UnreadConversation {
  applicationId: number;
  candidateName: string;
  jobTitle: string;
}

/** The company's conversations with an unread message from the candidate, the most recent first (the dashboard's list). */
export async function unreadConversationsOf(companyId: string, limit = 10, db: Db = defaultDb()): Promise<UnreadConversation[]> {
  const rows = await db
    .select({
      applicationId: conversations.applicationId,
      accountName: users.name,
      fullName: profiles.fullName,
      candidateId: jobApplications.userId,
      jobTitle: jobs.title,
    })
    .from(conversations)
    .innerJoin(jobApplications, eq(jobApplications.id, conversations.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(users, eq(users.id, jobApplications.userId))
    .leftJoin(profiles, eq(profiles.id, jobApplications.userId))
    .where(and(eq(jobs.companyId, companyId), sql`${conversations.lastCandidateSeq} > ${conversations.employerReadSeq}`))
    .orderBy(sql`${conversations.updatedAt} DESC`)
    .limit(limit);
  return rows.map((r) => ({
    applicationId: r.applicationId,
    candidateName: r.candidateId === null ? deletedCandidate() : (r.fullName ?? r.accountName ?? ""),
    jobTitle: r.jobTitle,
  }));
}

export interface ConversationSummary {
  /** Messages in the conversation. */
  messages: number;
  /** Whether the reader's side has something unread. */
  unread: boolean;
}

/** For a list of applications (the candidate's, or a job's applicants): the size and unread state of each conversation. */
export async function conversationSummaries(
  side: Side,
  applicationIds: number[],
  db: Db = defaultDb(),
): Promise<Map<number, ConversationSummary>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: conversations.applicationId,
      messages: conversations.lastSeq,
      unread:
        side === "candidate"
          ? sql<boolean>`${conversations.lastEmployerSeq} > ${conversations.candidateReadSeq}`
          : sql<boolean>`${conversations.lastCandidateSeq} > ${conversations.employerReadSeq}`,
    })
    .from(conversations)
    .where(inArray(conversations.applicationId, applicationIds));
  return new Map(rows.map((r) => [r.id, { messages: r.messages, unread: r.unread }]));
}

/**
 * A deleted account's documents in its conversations: the rows forget them and the keys are returned, for the caller
 * to remove the files after its transaction commits. The messages' texts stay for the employer, like the
 * applications' status history (docs/decisions/068-deleting-an-account.md).
 */
export async function forgetCandidateDocuments(db: Pick<Db, "select" | "update">, userId: string): Promise<string[]> {
  const theirs = and(
    eq(conversationMessages.side, "candidate"),
    sql`${conversationMessages.attachmentKey} IS NOT NULL`,
    inArray(
      conversationMessages.applicationId,
      db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.userId, userId)),
    ),
  );
  const rows = await db.select({ key: conversationMessages.attachmentKey }).from(conversationMessages).where(theirs);
  if (rows.length === 0) return [];
  await db
    .update(conversationMessages)
    .set({ attachmentKey: null, attachmentName: null, attachmentType: null, attachmentSize: null })
    .where(theirs);
  return rows.map((r) => r.key).filter((k): k is string => k !== null);
}
