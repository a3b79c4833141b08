/**
 * Interviews across time zones (issue 29): a member of company A proposes times in Berlin time, the candidate reads
 * them in Kampala time and books one; the booking, a move and a cancellation reach both sides with the .ics invitation;
 * reminders are due 24 hours and 1 hour before and are taken back when the interview moves or is cancelled. Through
 * the real route modules on PostgreSQL, with the mails read from the outbox after the queue ran.
 */
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interviews, interviewTimeZones, member, queuedMails } from "#db/schema.ts";
import { interviewCount, companyInterviews } from "#app/features/interviews/public.server.ts";
import { interviewTexts } from "#app/features/interviews/public.ts";
import * as candidateRoute from "#app/routes/candidate/interview.tsx";
import * as employerRoute from "#app/routes/employer/interview.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import {
  applicationOf,
  JOB,
  OTHER_JOB,
  post,
  setUpPipeline,
  withdraw,
  type PipelineAccounts,
} from "../support/applicant-pipeline.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
let s: TestServices;
let p: PipelineAccounts;
let joseph: number;
let amina: number;
let aminaOther: number;

const employerPath = (id: number) => `/employer/applications/${id}/interview`;
const candidatePath = (id: number) => `/applications/${id}/interview`;
const employerGet = (id: number, cookie?: string) =>
  outcome(() => employerRoute.loader(routeArgs(pageRequest(employerPath(id), { cookie }), { id: String(id) })));
const employerPost = (id: number, form: Record<string, string>, cookie?: string) =>
  outcome(() => employerRoute.action(routeArgs(pageRequest(employerPath(id), { cookie, form }), { id: String(id) })));
const candidateGet = (id: number, cookie?: string) =>
  outcome(() => candidateRoute.loader(routeArgs(pageRequest(candidatePath(id), { cookie }), { id: String(id) })));
const candidatePost = (id: number, form: Record<string, string>, cookie?: string) =>
  outcome(() => candidateRoute.action(routeArgs(pageRequest(candidatePath(id), { cookie, form }), { id: String(id) })));

/** The proposal form's fields: rows of [date, time] in the member's zone, 45 minutes each, by video. */
function proposal(rows: [string, string][], more: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = { intent: "propose", videoUrl: "https://meet.example.de/elbe-pflege", ...more };
  rows.forEach(([date, time], i) => Object.assign(form, { [`date-${i}`]: date, [`time-${i}`]: time, [`duration-${i}`]: "45" }));
  return form;
}

/** The .ics lines, unfolded (RFC 5545 3.1). */
const icsLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
const icsProp = (ics: string, name: string) => {
  const line = icsLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(":") + 1);
};

interface Mail {
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}
const mailsTo = async (email: string, subject: RegExp) =>
  ((await s.outbox(email)) as Mail[]).filter((m) => subject.test(m.subject));
const invitationOf = (mail: Mail | undefined) => {
  const file = mail?.attachments?.[0];
  if (!file) throw new Error("no attachment");
  return file;
};

const slotIds = async (applicationId: number, cookie: string) => {
  const page = await candidateGet(applicationId, cookie);
  return (page.data as { interview: { slots: { id: number; text: string }[] } }).interview.slots;
};
const interviewOf = async (applicationId: number) =>
  (await s.db.select().from(interviews).where(eq(interviews.applicationId, applicationId)).orderBy(interviews.id)).at(-1)!;
const remindersOf = (interviewId: number) =>
  s.db
    .select({ key: queuedMails.key, to: queuedMails.to, status: queuedMails.status, sendAt: queuedMails.sendAt })
    .from(queuedMails)
    .where(like(queuedMails.key, `interview:${interviewId}:%`))
    .orderBy(queuedMails.key);
/** Makes every waiting queue job due now (as if the clock had reached the reminders), then runs the queue. */
async function runEverythingNow() {
  await s.db.execute(sql`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE run_at > now()`);
  await s.deliverQueuedMail();
}

beforeAll(async () => {
  s = await createTestServices();
  p = await setUpPipeline(s);
  joseph = (await applicationOf(s, p.seeker.id, JOB)).id;
  amina = (await applicationOf(s, p.amina.id, JOB)).id;
  aminaOther = (await applicationOf(s, p.amina.id, OTHER_JOB)).id;
});
afterAll(() => s.close());

