/**
 * The recognition and visa tracker (/account/tracker) and the private situation in the profile: saving a step in
 * the account and on this device, the device's progress moving into the account at sign-in (root loader), another
 * candidate never reading or changing it, employers refused, bad input answered with messages, and the situation
 * never reaching an employer's applicant view or CSV (decisions 184, 186).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackerSteps } from "#db/schema.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { loader as accountDataLoader } from "#app/routes/account/account.data.ts";
import { action as profileAction } from "#app/routes/account/profile.tsx";
import { action as trackerAction, loader as trackerLoader } from "#app/routes/account/tracker.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { csv, JOB, page, setUpPipeline, type PipelineAccounts } from "../support/applicant-pipeline.ts";
import { profileRow } from "../support/profiles.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const post = (form: Record<string, string>, cookie?: string) =>
  outcome(() => trackerAction(routeArgs(pageRequest("/account/tracker", { form, cookie }))));
const view = async (cookie?: string) => {
  const o = await outcome(() => trackerLoader(routeArgs(pageRequest("/account/tracker", { cookie }))));
  return o.data as {
    kind: string;
    signedIn?: boolean;
    progress?: Record<string, { status: string; date: string | null; note: string }>;
    next?: { id: string } | null;
    regulated?: string | null;
  };
};
/** The "name=value" of the tracker cookie a response sets ("" when it deletes it, null when it sets none). */
function trackerCookie(response: Response | null): string | null {
  const header = response?.headers.getSetCookie().find((c) => c.startsWith("pb_tracker="));
  if (!header) return null;
  return /Max-Age=0/.test(header) ? "" : header.split(";")[0]!;
}
const rowsOf = (s: TestServices, userId: string) => s.db.select().from(trackerSteps).where(eq(trackerSteps.userId, userId));

