import { and, asc, desc, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.ts";
import {
  interviews,
  interviewSlots,
  interviewTimeZones,
  jobApplications,
  jobs,
  member,
  profiles,
  user as users,
} from "#db/schema.ts";
import { cancelQueuedMails, queueMail } from "#app/lib/mail-queue.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { BASE_LOCALE, isLocale, type Locale } from "#app/lib/i18n/locale.ts";
import { db as defaultDb, services } from "#app/lib/services.server.ts";
import { interviewMail, noticeMail, type InterviewMailFacts, type MailPerson } from "./mails.server.ts";
import {
  candidateCan,
  DEFAULT_ZONE,
  employerCan,
  interviewAllowedFor,
  interviewTexts,
  reminderKey,
  reminderKeys,
  reminderTimes,
  type InterviewStatus,
} from "./rules.ts";
import { checkMove, checkSlots, type SlotError, type SlotInput } from "./slots.ts";
import { bothTimes, isTimeZone } from "./time-zones.ts";

/**
 * The interviews' database side (docs/decisions/195-interview-life-cycle.md). Every change runs in one transaction
 * with its mails (queued in it, decision 196): the application row is locked first, so that two clicks on one
 * interview apply one after the other, and the organizer's advisory lock serialises the overlap check across
 * all of that member's interviews. Employer functions take the company: an application of another company is
 * NOT_FOUND; candidate functions take the user: someone else's application is NOT_FOUND.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type InterviewResult<T = object> =
  | ({ ok: true } & T)
  | { ok: false; code: "NOT_FOUND" }
  | { ok: false; code: "REFUSED"; error: string }
  | { ok: false; code: "INVALID"; errors: SlotError[] };

/* ---------- Time zones ---------- */

/** The zone a person reads interview times in: saved on the account, else their side's default. */
export async function zoneOf(userId: string, side: "candidate" | "organizer", db: Db | Tx = defaultDb()): Promise<string> {
  const [row] = await db
    .select({ zone: interviewTimeZones.timeZone })
    .from(interviewTimeZones)
    .where(eq(interviewTimeZones.userId, userId));
  return row && isTimeZone(row.zone) ? row.zone : DEFAULT_ZONE[side];
}

export async function saveZone(userId: string, zone: string, db: Db = defaultDb()): Promise<void> {
  await db
    .insert(interviewTimeZones)
    .values({ userId, timeZone: zone })
    .onConflictDoUpdate({ target: interviewTimeZones.userId, set: { timeZone: zone, updatedAt: new Date() } });
}

/* ---------- Reading ---------- */

export interface InterviewApplication {
  id: number;
  status: string;
  jobId: string;
  jobTitle: string;
  company: string;
  companyId: string;
  candidateId: string | null;
  candidateName: string;
  candidateEmail: string | null;
  /** The candidate's account language: their interview mails are written in it. */
  candidateLanguage: Locale;
}

const localeOf = (language: string | null | undefined): Locale => (isLocale(language) ? language : BASE_LOCALE);

function applicationQuery(db: Db | Tx) {
  return db
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      jobId: jobs.id,
      jobTitle: jobs.title,
      company: jobs.company,
      companyId: jobs.companyId,
      candidateId: jobApplications.userId,
      accountName: users.name,
      fullName: profiles.fullName,
      candidateEmail: users.email,
      candidateLanguage: users.language,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(users, eq(users.id, jobApplications.userId))
    .leftJoin(profiles, eq(profiles.id, jobApplications.userId));
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationQuery>["where"]>>[number];

function toApplication(r: ApplicationRow | undefined): InterviewApplication | null {
  if (!r?.companyId) return null;
  return {
    id: r.id,
    status: r.status,
    jobId: r.jobId,
    jobTitle: r.jobTitle,
    company: r.company,
    companyId: r.companyId,
    candidateId: r.candidateId,
    candidateName: r.fullName || r.accountName || m.pipeline_deleted_candidate(),
    candidateEmail: r.candidateEmail,
    candidateLanguage: localeOf(r.candidateLanguage),
  };
}

/** The application `applicationId` if one of `companyId`'s jobs has it, else null. */
export async function companyApplication(companyId: string, applicationId: number, db: Db | Tx = defaultDb()) {
  const [row] = await applicationQuery(db).where(and(eq(jobApplications.id, applicationId), eq(jobs.companyId, companyId)));
  return toApplication(row);
}

/** The application `applicationId` if it is `userId`'s own, else null. */
export async function candidateApplication(userId: string, applicationId: number, db: Db | Tx = defaultDb()) {
  const [row] = await applicationQuery(db).where(and(eq(jobApplications.id, applicationId), eq(jobApplications.userId, userId)));
  return toApplication(row);
}

export interface SlotRecord {
  id: number;
  start: Date;
  end: Date;
  durationMinutes: number;
  videoUrl: string | null;
  address: string | null;
}

export interface InterviewRecord {
  id: number;
  applicationId: number;
  status: InterviewStatus;
  organizerId: string | null;
  organizerName: string;
  organizerEmail: string | null;
  organizerLanguage: Locale;
  organizerZone: string;
  note: string | null;
  candidateNote: string | null;
  start: Date | null;
  end: Date | null;
  videoUrl: string | null;
  address: string | null;
  sequence: number;
  reason: string | null;
  changedBy: string | null;
  updatedAt: Date;
  slots: SlotRecord[];
}

/** The application's latest interview with its offered times, or null. */
export async function currentInterview(applicationId: number, db: Db | Tx = defaultDb()): Promise<InterviewRecord | null> {
  const [row] = await db
    .select({ i: interviews, organizerName: users.name, organizerEmail: users.email, organizerLanguage: users.language })
    .from(interviews)
    .leftJoin(users, eq(users.id, interviews.organizerId))
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(desc(interviews.createdAt), desc(interviews.id))
    .limit(1);
  if (!row) return null;
  const slots = await db
    .select()
    .from(interviewSlots)
    .where(eq(interviewSlots.interviewId, row.i.id))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
  const i = row.i;
  return {
    id: i.id,
    applicationId: i.applicationId,
    status: i.status as InterviewStatus,
    organizerId: i.organizerId,
    organizerName: row.organizerName ?? "",
    organizerEmail: row.organizerEmail,
    organizerLanguage: localeOf(row.organizerLanguage),
    organizerZone: i.organizerZone,
    note: i.note,
    candidateNote: i.candidateNote,
    start: i.startsAt,
    end: i.endsAt,
    videoUrl: i.videoUrl,
    address: i.address,
    sequence: i.sequence,
    reason: i.reason,
    changedBy: i.changedBy,
    updatedAt: i.updatedAt,
    slots: slots.map((s) => ({
      id: s.id,
      start: s.startsAt,
      end: s.endsAt,
      durationMinutes: s.durationMinutes,
      videoUrl: s.videoUrl,
      address: s.address,
    })),
  };
}

/** The organizer's booked interviews that are not over, except `exceptId`: what a new time must not overlap. */
async function bookedOf(tx: Tx, organizerId: string, now: Date, exceptId?: number) {
  const rows = await tx
    .select({ start: interviews.startsAt, end: interviews.endsAt })
    .from(interviews)
    .where(
      and(
        eq(interviews.organizerId, organizerId),
        eq(interviews.status, "booked"),
        gt(interviews.endsAt, now),
        exceptId === undefined ? undefined : ne(interviews.id, exceptId),
      ),
    );
  return rows.flatMap((r) => (r.start && r.end ? [{ start: r.start, end: r.end }] : []));
}

/** One member's interviews are changed one at a time: the overlap check sees every other booking. */
async function lockOrganizer(tx: Tx, organizerId: string | null) {
  if (organizerId) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`interview-organizer:${organizerId}`}))`);
}

async function lockApplication(tx: Tx, applicationId: number) {
  await tx.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.id, applicationId)).for("update");
}

/* ---------- Mail facts ---------- */

function pageUrls(applicationId: number) {
  const base = services().config.publicUrl;
  return {
    candidateUrl: new URL(`/applications/${applicationId}/interview`, base).toString(),
    organizerUrl: new URL(`/employer/applications/${applicationId}/interview`, base).toString(),
  };
}

async function people(
  tx: Tx,
  app: InterviewApplication,
  interview: Pick<InterviewRecord, "organizerId" | "organizerName" | "organizerEmail" | "organizerLanguage" | "organizerZone">,
) {
  const candidate: MailPerson | null =
    app.candidateId && app.candidateEmail
      ? {
          name: app.candidateName,
          email: app.candidateEmail,
          zone: await zoneOf(app.candidateId, "candidate", tx),
          language: app.candidateLanguage,
        }
      : null;
  const organizer: MailPerson | null = interview.organizerEmail
    ? {
        name: interview.organizerName,
        email: interview.organizerEmail,
        zone: interview.organizerZone,
        language: interview.organizerLanguage,
      }
    : null;
  return { candidate, organizer };
}

/** What the mails of an interview say; null when one side has no address left to write to (a deleted account). */
function factsOf(
  app: InterviewApplication,
  i: { id: number; sequence: number; start: Date; end: Date; videoUrl: string | null; address: string | null },
  { candidate, organizer }: { candidate: MailPerson | null; organizer: MailPerson | null },
): InterviewMailFacts | null {
  if (!candidate || !organizer) return null;
  return { ...i, jobTitle: app.jobTitle, company: app.company, candidate, organizer, ...pageUrls(app.id) };
}

/** The mails of a booked, moved or cancelled interview to both sides, and its reminders when it is (still) on. */
async function queueBookedMails(
  tx: Tx,
  facts: InterviewMailFacts | null,
  kind: "booked" | "moved" | "cancelled",
  now: Date,
  extra: { reason?: string | null; by?: "candidate" | "employer" } = {},
) {
  if (!facts) return;
  await queueMail(tx, interviewMail(facts, "candidate", kind, extra));
  await queueMail(tx, interviewMail(facts, "organizer", kind, extra));
  if (kind === "cancelled") return;
  for (const r of reminderTimes(facts.start, now)) {
    for (const side of ["candidate", "organizer"] as const) {
      await queueMail(tx, interviewMail(facts, side, "reminder", { reminderText: r.text }), {
        key: reminderKey(facts.id, facts.sequence, r.kind, side),
        sendAt: r.at,
      });
    }
  }
}

/**
 * Books the interview on `slot` (a candidate's booking, or the member's move of a booked interview): the row takes the
 * time, place and SEQUENCE, and both sides get the invitation and its reminders.
 */
async function holdSlot(
  tx: Tx,
  app: InterviewApplication,
  current: InterviewRecord,
  slot: { start: Date; end: Date; videoUrl: string | null; address: string | null },
  change: { kind: "booked" | "moved"; sequence: number; by: "candidate" | "employer"; reason: string | null; now: Date },
) {
  const { kind, sequence, by, reason, now } = change;
  await tx
    .update(interviews)
    .set({
      status: "booked",
      startsAt: slot.start,
      endsAt: slot.end,
      videoUrl: slot.videoUrl,
      address: slot.address,
      sequence,
      changedBy: by,
      reason,
      updatedAt: now,
    })
    .where(eq(interviews.id, current.id));
  const { start, end, videoUrl, address } = slot;
  const facts = factsOf(app, { id: current.id, sequence, start, end, videoUrl, address }, await people(tx, app, current));
  await queueBookedMails(tx, facts, kind, now, kind === "moved" ? { reason, by } : {});
}

/* ---------- The employer's side ---------- */

export interface Organizer {
  id: string;
}

/**
 * A company member proposes two to five times (checkSlots: real, future, not overlapping each other nor the member's
 * booked interviews). A first proposal makes the interview; after the candidate asked for other times, the same
 * interview gets the new times. The candidate is mailed with a link to choose.
 */
export async function proposeInterview(
  scope: {
    companyId: string;
    applicationId: number;
    organizer: Organizer;
    zone: string;
    slots: SlotInput[];
    note: string | null;
    now?: Date;
  },
  db: Db = defaultDb(),
): Promise<InterviewResult<{ interviewId: number }>> {
  const now = scope.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockApplication(tx, scope.applicationId);
    const app = await companyApplication(scope.companyId, scope.applicationId, tx);
    if (!app) return { ok: false, code: "NOT_FOUND" } as const;
    if (!interviewAllowedFor(app.status) || !app.candidateId)
      return { ok: false, code: "REFUSED", error: interviewTexts.applicationClosed } as const;
    const current = await currentInterview(app.id, tx);
    if (current && !employerCan.propose({ status: current.status, endsAt: current.end }, now))
      return { ok: false, code: "REFUSED", error: interviewTexts.alreadyOpen } as const;
    await lockOrganizer(tx, scope.organizer.id);
    const checked = checkSlots(scope.slots, { zone: scope.zone, now, booked: await bookedOf(tx, scope.organizer.id, now) });
    if (!checked.ok) return { ok: false, code: "INVALID", errors: checked.errors } as const;

    const values = {
      organizerId: scope.organizer.id,
      organizerZone: scope.zone,
      status: "proposed",
      note: scope.note,
      candidateNote: null,
      updatedAt: now,
    };
    let interviewId: number;
    if (current?.status === "other_times") {
      interviewId = current.id;
      await tx.update(interviews).set(values).where(eq(interviews.id, current.id));
      await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, current.id));
    } else {
      const [row] = await tx
        .insert(interviews)
        .values({ ...values, applicationId: app.id, companyId: scope.companyId, createdAt: now })
        .returning({ id: interviews.id });
      interviewId = row!.id;
    }
    await tx.insert(interviewSlots).values(
      checked.slots.map((s) => ({
        interviewId,
        startsAt: s.start,
        endsAt: s.end,
        durationMinutes: s.durationMinutes,
        videoUrl: s.videoUrl,
        address: s.address,
      })),
    );
    if (app.candidateEmail) {
      const zone = await zoneOf(app.candidateId, "candidate", tx);
      const job = { title: app.jobTitle, company: app.company };
      await queueMail(
        tx,
        noticeMail({
          to: { name: app.candidateName, email: app.candidateEmail, zone, language: app.candidateLanguage },
          side: "candidate",
          write: () => {
            const times = checked.slots.map(
              (s) =>
                `- ${m.pipeline_iv_with_minutes({ when: bothTimes(s.start, zone, scope.zone).text, minutes: String(s.durationMinutes) })}`,
            );
            return {
              subject: m.pipeline_iv_invite_subject(job),
              intro:
                `${m.pipeline_iv_invite_intro(job)}\n\n${times.join("\n")}` +
                (scope.note ? `\n\n${m.pipeline_iv_invite_note({ company: app.company })}\n${scope.note}` : "") +
                `\n\n${m.pipeline_iv_invite_choose()}`,
            };
          },
          url: pageUrls(app.id).candidateUrl,
        }),
      );
    }
    return { ok: true, interviewId } as const;
  });
}

/**
 * The organizer (or a colleague) moves a booked interview to one new time: checked as a proposed slot, against the
 * organizer's other bookings. The invitation goes out again with the same UID and SEQUENCE + 1; the old reminders are
 * taken back and new ones queued.
 */
export async function moveInterview(
  scope: { companyId: string; applicationId: number; slot: SlotInput; reason: string; now?: Date },
  db: Db = defaultDb(),
): Promise<InterviewResult> {
  const now = scope.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockApplication(tx, scope.applicationId);
    const app = await companyApplication(scope.companyId, scope.applicationId, tx);
    if (!app) return { ok: false, code: "NOT_FOUND" } as const;
    const current = await currentInterview(app.id, tx);
    if (!current || !employerCan.move({ status: current.status, endsAt: current.end }, now))
      return { ok: false, code: "REFUSED", error: interviewTexts.notAllowed } as const;
    await lockOrganizer(tx, current.organizerId);
    const booked = current.organizerId ? await bookedOf(tx, current.organizerId, now, current.id) : [];
    const moved = checkMove(scope.slot, { zone: current.organizerZone, now, booked });
    if (!moved.ok) return { ok: false, code: "INVALID", errors: [{ slot: 0, message: moved.error }] } as const;
    await cancelQueuedMails(tx, reminderKeys(current.id, current.sequence));
    await holdSlot(tx, app, current, moved.slot, {
      kind: "moved",
      sequence: current.sequence + 1,
      by: "employer",
      reason: scope.reason,
      now,
    });
    return { ok: true } as const;
  });
}

/* ---------- The candidate's side ---------- */

/**
 * The candidate books one of the offered times. It must still be ahead and free in the organizer's calendar (a
 * colleague's candidate may have taken an overlapping time since). Both sides get the invitation; reminders are queued.
 */
export async function bookSlot(
  scope: { userId: string; applicationId: number; slotId: number; now?: Date },
  db: Db = defaultDb(),
): Promise<InterviewResult> {
  const now = scope.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockApplication(tx, scope.applicationId);
    const app = await candidateApplication(scope.userId, scope.applicationId, tx);
    if (!app) return { ok: false, code: "NOT_FOUND" } as const;
    // A withdrawn or rejected application books nothing, even with times still on offer.
    if (!interviewAllowedFor(app.status)) return { ok: false, code: "REFUSED", error: interviewTexts.applicationClosed } as const;
    const current = await currentInterview(app.id, tx);
    if (!current || !candidateCan.book({ status: current.status, endsAt: current.end }))
      return { ok: false, code: "REFUSED", error: interviewTexts.notAllowed } as const;
    const slot = current.slots.find((s) => s.id === scope.slotId);
    if (!slot) return { ok: false, code: "REFUSED", error: interviewTexts.chooseSlot } as const;
    if (slot.start <= now) return { ok: false, code: "REFUSED", error: interviewTexts.slotGone } as const;
    await lockOrganizer(tx, current.organizerId);
    const booked = current.organizerId ? await bookedOf(tx, current.organizerId, now, current.id) : [];
    if (booked.some((b) => b.start < slot.end && slot.start < b.end))
      return { ok: false, code: "REFUSED", error: interviewTexts.slotTaken } as const;
    // A first booking is SEQUENCE 0; booking again after other times were asked for replaces the cancelled event.
    await holdSlot(tx, app, current, slot, {
      kind: "booked",
      sequence: current.start ? current.sequence + 1 : current.sequence,
      by: "candidate",
      reason: null,
      now,
    });
    return { ok: true } as const;
  });
}

/**
 * The candidate asks for other times, with a note: for a proposal, or to reschedule a booked interview (then the
 * calendars get a cancellation and the reminders are taken back). The organizer is mailed and proposes again.
 */
export async function askOtherTimes(
  scope: { userId: string; applicationId: number; note: string; now?: Date },
  db: Db = defaultDb(),
): Promise<InterviewResult> {
  const now = scope.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockApplication(tx, scope.applicationId);
    const app = await candidateApplication(scope.userId, scope.applicationId, tx);
    if (!app) return { ok: false, code: "NOT_FOUND" } as const;
    const current = await currentInterview(app.id, tx);
    if (!current || !candidateCan.askOtherTimes({ status: current.status, endsAt: current.end }, now))
      return { ok: false, code: "REFUSED", error: interviewTexts.notAllowed } as const;
    const wasBooked = current.status === "booked";
    const sequence = wasBooked ? current.sequence + 1 : current.sequence;
    await tx
      .update(interviews)
      .set({
        status: "other_times",
        candidateNote: scope.note,
        sequence,
        changedBy: "candidate",
        reason: scope.note,
        updatedAt: now,
      })
      .where(eq(interviews.id, current.id));
    const { candidate, organizer } = await people(tx, app, current);
    if (wasBooked && current.start && current.end) {
      await cancelQueuedMails(tx, reminderKeys(current.id, current.sequence));
      const facts = factsOf(app, { ...current, sequence, start: current.start, end: current.end }, { candidate, organizer });
      await queueBookedMails(tx, facts, "cancelled", now, { reason: scope.note, by: "candidate" });
    }
    if (organizer) {
      await queueMail(
        tx,
        noticeMail({
          to: organizer,
          side: "organizer",
          write: () => ({
            subject: m.pipeline_iv_other_subject({ name: app.candidateName, title: app.jobTitle }),
            intro:
              `${m.pipeline_iv_other_intro({ name: app.candidateName, title: app.jobTitle })}\n\n` +
              `${m.pipeline_iv_other_note()}\n${scope.note}\n\n${m.pipeline_iv_other_propose()}`,
          }),
          url: pageUrls(app.id).organizerUrl,
        }),
      );
    }
    return { ok: true } as const;
  });
}

/**
 * Either side cancels, with a reason. A booked interview's calendars get the cancellation (same UID, SEQUENCE + 1)
 * and its reminders are taken back; the other side is told by mail either way.
 */
export async function cancelInterview(
  scope: ({ by: "candidate"; userId: string } | { by: "employer"; companyId: string }) & {
    applicationId: number;
    reason: string;
    now?: Date;
  },
  db: Db = defaultDb(),
): Promise<InterviewResult> {
  const now = scope.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockApplication(tx, scope.applicationId);
    const app =
      scope.by === "candidate"
        ? await candidateApplication(scope.userId, scope.applicationId, tx)
        : await companyApplication(scope.companyId, scope.applicationId, tx);
    if (!app) return { ok: false, code: "NOT_FOUND" } as const;
    const current = await currentInterview(app.id, tx);
    const state = current && { status: current.status, endsAt: current.end };
    const allowed = state && (scope.by === "candidate" ? candidateCan.cancel(state, now) : employerCan.cancel(state, now));
    if (!current || !allowed) return { ok: false, code: "REFUSED", error: interviewTexts.notAllowed } as const;
    const wasBooked = current.status === "booked";
    const sequence = wasBooked ? current.sequence + 1 : current.sequence;
    await tx
      .update(interviews)
      .set({ status: "cancelled", sequence, reason: scope.reason, changedBy: scope.by, updatedAt: now })
      .where(eq(interviews.id, current.id));
    const { candidate, organizer } = await people(tx, app, current);
    if (wasBooked && current.start && current.end) {
      await cancelQueuedMails(tx, reminderKeys(current.id, current.sequence));
      const facts = factsOf(app, { ...current, sequence, start: current.start, end: current.end }, { candidate, organizer });
      await queueBookedMails(tx, facts, "cancelled", now, { reason: scope.reason, by: scope.by });
      return { ok: true } as const;
    }
    // Not booked yet: only the other side needs to know.
    const to = scope.by === "candidate" ? organizer : candidate;
    if (to) {
      const byName = scope.by === "candidate" ? app.candidateName : app.company;
      await queueMail(
        tx,
        noticeMail({
          to,
          side: scope.by === "candidate" ? "organizer" : "candidate",
          write: () => ({
            subject: m.pipeline_iv_cancel_subject({ title: app.jobTitle, company: app.company }),
            intro:
              `${m.pipeline_iv_cancel_intro({ name: byName, title: app.jobTitle })}\n\n` +
              `${m.pipeline_iv_cancel_reason()}\n${scope.reason}`,
          }),
          url: scope.by === "candidate" ? pageUrls(app.id).organizerUrl : pageUrls(app.id).candidateUrl,
        }),
      );
    }
    return { ok: true } as const;
  });
}

/* ---------- Counts and lists ---------- */

const openForCandidate = (now: Date) =>
  or(eq(interviews.status, "proposed"), and(eq(interviews.status, "booked"), gt(interviews.endsAt, now)));

export interface ApplicationInterview {
  applicationId: number;
  status: InterviewStatus;
  start: Date | null;
  end: Date | null;
}

/** The latest interview of each of the candidate's applications (for /applications). */
/**
 * An application that closes (rejected or withdrawn) takes its interview with it: a proposal or a booking still ahead
 * is cancelled as if the closing side had cancelled it, so both calendars drop the event and no reminder goes out. An
 * application without such an interview is left as it is.
 */
export async function cancelInterviewOfClosedApplication(
  scope: ({ by: "candidate"; userId: string } | { by: "employer"; companyId: string }) & { applicationId: number; now?: Date },
  db: Db = defaultDb(),
): Promise<boolean> {
  const reason = scope.by === "candidate" ? interviewTexts.closedByWithdrawal : interviewTexts.closedByRejection;
  return (await cancelInterview({ ...scope, reason }, db)).ok;
}

export async function interviewsOfCandidate(userId: string, db: Db = defaultDb()): Promise<Map<number, ApplicationInterview>> {
  const rows = await db
    .selectDistinctOn([interviews.applicationId], {
      applicationId: interviews.applicationId,
      status: interviews.status,
      start: interviews.startsAt,
      end: interviews.endsAt,
    })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(interviews.applicationId, desc(interviews.createdAt), desc(interviews.id));
  return new Map(rows.map((r) => [r.applicationId, { ...r, status: r.status as InterviewStatus }]));
}

/** The latest interview of each application of one job (for the applicants list). */
export async function interviewsOfJob(jobId: string, db: Db = defaultDb()): Promise<Map<number, ApplicationInterview>> {
  const rows = await db
    .selectDistinctOn([interviews.applicationId], {
      applicationId: interviews.applicationId,
      status: interviews.status,
      start: interviews.startsAt,
      end: interviews.endsAt,
    })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(interviews.applicationId, desc(interviews.createdAt), desc(interviews.id));
  return new Map(rows.map((r) => [r.applicationId, { ...r, status: r.status as InterviewStatus }]));
}

export interface UpcomingInterview {
  applicationId: number;
  candidateName: string;
  jobTitle: string;
  start: Date;
  organizerName: string;
}

/** The company's booked interviews that are not over, soonest first, and how many candidates wait for new times. */
export async function companyInterviews(companyId: string, now = new Date(), limit = 5, db: Db = defaultDb()) {
  const booked = and(eq(interviews.companyId, companyId), eq(interviews.status, "booked"), gt(interviews.endsAt, now));
  const organizers = alias(users, "organizers");
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        applicationId: interviews.applicationId,
        candidateName: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name}, ${m.pipeline_deleted_candidate()})`,
        jobTitle: jobs.title,
        start: interviews.startsAt,
        organizerName: sql<string>`coalesce(${organizers.name}, '')`,
      })
      .from(interviews)
      .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .leftJoin(users, eq(users.id, jobApplications.userId))
      .leftJoin(profiles, eq(profiles.id, jobApplications.userId))
      .leftJoin(organizers, eq(organizers.id, interviews.organizerId))
      .where(booked)
      .orderBy(asc(interviews.startsAt))
      .limit(limit),
    db
      .select({
        upcoming: sql<number>`count(*) filter (where ${booked})`.mapWith(Number),
        waiting: sql<number>`count(*) filter (where ${interviews.status} = 'other_times')`.mapWith(Number),
      })
      .from(interviews)
      .where(eq(interviews.companyId, companyId)),
  ]);
  return {
    upcoming: rows.flatMap((r) => (r.start ? [{ ...r, start: r.start }] : [])) as UpcomingInterview[],
    upcomingCount: counts?.upcoming ?? 0,
    waitingForTimes: counts?.waiting ?? 0,
  };
}

