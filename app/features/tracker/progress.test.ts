import { describe, expect, it } from "vitest";
import {
  DEVICE_TRACKER_COOKIE,
  deviceProgressCookie,
  deviceProgressFrom,
  mergeDeviceProgress,
  nextStep,
  OPEN_STEP,
  parseDeviceProgress,
  progressCount,
  serializeDeviceProgress,
  type Progress,
} from "./progress.ts";
import { ARRIVAL_CHECKLIST, TRACKER_STEPS } from "./steps.ts";

const done = (date: string | null = null) => ({ ...OPEN_STEP, status: "done" as const, date });
const skipped = { ...OPEN_STEP, status: "skipped" as const };

/** Every main step done, up to (not including) the one with this id. */
function doneUntil(id: string): Record<string, ReturnType<typeof done>> {
  const ids = TRACKER_STEPS.map((s) => s.id);
  return Object.fromEntries(ids.slice(0, ids.indexOf(id)).map((i) => [i, done()]));
}

describe("what is next", () => {
  it("starts with finding the authority", () => {
    expect(nextStep({}, null)).toEqual({
      id: "authority",
      title: "Find the authority that decides your recognition",
      stage: null,
    });
  });

  it("goes on after the ticked steps, in order, even when a later step was ticked first", () => {
    const progress: Progress = { authority: done(), documents: done(), "visa-appointment": done() };
    expect(nextStep(progress, null)?.id).toBe("verification");
  });

  it("passes over the regulated steps when the profession is not regulated, keeps them when unsure or unstated", () => {
    const progress = doneUntil("deficit-notice");
    expect(nextStep(progress, "no")?.id).toBe("language");
    expect(nextStep(progress, "unsure")?.id).toBe("deficit-notice");
    expect(nextStep(progress, null)?.id).toBe("deficit-notice");
    expect(nextStep(progress, "yes")?.id).toBe("deficit-notice");
  });

  it("passes over a step the person skipped", () => {
    const progress = { ...doneUntil("deficit-notice"), "deficit-notice": skipped, compensation: skipped };
    expect(nextStep(progress, "yes")?.id).toBe("language");
  });

  it("after the main steps, the first unticked item of the arrival checklist, with its stage", () => {
    const all = Object.fromEntries(TRACKER_STEPS.map((s) => [s.id, done()]));
    const first = ARRIVAL_CHECKLIST[0]!.items[0]!;
    expect(nextStep(all, null)).toEqual({ id: first.id, title: first.text, stage: "Before You Move" });
    const everything = { ...all, ...Object.fromEntries(ARRIVAL_CHECKLIST.flatMap((s) => s.items.map((i) => [i.id, done()]))) };
    expect(nextStep(everything, null)).toBeNull();
    expect(progressCount(everything, null)).toEqual({ settled: 33, total: 33 });
  });

  it("counts the steps not needed as settled", () => {
    expect(progressCount({ authority: done() }, "no")).toEqual({ settled: 3, total: 33 });
  });
});

describe("this device's progress (the cookie)", () => {
  it("round-trips statuses and dates, leaving out open steps without a date", () => {
    const progress: Progress = {
      authority: done("2026-11-20"),
      documents: done(),
      compensation: skipped,
      verification: { ...OPEN_STEP, date: "2027-01-15" },
      language: OPEN_STEP,
    };
    const value = serializeDeviceProgress(progress);
    expect(value).toBe("authority~d~20261120.documents~d.compensation~s.verification~o~20270115");
    const { language: _, ...kept } = progress;
    expect(parseDeviceProgress(value)).toEqual(kept);
  });

  it("ignores unknown steps, bad statuses and dates, skips of steps that cannot be skipped, and repeats", () => {
    const value = [
      "nonsense~d",
      "authority~x",
      "documents~d~20261331",
      "language~s",
      "recognition~d~2026",
      "verification~d",
      "verification~o",
      "<script>~d",
    ].join(".");
    expect(parseDeviceProgress(value)).toEqual({ verification: done() });
    expect(parseDeviceProgress("a".repeat(5000))).toEqual({});
    expect(parseDeviceProgress(null)).toEqual({});
  });

  it("reads the cookie from a Cookie header, and deletes it when nothing is left to keep", () => {
    expect(deviceProgressFrom(`other=1; ${DEVICE_TRACKER_COOKIE}=authority~d`)).toEqual({ authority: done() });
    expect(deviceProgressCookie({}, true)).toBe(`${DEVICE_TRACKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly; Secure`);
    expect(deviceProgressCookie({ authority: done() }, false)).toMatch(
      /^pb_tracker=authority~d; Max-Age=15552000; Path=\/; SameSite=Lax; HttpOnly$/,
    );
  });
});

describe("moving this device's progress into the account", () => {
  it("adds what the account has not settled, fills empty dates, and keeps the account's notes", () => {
    const account: Progress = {
      authority: { ...OPEN_STEP, note: "Ask the ZAG", date: null },
      documents: { ...done("2026-10-01"), note: "All sent" },
      verification: skipped,
    };
    const device: Progress = {
      authority: done("2026-11-20"),
      documents: done("2026-11-01"),
      verification: done(),
      language: done(),
    };
    expect(mergeDeviceProgress(account, device)).toEqual({
      authority: { status: "done", date: "2026-11-20", note: "Ask the ZAG", file: null },
      language: done(),
    });
  });
});
