import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import { alertDigests, jobAlerts, jobs, user } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { searchConditions } from "#app/features/jobs/public.server.ts";
import { queueMail } from "#app/lib/mail-queue.server.ts";
import { db as defaultDb, services } from "#app/lib/services.server.ts";
import { unsubscribeHeaders } from "#app/lib/signed-links.server.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { isLocale, localizePath, type Locale } from "#app/lib/i18n/locale.ts";
import { deleteStalePendingAlerts, unsubscribeToken } from "./alerts.server.ts";
import { alertSummary, filtersOfQuery, jobsPath } from "./criteria.ts";
import { renderDigest, type DigestJob } from "./digest-email.tsx";
import { duePeriod, FREQUENCIES, type DigestSchedule, type Frequency } from "./periods.ts";

/** A digest lists at most this many jobs, then links to the rest. */
export const DIGEST_LIMIT = 20;
const BATCH = 500;

export interface DigestRun {
  /** Alerts whose period this run recorded. */
  recorded: number;
  /** Of those, the ones that got a mail (the others had no new jobs). */
  mailed: number;
}

/**
 * The new jobs of an alert's search: published in (since, now] and still open, newest first, at most
 * DIGEST_LIMIT, with the number of all of them. The WHERE clause is the /jobs search's own (searchConditions),
 * so an alert finds exactly what the search finds.
 */
export async function newJobsFor(db: Pick<Db, "select">, query: string, since: Date, now: Date) {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      salary: jobs.salary,
      jobType: jobs.jobType,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(jobs)
    .where(and(searchConditions(filtersOfQuery(query), now, { postedAfter: since }), lte(jobs.postedAt, now)))
    .orderBy(desc(jobs.postedAt), asc(jobs.id))
    .limit(DIGEST_LIMIT);
  return { jobs: rows.map(({ total: _total, ...job }) => job), total: rows[0]?.total ?? 0 };
}

/**
 * One alert's digest for one period, in ONE transaction: the period row (a second run finds it and does
 * nothing), the alert's new window, and the mail queued with the key digest:<alert>:<period>. Killed half-way,
 * nothing of it stays, and the next run does it again.
 */
async function digestOne(db: Db, alertId: string, period: string, now: Date): Promise<"recorded" | "mailed" | "skipped"> {
  const { publicUrl } = services().config;
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select({
        id: jobAlerts.id,
        query: jobAlerts.query,
        frequency: jobAlerts.frequency,
        since: sql<Date>`coalesce(${jobAlerts.lastDigestAt}, ${jobAlerts.confirmedAt}, ${jobAlerts.createdAt})`.mapWith(
          jobAlerts.createdAt,
        ),
        to: sql<string>`coalesce(${jobAlerts.email}, ${user.email})`,
        // The account's language, or the page's on which a visitor made the alert (decision 206).
        language: sql<string>`coalesce(${user.language}, ${jobAlerts.language})`,
      })
      .from(jobAlerts)
      .leftJoin(user, eq(user.id, jobAlerts.userId))
      .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.status, "active")))
      .for("update", { of: jobAlerts });
    if (!alert) return "skipped";
    const found = await newJobsFor(tx, alert.query, alert.since, now);
    const inserted = await tx
      .insert(alertDigests)
      .values({ alertId, period, jobCount: found.total, createdAt: now })
      .onConflictDoNothing()
      .returning({ alertId: alertDigests.alertId });
    if (!inserted.length) return "skipped";
    await tx
      .update(jobAlerts)
      .set(found.total ? { lastDigestAt: now, lastSentAt: now } : { lastDigestAt: now })
      .where(eq(jobAlerts.id, alertId));
    if (!found.total) return "recorded";

    const language: Locale = isLocale(alert.language) ? alert.language : "en";
    // Our pages in the recipient's language: /de/job/... in a German digest.
    const page = (path: string) => `${publicUrl}${localizePath(path, language)}`;
    const unsubscribePath = `/unsubscribe/${unsubscribeToken(alertId)}`;
    const unsubscribeUrl = page(unsubscribePath);
    const jobsList: DigestJob[] = found.jobs.map((j) => ({ ...j, url: page(`/job/${j.id}`) }));
    const { parts, subject } = await withLocale(language, async () => {
      const summary = alertSummary(filtersOfQuery(alert.query));
      return {
        parts: await renderDigest({
          summary,
          frequency: alert.frequency as Frequency,
          jobs: jobsList,
          total: found.total,
          seeAllUrl: page(jobsPath(alert.query)),
          manageUrl: page("/alerts"),
          unsubscribeUrl,
        }),
        subject:
          found.total === 1
            ? m.account_digest_subject_one({ summary })
            : m.account_digest_subject_other({ count: formatNumber(found.total), summary }),
      };
    });
    await queueMail(
      tx,
      { to: alert.to, subject: subject.slice(0, 150), ...parts, headers: unsubscribeHeaders(`${publicUrl}${unsubscribePath}`) },
      { key: `digest:${alertId}:${period}` },
    );
    return "mailed";
  });
}

/**
 * Sends every digest that is due at `now` (daily alerts once per local day from DIGEST_HOUR, weekly ones once
 * per ISO week; `force` ignores the hour: `npm run alerts -- --now`). Safe to run again at any time and from
 * several processes: each (alert, period) is recorded once. `concurrency` alerts are handled at a time.
 */
export async function runDueDigests(options: {
  now: Date;
  db?: Db;
  force?: boolean;
  concurrency?: number;
  schedule?: DigestSchedule;
}): Promise<DigestRun> {
  const db = options.db ?? defaultDb();
  const { now, force = false, concurrency = 4 } = options;
  const { DIGEST_HOUR, DIGEST_TIME_ZONE } = services().config;
  const schedule = options.schedule ?? { hour: DIGEST_HOUR, timeZone: DIGEST_TIME_ZONE };
  const run: DigestRun = { recorded: 0, mailed: 0 };
  await deleteStalePendingAlerts(db, now);
  for (const frequency of FREQUENCIES) {
    const period = duePeriod(frequency, now, schedule, force);
    if (!period) continue;
    let after = "";
    for (;;) {
      const due = await db
        .select({ id: jobAlerts.id })
        .from(jobAlerts)
        .where(
          and(
            eq(jobAlerts.status, "active"),
            eq(jobAlerts.frequency, frequency),
            gt(jobAlerts.id, after),
            sql`NOT EXISTS (SELECT 1 FROM ${alertDigests} WHERE ${alertDigests.alertId} = ${jobAlerts.id} AND ${alertDigests.period} = ${period})`,
          ),
        )
        .orderBy(asc(jobAlerts.id))
        .limit(BATCH);
      if (!due.length) break;
      after = due[due.length - 1]!.id;
      let next = 0;
      const worker = async () => {
        while (next < due.length) {
          const { id } = due[next++]!;
          const result = await digestOne(db, id, period, now);
          if (result !== "skipped") run.recorded++;
          if (result === "mailed") run.mailed++;
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    }
  }
  return run;
}