/**
 * The header's number (kept apart from the conversations' unread count, which the header may add to it): for a job
 * seeker, interviews waiting for their answer or booked and not over; for an employer, their companies' booked
 * interviews not over and those whose candidate asked for other times.
 */
export async function interviewCount(
  account: { id: string; kind: "job_seeker" | "employer" },
  now = new Date(),
  db: Db = defaultDb(),
): Promise<number> {
  if (account.kind === "job_seeker") {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(interviews)
      .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
      .where(and(eq(jobApplications.userId, account.id), openForCandidate(now)));
    return row?.n ?? 0;
  }
  const companies = db.select({ id: member.organizationId }).from(member).where(eq(member.userId, account.id));
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(interviews)
    .where(
      and(
        inArray(interviews.companyId, companies),
        or(eq(interviews.status, "other_times"), and(eq(interviews.status, "booked"), gt(interviews.endsAt, now))),
      ),
    );
  return row?.n ?? 0;
}

/** The candidate's interviews for "Download my data": each application's, with the time zone they chose. */
export async function interviewsForExport(userId: string, db: Db = defaultDb()) {
  const [rows, [zone]] = await Promise.all([
    db
      .select({
        applicationId: interviews.applicationId,
        status: interviews.status,
        note: interviews.note,
        candidateNote: interviews.candidateNote,
        startsAt: interviews.startsAt,
        endsAt: interviews.endsAt,
        videoUrl: interviews.videoUrl,
        address: interviews.address,
        reason: interviews.reason,
        updatedAt: interviews.updatedAt,
      })
      .from(interviews)
      .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
      .where(eq(jobApplications.userId, userId))
      .orderBy(asc(interviews.createdAt)),
    db.select({ zone: interviewTimeZones.timeZone }).from(interviewTimeZones).where(eq(interviewTimeZones.userId, userId)),
  ]);
  return {
    timeZone: zone?.zone ?? null,
    list: rows.map((r) => ({
      ...r,
      startsAt: r.startsAt?.toISOString() ?? null,
      endsAt: r.endsAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