describe("/account/tracker", () => {
  let s: TestServices;
  let p: PipelineAccounts;
  let other: Account;

  beforeAll(async () => {
    s = await createTestServices();
    p = await setUpPipeline(s);
    other = await createSignedInUser(s, { name: "Other Seeker" });
  });
  afterAll(() => s.close());

  it("shows a visitor the steps with this device's progress; a tick is kept in a cookie, no row is written", async () => {
    const empty = await view();
    expect(empty).toMatchObject({ kind: "person", signedIn: false, progress: {}, next: { id: "authority" } });
    const before = await s.db.select().from(trackerSteps);
    const saved = await post({ intent: "save", stepId: "authority", status: "done", date: "2026-11-20", note: "ignored" });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/account/tracker#step-authority");
    const cookie = trackerCookie(saved.response);
    expect(cookie).toBe("pb_tracker=authority~d~20261120");
    expect(await s.db.select().from(trackerSteps)).toEqual(before);
    const after = await view(cookie!);
    expect(after.progress).toEqual({ authority: { status: "done", date: "2026-11-20", note: "", file: null } });
    expect(after.next).toMatchObject({ id: "documents" });
    // A checklist item's one-button form keeps what the device had.
    const ticked = await outcome(() =>
      trackerAction(
        routeArgs(
          pageRequest("/account/tracker", { form: { intent: "tick", stepId: "week-sim", status: "done" }, cookie: cookie! }),
        ),
      ),
    );
    expect(trackerCookie(ticked.response)).toBe("pb_tracker=authority~d~20261120.week-sim~d");
  });

  it("saves a job seeker's step, date and note in the account and shows what is next", async () => {
    const saved = await post(
      { intent: "save", stepId: "documents", status: "done", date: "2026-10-01", note: "Transcripts sent by the school" },
      p.seeker.cookie,
    );
    expect(saved.status).toBe(302);
    expect(trackerCookie(saved.response)).toBeNull();
    expect(await rowsOf(s, p.seeker.id)).toMatchObject([
      { stepId: "documents", status: "done", stepDate: "2026-10-01", note: "Transcripts sent by the school" },
    ]);
    // A tick keeps the date and note.
    await post({ intent: "tick", stepId: "documents", status: "open" }, p.seeker.cookie);
    await post({ intent: "tick", stepId: "documents", status: "done" }, p.seeker.cookie);
    const v = await view(p.seeker.cookie);
    expect(v).toMatchObject({ kind: "person", signedIn: true, next: { id: "authority" } });
    expect(v.progress?.documents).toEqual({
      status: "done",
      date: "2026-10-01",
      note: "Transcripts sent by the school",
      file: null,
    });
  });

  it("never shows or changes one candidate's tracker for another", async () => {
    await post({ intent: "save", stepId: "language", status: "done", date: "", note: "B1 passed" }, other.cookie);
    const mine = await view(p.seeker.cookie);
    expect(mine.progress?.language).toBeUndefined();
    const theirs = await view(other.cookie);
    expect(Object.keys(theirs.progress ?? {})).toEqual(["language"]);
    // A form naming another user changes only the sender's own tracker.
    await post({ intent: "save", stepId: "documents", status: "open", userId: p.seeker.id, note: "hijacked" }, other.cookie);
    expect((await rowsOf(s, p.seeker.id)).find((r) => r.stepId === "documents")).toMatchObject({
      status: "done",
      note: "Transcripts sent by the school",
    });
    expect((await rowsOf(s, other.id)).map((r) => r.stepId).sort()).toEqual(["documents", "language"]);
  });

  it("moves this device's ticks into the account at sign-in (the root loader) and clears the cookie", async () => {
    const device = "pb_tracker=verification~d~20261101.documents~o~20260101.week-sim~d";
    const root = (await rootLoader(routeArgs(pageRequest("/", { cookie: `${p.seeker.cookie}; ${device}` })))) as unknown as {
      init: { headers: Headers };
    };
    expect(root.init.headers.getSetCookie().filter((c) => c.startsWith("pb_tracker="))).toEqual([
      expect.stringMatching(/^pb_tracker=; Max-Age=0; Path=\/; SameSite=Lax; HttpOnly/),
    ]);
    const rows = await rowsOf(s, p.seeker.id);
    expect(rows.find((r) => r.stepId === "verification")).toMatchObject({ status: "done", stepDate: "2026-11-01" });
    expect(rows.find((r) => r.stepId === "week-sim")).toMatchObject({ status: "done" });
    // The account's own step stays as it was (done, its date and note).
    expect(rows.find((r) => r.stepId === "documents")).toMatchObject({ status: "done", stepDate: "2026-10-01" });
    // The tracker page merges too (the first page after signing in), and says to clear the cookie.
    const res = (await trackerLoader(
      routeArgs(pageRequest("/account/tracker", { cookie: `${other.cookie}; pb_tracker=authority~d` })),
    )) as {
      init: { headers: Record<string, string> };
    };
    expect(res.init.headers["Set-Cookie"]).toMatch(/^pb_tracker=; Max-Age=0/);
    expect((await view(other.cookie)).progress?.authority?.status).toBe("done");
  });

  it("answers bad input with a 400 and a message for the field, and saves nothing", async () => {
    const before = await rowsOf(s, p.seeker.id);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { intent: "save", stepId: "nonsense", status: "done" },
        { form: "This step is not on the tracker. Please reload the page and try again." },
      ],
      [
        { intent: "save", stepId: "language", status: "skipped" },
        { status: "Only a step for regulated professions can be marked as not needed" },
      ],
      [{ intent: "save", stepId: "language", status: "finished" }, { status: "Please choose done, not done yet, or not needed" }],
      [
        { intent: "save", stepId: "language", status: "done", date: "2026-02-30" },
        { date: "Please enter a date, such as 2027-03-15" },
      ],
      [
        { intent: "save", stepId: "language", status: "done", date: "1899-01-01" },
        { date: "Please enter a date between 2000 and ten years from now" },
      ],
      [
        { intent: "save", stepId: "language", status: "done", note: "x".repeat(1001) },
        { note: "Your note is too long (at most 1000 characters)" },
      ],
      [
        { intent: "save", stepId: "language", status: "done", note: "bad\u0000note" },
        { note: expect.any(String) as unknown as string },
      ],
      [
        { intent: "delete-everything", stepId: "language" },
        { form: "This step is not on the tracker. Please reload the page and try again." },
      ],
    ];
    for (const [form, errors] of cases) {
      const o = await post(form, p.seeker.cookie);
      expect(o.status, JSON.stringify(form)).toBe(400);
      expect((o.data as { errors: unknown }).errors).toEqual(errors);
    }
    // A visitor's bad input: 400, and no cookie.
    const visitor = await post({ intent: "save", stepId: "language", status: "done", date: "tomorrow" });
    expect(visitor.status).toBe(400);
    expect(await rowsOf(s, p.seeker.id)).toEqual(before);
  });

  it("lets a regulated-profession step be skipped, and passes over those steps when the profile says not regulated", async () => {
    expect((await post({ intent: "save", stepId: "deficit-notice", status: "skipped" }, other.cookie)).status).toBe(302);
    expect((await view(other.cookie)).progress?.["deficit-notice"]?.status).toBe("skipped");
    const saved = await outcome(() =>
      profileAction(routeArgs(pageRequest("/profile", { cookie: other.cookie, form: { regulatedProfession: "no" } }))),
    );
    expect(saved.status).toBe(302);
    const v = await view(other.cookie);
    expect(v.regulated).toBe("no");
  });

  it("shows employers a notice and refuses their posts with 403", async () => {
    expect(await view(p.owner.cookie)).toEqual({ kind: "employer" });
    const o = await post({ intent: "save", stepId: "authority", status: "done" }, p.owner.cookie);
    expect(o.status).toBe(403);
    expect(await rowsOf(s, p.owner.id)).toEqual([]);
  });

  it("includes the tracker and the situation in the candidate's data download", async () => {
    const res = (await accountDataLoader(routeArgs(pageRequest("/account/data", { cookie: p.seeker.cookie })))) as Response;
    const body = (await res.json()) as { tracker: { step: string; status: string; note: string }[] };
    expect(body.tracker).toContainEqual({
      step: "documents",
      status: "done",
      date: "2026-10-01",
      note: "Transcripts sent by the school",
      document: null,
    });
  });
});