describe("proposing and booking across time zones", () => {
  it("shows three Berlin times to the candidate in Kampala time with Berlin beside, across the March change", async () => {
    const res = await employerPost(
      joseph,
      proposal(
        [
          ["2027-03-26", "10:00"],
          ["2027-03-29", "10:00"],
          ["2027-03-30", "15:30"],
        ],
        { note: "Please have your nursing diploma at hand." },
      ),
      p.owner.cookie,
    );
    expect(res).toMatchObject({ status: 302, location: employerPath(joseph) });
    // 28 March 2027 is the last Sunday of March: Berlin is UTC+1 before, UTC+2 after; Kampala is UTC+3 all year.
    expect((await slotIds(joseph, p.seeker.cookie)).map((slot) => slot.text)).toEqual([
      "Friday 26 March 2027, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1), 45 minutes",
      "Monday 29 March 2027, 11:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+2), 45 minutes",
      "Tuesday 30 March 2027, 16:30 Kampala time (UTC+3) · 15:30 Berlin time (UTC+2), 45 minutes",
    ]);
    const [invite] = await mailsTo("joseph@example.org", /^Interview invitation: /);
    expect(invite?.text).toContain("- Friday 26 March 2027, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1), 45 minutes");
    expect(invite?.text).toContain("Please have your nursing diploma at hand.");
    expect(invite?.text).toContain(`http://localhost:3999${candidatePath(joseph)}`);
    // The member reads them on their own clock, the candidate's beside.
    const page = await employerGet(joseph, p.owner.cookie);
    expect((page.data as { interview: { slots: { text: string }[] } }).interview.slots[0]?.text).toBe(
      "Friday 26 March 2027, 10:00 Berlin time (UTC+1) · 12:00 Kampala time (UTC+3), 45 minutes",
    );
  });

  it("shows the October change too, and the candidate's own zone once saved on the account", async () => {
    expect(await candidatePost(joseph, { intent: "zone", zone: "Europe/Atlantis" }, p.seeker.cookie)).toMatchObject({
      status: 400,
    });
    expect(await candidatePost(joseph, { intent: "zone", zone: "Europe/London" }, p.seeker.cookie)).toMatchObject({
      status: 302,
    });
    const [saved] = await s.db.select().from(interviewTimeZones).where(eq(interviewTimeZones.userId, p.seeker.id));
    expect(saved?.timeZone).toBe("Europe/London");
    expect((await slotIds(joseph, p.seeker.cookie))[0]?.text).toBe(
      "Friday 26 March 2027, 09:00 London time (UTC) · 10:00 Berlin time (UTC+1), 45 minutes",
    );
    await candidatePost(joseph, { intent: "zone", zone: "Africa/Kampala" }, p.seeker.cookie);

    // 31 October 2027 is the last Sunday of October: Berlin back to UTC+1 (Amina's proposal from the recruiter).
    const res = await employerPost(
      aminaOther,
      proposal([
        ["2027-10-30", "10:00"],
        ["2027-11-01", "10:00"],
      ]),
      p.recruiter.cookie,
    );
    expect(res.status).toBe(302);
    expect((await slotIds(aminaOther, p.amina.cookie)).map((slot) => slot.text)).toEqual([
      "Saturday 30 October 2027, 11:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+2), 45 minutes",
      "Monday 1 November 2027, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1), 45 minutes",
    ]);
  });

  it("refuses a time in the past and a second open proposal, with the message beside the row", async () => {
    const past = await employerPost(
      amina,
      proposal([
        ["2027-05-10", "10:00"],
        ["2020-05-11", "10:00"],
      ]),
      p.owner.cookie,
    );
    expect(past).toMatchObject({ status: 400, data: { form: "propose", errors: { "1": "This time has already passed." } } });
    const again = await employerPost(
      joseph,
      proposal([
        ["2027-05-10", "10:00"],
        ["2027-05-11", "10:00"],
      ]),
      p.owner.cookie,
    );
    expect(again).toMatchObject({
      status: 409,
      data: { error: "This applicant already has an interview arranged. Move or cancel it first." },
    });
  });

  it("books a time: both sides get the .ics invitation (REQUEST, UID, SEQUENCE 0, UTC start) and reminders are due 24 h and 1 h before", async () => {
    const [first] = await slotIds(joseph, p.seeker.cookie);
    expect(await candidatePost(joseph, { intent: "book", slotId: String(first!.id) }, p.seeker.cookie)).toMatchObject({
      status: 302,
      location: candidatePath(joseph),
    });
    const row = await interviewOf(joseph);
    expect(row).toMatchObject({ status: "booked", sequence: 0, startsAt: new Date("2027-03-26T09:00:00Z") });

    for (const [email, page] of [
      ["joseph@example.org", candidatePath(joseph)],
      ["owner-a@example.org", employerPath(joseph)],
    ] as const) {
      const [mail] = await mailsTo(email, /^Interview booked: /);
      expect(mail?.text).toContain(page);
      const file = invitationOf(mail);
      expect(file).toMatchObject({ filename: "interview.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST" });
      expect(icsProp(file.content, "METHOD")).toBe("REQUEST");
      expect(icsProp(file.content, "UID")).toBe(`interview-${row.id}@pearlbridgejobs.com`);
      expect(icsProp(file.content, "SEQUENCE")).toBe("0");
      expect(icsProp(file.content, "DTSTART")).toBe("20270326T090000Z");
      expect(icsProp(file.content, "DTEND")).toBe("20270326T094500Z");
      expect(icsProp(file.content, "ATTENDEE")).toMatch(/mailto:joseph@example\.org$/i);
      expect(icsProp(file.content, "ORGANIZER")).toMatch(/mailto:owner-a@example\.org$/i);
    }
    const [candidateMail] = await mailsTo("joseph@example.org", /^Interview booked: /);
    expect(candidateMail?.text).toContain(
      "Friday 26 March 2027, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1), 45 minutes",
    );
    const [ownerMail] = await mailsTo("owner-a@example.org", /^Interview booked: /);
    expect(ownerMail?.text).toContain("Friday 26 March 2027, 10:00 Berlin time (UTC+1) · 12:00 Kampala time (UTC+3), 45 minutes");

    expect((await remindersOf(row.id)).map((r) => [r.key, r.status, r.sendAt?.toISOString()])).toEqual([
      [`interview:${row.id}:0:reminder-1h:candidate`, "queued", "2027-03-26T08:00:00.000Z"],
      [`interview:${row.id}:0:reminder-1h:organizer`, "queued", "2027-03-26T08:00:00.000Z"],
      [`interview:${row.id}:0:reminder-24h:candidate`, "queued", "2027-03-25T09:00:00.000Z"],
      [`interview:${row.id}:0:reminder-24h:organizer`, "queued", "2027-03-25T09:00:00.000Z"],
    ]);
    // The queue holds them until then: running it now sends none.
    const jobs = await s.db.execute<{ run_at: Date }>(
      sql`SELECT j.run_at FROM graphile_worker._private_jobs j JOIN queued_mails m ON m.id = (j.payload->>'id')::int
          WHERE m.key LIKE ${`interview:${row.id}:%`} ORDER BY j.run_at`,
    );
    expect(jobs.rows.map((j) => new Date(j.run_at).toISOString())).toEqual([
      "2027-03-25T09:00:00.000Z",
      "2027-03-25T09:00:00.000Z",
      "2027-03-26T08:00:00.000Z",
      "2027-03-26T08:00:00.000Z",
    ]);
    expect(await mailsTo("joseph@example.org", /^Reminder: /)).toEqual([]);
  });

  it("refuses a proposal that overlaps the member's booked interview, but not a colleague's", async () => {
    const clash = await employerPost(
      amina,
      proposal([
        ["2027-03-26", "10:30"],
        ["2027-03-26", "14:00"],
      ]),
      p.owner.cookie,
    );
    expect(clash).toMatchObject({
      status: 400,
      data: { errors: { "0": "You already have an interview on Friday 26 March 2027 from 10:00 to 10:45 (Berlin time)." } },
    });
    const colleague = await employerPost(
      amina,
      proposal([
        ["2027-03-26", "10:30"],
        ["2027-03-26", "14:00"],
      ]),
      p.recruiter.cookie,
    );
    expect(colleague.status).toBe(302);
  });

  it("moves the booked interview: same UID, SEQUENCE 1, new time; the old reminders never go out, new ones are queued", async () => {
    const before = await interviewOf(joseph);
    const missingReason = await employerPost(
      joseph,
      {
        intent: "move",
        "date-0": "2027-03-31",
        "time-0": "09:00",
        "duration-0": "60",
        videoUrl: "https://meet.example.de/elbe-pflege",
      },
      p.owner.cookie,
    );
    expect(missingReason).toMatchObject({
      status: 400,
      data: { errors: { reason: "Tell the other side why, in a few words." } },
    });
    const res = await employerPost(
      joseph,
      {
        intent: "move",
        "date-0": "2027-03-31",
        "time-0": "09:00",
        "duration-0": "60",
        videoUrl: "https://meet.example.de/elbe-pflege",
        reason: "Our ward manager joins, she is free on Wednesday.",
      },
      p.owner.cookie,
    );
    expect(res.status).toBe(302);
    for (const email of ["joseph@example.org", "owner-a@example.org"]) {
      const [mail] = await mailsTo(email, /^Interview moved: /);
      const file = invitationOf(mail);
      expect(icsProp(file.content, "METHOD")).toBe("REQUEST");
      expect(icsProp(file.content, "UID")).toBe(`interview-${before.id}@pearlbridgejobs.com`);
      expect(icsProp(file.content, "SEQUENCE")).toBe("1");
      expect(icsProp(file.content, "DTSTART")).toBe("20270331T070000Z");
      expect(icsProp(file.content, "DTEND")).toBe("20270331T080000Z");
      expect(mail?.text).toContain("Our ward manager joins, she is free on Wednesday.");
    }
    const reminders = await remindersOf(before.id);
    expect(reminders.filter((r) => r.key?.startsWith(`interview:${before.id}:0:`)).map((r) => r.status)).toEqual([
      "cancelled",
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
    expect(
      reminders.filter((r) => r.key?.startsWith(`interview:${before.id}:1:`)).map((r) => [r.status, r.sendAt?.toISOString()]),
    ).toEqual([
      ["queued", "2027-03-31T06:00:00.000Z"],
      ["queued", "2027-03-31T06:00:00.000Z"],
      ["queued", "2027-03-30T07:00:00.000Z"],
      ["queued", "2027-03-30T07:00:00.000Z"],
    ]);
    // When their time comes, only the new reminders arrive: one 24 h and one 1 h reminder for each side.
    await runEverythingNow();
    const reminders24 = await mailsTo("joseph@example.org", /^Reminder: interview tomorrow/);
    const reminders1 = await mailsTo("joseph@example.org", /^Reminder: interview in one hour/);
    expect(reminders24).toHaveLength(1);
    expect(reminders1).toHaveLength(1);
    expect(reminders1[0]?.text).toContain(
      "Wednesday 31 March 2027, 10:00 Kampala time (UTC+3) · 09:00 Berlin time (UTC+2), 60 minutes",
    );
    expect(await mailsTo("owner-a@example.org", /^Reminder: /)).toHaveLength(2);
  });

  it("the candidate cancels with a reason: both calendars get CANCEL with the same UID and a higher SEQUENCE, no reminder goes out", async () => {
    const [slot] = await slotIds(amina, p.amina.cookie);
    expect((await candidatePost(amina, { intent: "book", slotId: String(slot!.id) }, p.amina.cookie)).status).toBe(302);
    const booked = await interviewOf(amina);
    expect((await remindersOf(booked.id)).filter((r) => r.status === "queued")).toHaveLength(4);

    expect(await candidatePost(amina, { intent: "cancel", reason: " " }, p.amina.cookie)).toMatchObject({
      status: 400,
      data: { error: "Tell the other side why, in a few words." },
    });
    expect(
      await candidatePost(amina, { intent: "cancel", reason: "I accepted another offer in Hamburg." }, p.amina.cookie),
    ).toMatchObject({ status: 302 });
    expect(await interviewOf(amina)).toMatchObject({
      status: "cancelled",
      sequence: 1,
      reason: "I accepted another offer in Hamburg.",
    });
    for (const email of ["amina@example.org", "recruiter-a@example.org"]) {
      const [mail] = await mailsTo(email, /^Interview cancelled: /);
      const file = invitationOf(mail);
      expect(file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
      expect(icsProp(file.content, "METHOD")).toBe("CANCEL");
      expect(icsProp(file.content, "STATUS")).toBe("CANCELLED");
      expect(icsProp(file.content, "UID")).toBe(`interview-${booked.id}@pearlbridgejobs.com`);
      expect(icsProp(file.content, "SEQUENCE")).toBe("1");
    }
    expect((await mailsTo("recruiter-a@example.org", /^Interview cancelled: /))[0]?.text).toContain(
      "I accepted another offer in Hamburg.",
    );
    await runEverythingNow();
    expect((await remindersOf(booked.id)).map((r) => r.status)).toEqual(["cancelled", "cancelled", "cancelled", "cancelled"]);
    expect(await mailsTo("amina@example.org", /^Reminder: /)).toEqual([]);
    expect(await mailsTo("recruiter-a@example.org", /^Reminder: /)).toEqual([]);
  });

  it("asking for other times releases a booked time (CANCEL), and the next booking replaces the event again", async () => {
    const before = await interviewOf(joseph);
    expect(
      await candidatePost(
        joseph,
        { intent: "other-times", reason: "My exam moved to that day. Any afternoon in April suits me." },
        p.seeker.cookie,
      ),
    ).toMatchObject({ status: 302 });
    expect(await interviewOf(joseph)).toMatchObject({ id: before.id, status: "other_times", sequence: 2 });
    const [cancel] = await mailsTo("owner-a@example.org", /^Interview cancelled: /);
    expect(icsProp(invitationOf(cancel).content, "SEQUENCE")).toBe("2");
    const [asked] = await mailsTo("owner-a@example.org", /^Other times asked for: /);
    expect(asked?.text).toContain("Any afternoon in April suits me.");

    expect(
      (
        await employerPost(
          joseph,
          proposal([
            ["2027-04-06", "14:00"],
            ["2027-04-07", "14:00"],
          ]),
          p.owner.cookie,
        )
      ).status,
    ).toBe(302);
    const slots = await slotIds(joseph, p.seeker.cookie);
    expect(slots).toHaveLength(2);
    expect((await candidatePost(joseph, { intent: "book", slotId: String(slots[1]!.id) }, p.seeker.cookie)).status).toBe(302);
    expect(await interviewOf(joseph)).toMatchObject({ id: before.id, status: "booked", sequence: 3 });
    const [rebooked] = await mailsTo("joseph@example.org", /^Interview booked: /);
    expect(icsProp(invitationOf(rebooked).content, "SEQUENCE")).toBe("3");
    expect(icsProp(invitationOf(rebooked).content, "UID")).toBe(`interview-${before.id}@pearlbridgejobs.com`);
  });

  it("refuses a slot that is not the interview's, and a second booking", async () => {
    expect(await candidatePost(joseph, { intent: "book", slotId: "999999" }, p.seeker.cookie)).toMatchObject({ status: 409 });
    expect(await candidatePost(joseph, { intent: "book", slotId: "abc" }, p.seeker.cookie)).toMatchObject({
      status: 400,
      data: { error: "Choose one of the times." },
    });
  });
});

describe("counts", () => {
  it("counts the candidate's open interviews and the company's upcoming ones", async () => {
    // Joseph: booked (7 April); Amina: a proposal waiting on OTHER_JOB, her JOB interview cancelled.
    expect(await interviewCount({ id: p.seeker.id, kind: "job_seeker" })).toBe(1);
    expect(await interviewCount({ id: p.amina.id, kind: "job_seeker" })).toBe(1);
    expect(await interviewCount({ id: p.owner.id, kind: "employer" })).toBe(1);
    expect(await interviewCount({ id: p.otherRecruiter.id, kind: "employer" })).toBe(0);
    const company = await companyInterviews(p.companyA);
    expect(company.upcomingCount).toBe(1);
    expect(company.upcoming.map((u) => [u.candidateName, u.start.toISOString()])).toEqual([
      ["Joseph Okello", "2027-04-07T12:00:00.000Z"],
    ]);
    expect((await companyInterviews(p.companyB)).upcoming).toEqual([]);
  });
});

describe("who may see and change an interview", () => {
  it("another candidate, another company and a signed-out visitor get nothing and change nothing", async () => {
    const before = await interviewOf(joseph);
    expect((await candidateGet(joseph, p.amina.cookie)).status).toBe(404);
    expect((await candidatePost(joseph, { intent: "cancel", reason: "Not mine" }, p.amina.cookie)).status).toBe(404);
    expect((await employerGet(joseph, p.otherRecruiter.cookie)).status).toBe(404);
    expect((await employerPost(joseph, { intent: "cancel", reason: "Not ours" }, p.otherRecruiter.cookie)).status).toBe(404);
    expect(await candidateGet(joseph)).toMatchObject({
      status: 302,
      location: `/auth?redirectTo=${encodeURIComponent(candidatePath(joseph))}`,
    });
    expect(await employerPost(joseph, { intent: "cancel", reason: "x" })).toMatchObject({ status: 302 });
    // The candidate's page is not the employer's and the other way round.
    expect((await employerGet(joseph, p.seeker.cookie)).status).toBe(403);
    expect((await candidateGet(joseph, p.owner.cookie)).status).toBe(404);
    expect(await interviewOf(joseph)).toEqual(before);
  });

  it("a member removed from the company loses the page at once", async () => {
    expect((await employerGet(joseph, p.recruiter.cookie)).status).toBe(200);
    await s.db.delete(member).where(and(eq(member.userId, p.recruiter.id), eq(member.organizationId, p.companyA)));
    expect(await employerGet(joseph, p.recruiter.cookie)).toMatchObject({ status: 403 });
    expect((await employerPost(joseph, { intent: "cancel", reason: "I left" }, p.recruiter.cookie)).status).toBe(403);
    expect((await interviewOf(joseph)).status).toBe("booked");
    expect(
      await s.db
        .select()
        .from(interviews)
        .where(inArray(interviews.applicationId, [joseph])),
    ).toHaveLength(1);
  });
});

describe("the lists and the header show the interviews", () => {
  it("on /applications, the applicants list, the dashboard and the root data", async () => {
    const applications = await import("#app/routes/candidate/applications.tsx");
    const applicants = await import("#app/routes/employer/jobs.applicants.tsx");
    const dashboard = await import("#app/routes/employer/dashboard.tsx");
    const root = await import("#app/root.tsx");
    const mine = await outcome(() => applications.loader(routeArgs(pageRequest("/applications", { cookie: p.seeker.cookie }))));
    expect((mine.data as { interviews: Record<number, unknown> }).interviews[joseph]).toEqual({
      label: "Interview booked",
      when: "Wednesday 7 April 2027, 15:00 Kampala time (UTC+3) · 14:00 Berlin time (UTC+2)",
      action: false,
      upcoming: true,
    });
    const list = await outcome(() =>
      applicants.loader(routeArgs(pageRequest(`/employer/jobs/${JOB}/applicants`, { cookie: p.owner.cookie }), { id: JOB })),
    );
    const lines = (list.data as { interviews: Record<number, { label: string; when: string | null }> }).interviews;
    expect(lines[joseph]).toMatchObject({
      label: "Interview booked",
      when: "Wednesday 7 April 2027, 14:00 Berlin time (UTC+2) · 15:00 Kampala time (UTC+3)",
    });
    expect(lines[amina]).toMatchObject({ label: "Interview cancelled" });
    const board = await outcome(() => dashboard.loader(routeArgs(pageRequest("/employer", { cookie: p.owner.cookie }))));
    expect((board.data as { interviews: { upcoming: { candidateName: string; when: string }[] } }).interviews.upcoming).toEqual([
      expect.objectContaining({
        candidateName: "Joseph Okello",
        when: "Wednesday 7 April 2027, 14:00 Berlin time (UTC+2) · 15:00 Kampala time (UTC+3)",
      }),
    ]);
    const header = await outcome(() => root.loader(routeArgs(pageRequest("/", { cookie: p.amina.cookie }))));
    expect((header.data as { interviewCount: number }).interviewCount).toBe(1);
  });
});

describe("two candidates booking overlapping times of one member at once", () => {
  it("books one and refuses the other: the member is never booked twice", async () => {
    const { applyForJob } = await import("#app/features/applications/applications.server.ts");
    const { bookSlot, currentInterview, proposeInterview } = await import("#app/features/interviews/public.server.ts");
    const { createSignedInUser } = await import("../support/accounts.ts");
    const grace = await createSignedInUser(s, { name: "Grace Nakato", email: "grace@example.org" });
    expect((await applyForJob(grace.id, JOB)).ok).toBe(true);
    const graceApp = (await applicationOf(s, grace.id, JOB)).id;
    const propose = (applicationId: number, times: [string, string][]) =>
      proposeInterview({
        companyId: p.companyA,
        applicationId,
        organizer: { id: p.owner.id },
        zone: "Europe/Berlin",
        slots: times.map(([date, time]) => ({ date, time, durationMinutes: 45, videoUrl: "https://meet.example.de/x" })),
        note: null,
      });
    // Two proposals may offer overlapping times: only a booking holds the member's time.
    expect(
      (
        await propose(amina, [
          ["2027-06-01", "10:00"],
          ["2027-06-02", "10:00"],
        ])
      ).ok,
    ).toBe(true);
    expect(
      (
        await propose(graceApp, [
          ["2027-06-01", "10:15"],
          ["2027-06-03", "10:00"],
        ])
      ).ok,
    ).toBe(true);
    const first = async (applicationId: number) => (await currentInterview(applicationId))!.slots[0]!.id;
    const results = await Promise.all([
      bookSlot({ userId: p.amina.id, applicationId: amina, slotId: await first(amina) }),
      bookSlot({ userId: grace.id, applicationId: graceApp, slotId: await first(graceApp) }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, code: "REFUSED", error: "This time is no longer free. Choose another time, or ask for other times." },
    ]);
  });
});

describe("Download my data", () => {
  it("holds the candidate's interviews and their time zone", async () => {
    const { exportUserData } = await import("#app/features/account/public.server.ts");
    const exported = await exportUserData(p.seeker.id);
    expect(exported?.interviews).toMatchObject({
      timeZone: "Africa/Kampala",
      list: [{ applicationId: joseph, status: "booked", startsAt: "2027-04-07T12:00:00.000Z" }],
    });
  });
});

describe("a closed application", () => {
  it("books no interview once withdrawn, though times were on offer", async () => {
    const { withdrawApplication } = await import("#app/features/applications/public.server.ts");
    const [slot] = await slotIds(aminaOther, p.amina.cookie);
    expect((await withdrawApplication(p.amina.id, aminaOther)).ok).toBe(true);
    expect(await candidatePost(aminaOther, { intent: "book", slotId: String(slot!.id) }, p.amina.cookie)).toMatchObject({
      status: 409,
      data: { error: "This application is closed: no interview can be arranged for it." },
    });
    expect((await candidateGet(aminaOther, p.amina.cookie)).data).toMatchObject({ interview: { can: { book: false } } });
    expect((await interviewOf(aminaOther)).status).toBe("proposed");
  });

  it("a rejection or a withdrawal cancels a booked interview: both calendars get CANCEL and no reminder goes out", async () => {
    const { applyForJob } = await import("#app/features/applications/public.server.ts");
    for (const [name, close] of [
      [
        "Rose Achieng",
        (id: number) => post(OTHER_JOB, { intent: "status", applicationId: String(id), status: "rejected" }, p.owner.cookie),
      ],
      ["Peter Mugisha", (id: number, cookie: string) => withdraw(id, cookie)],
    ] as const) {
      const email = `${name.split(" ")[0]!.toLowerCase()}@example.org`;
      const candidate = await createSignedInUser(s, { name, email });
      expect((await applyForJob(candidate.id, OTHER_JOB)).ok).toBe(true);
      const id = (await applicationOf(s, candidate.id, OTHER_JOB)).id;
      expect(
        (
          await employerPost(
            id,
            proposal([
              ["2027-12-06", "09:00"],
              ["2027-12-07", "09:00"],
            ]),
            p.owner.cookie,
          )
        ).status,
      ).toBe(302);
      const [slot] = await slotIds(id, candidate.cookie);
      expect((await candidatePost(id, { intent: "book", slotId: String(slot!.id) }, candidate.cookie)).status).toBe(302);
      const booked = await interviewOf(id);

      await close(id, candidate.cookie);
      const reason = name === "Rose Achieng" ? interviewTexts.closedByRejection : interviewTexts.closedByWithdrawal;
      expect(await interviewOf(id)).toMatchObject({ status: "cancelled", sequence: 1, reason });
      const [mail] = await mailsTo(email, /^Interview cancelled: /);
      expect(icsProp(invitationOf(mail).content, "METHOD")).toBe("CANCEL");
      expect(icsProp(invitationOf(mail).content, "UID")).toBe(`interview-${booked.id}@pearlbridgejobs.com`);
      await runEverythingNow();
      expect(await mailsTo(email, /^Reminder: /)).toEqual([]);
    }
  });
});