describe("the situation in the profile", () => {
  let s: TestServices;
  let p: PipelineAccounts;
  const situation = {
    headline: "Registered nurse",
    germanLevel: "B1",
    qualificationLevel: "vocational",
    qualificationField: "Midwifery and neonatal care",
    yearsExperience: "7",
    ageBand: "45plus",
    regulatedProfession: "yes",
  };

  beforeAll(async () => {
    s = await createTestServices();
    p = await setUpPipeline(s);
  });
  afterAll(() => s.close());

  it("is saved with the profile, every answer optional", async () => {
    const o = await outcome(() =>
      profileAction(routeArgs(pageRequest("/profile", { cookie: p.seeker.cookie, form: situation }))),
    );
    expect(o.status).toBe(302);
    expect(await profileRow(s, p.seeker.id)).toMatchObject({
      qualificationLevel: "vocational",
      qualificationField: "Midwifery and neonatal care",
      yearsExperience: 7,
      ageBand: "45plus",
      regulatedProfession: "yes",
    });
    const cleared = await outcome(() =>
      profileAction(routeArgs(pageRequest("/profile", { cookie: p.amina.cookie, form: { headline: "Carer" } }))),
    );
    expect(cleared.status).toBe(302);
    expect(await profileRow(s, p.amina.id)).toMatchObject({
      qualificationLevel: null,
      yearsExperience: null,
      ageBand: null,
      regulatedProfession: null,
    });
  });

  it("answers bad answers with a 400 and messages under the fields, and keeps what was saved", async () => {
    const o = await outcome(() =>
      profileAction(
        routeArgs(
          pageRequest("/profile", {
            cookie: p.seeker.cookie,
            form: { qualificationLevel: "phd", yearsExperience: "-3", ageBand: "30", regulatedProfession: "maybe" },
          }),
        ),
      ),
    );
    expect(o.status).toBe(400);
    const errors = (o.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors).toMatchObject({
      qualificationLevel: ["Please choose one of the options"],
      yearsExperience: ["Please enter a whole number of years from 0 to 50"],
      ageBand: ["Please choose one of the options"],
      regulatedProfession: ["Please choose one of the options"],
    });
    expect((await profileRow(s, p.seeker.id))?.ageBand).toBe("45plus");
  });

  it("is never shown to the employer: not on the applicants page, not in the CSV", async () => {
    const view = await outcome(() => page(`/employer/jobs/${JOB}/applicants`, p.owner.cookie));
    expect(view.status).toBe(200);
    const text = JSON.stringify(view.data);
    expect(text).toContain("Registered nurse");
    for (const secret of [
      "Midwifery and neonatal care",
      "45plus",
      "45 or over",
      "vocational",
      "Vocational training",
      '"7"',
      "regulated",
    ]) {
      expect(text).not.toContain(secret);
    }
    const file = (await csv(JOB, p.owner.cookie)) as Response;
    expect(file.status).toBe(200);
    const body = await file.text();
    expect(body).toContain("Joseph Okello");
    for (const secret of ["Midwifery", "45 or over", "45plus", "Vocational training"]) expect(body).not.toContain(secret);
  });
});
