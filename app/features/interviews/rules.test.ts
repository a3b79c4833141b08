import { describe, expect, it } from "vitest";
import { candidateCan, employerCan, isOpen, reminderKeys, reminderTimes, reasonSchema, zoneSchema } from "./rules.ts";

const now = new Date("2026-03-20T12:00:00Z");
const later = new Date("2026-03-27T09:45:00Z");
const earlier = new Date("2026-03-19T09:45:00Z");

describe("who may do what with an interview", () => {
  it("lets the candidate book a proposal only, and ask for other times or cancel while it is open", () => {
    expect(candidateCan.book({ status: "proposed", endsAt: null })).toBe(true);
    expect(candidateCan.book({ status: "booked", endsAt: later })).toBe(false);
    expect(candidateCan.askOtherTimes({ status: "booked", endsAt: later }, now)).toBe(true);
    expect(candidateCan.askOtherTimes({ status: "booked", endsAt: earlier }, now)).toBe(false);
    expect(candidateCan.cancel({ status: "other_times", endsAt: null }, now)).toBe(false);
    expect(candidateCan.cancel({ status: "cancelled", endsAt: later }, now)).toBe(false);
  });

  it("lets the employer propose when nothing is open or the candidate asked for other times, move only a booked one", () => {
    expect(employerCan.propose(null, now)).toBe(true);
    expect(employerCan.propose({ status: "other_times", endsAt: null }, now)).toBe(true);
    expect(employerCan.propose({ status: "proposed", endsAt: null }, now)).toBe(false);
    expect(employerCan.propose({ status: "booked", endsAt: later }, now)).toBe(false);
    expect(employerCan.propose({ status: "booked", endsAt: earlier }, now)).toBe(true);
    expect(employerCan.propose({ status: "cancelled", endsAt: null }, now)).toBe(true);
    expect(employerCan.move({ status: "booked", endsAt: later }, now)).toBe(true);
    expect(employerCan.move({ status: "proposed", endsAt: null }, now)).toBe(false);
    expect(employerCan.cancel({ status: "other_times", endsAt: null }, now)).toBe(true);
    expect(isOpen({ status: "booked", endsAt: earlier }, now)).toBe(false);
  });
});

describe("reminders", () => {
  it("are due 24 hours and 1 hour before the start, across the March change (instants, not wall times)", () => {
    // Monday 30 March 2026, 10:00 Berlin summer time = 08:00 UTC; 24 h earlier is Sunday 09:00 Berlin, 08:00 UTC.
    const start = new Date("2026-03-30T08:00:00Z");
    expect(reminderTimes(start, now).map((r) => [r.kind, r.at.toISOString()])).toEqual([
      ["24h", "2026-03-29T08:00:00.000Z"],
      ["1h", "2026-03-30T07:00:00.000Z"],
    ]);
  });

  it("leave out a reminder whose time has passed (an interview booked for the next hours)", () => {
    expect(reminderTimes(new Date("2026-03-21T06:00:00Z"), now).map((r) => r.kind)).toEqual(["1h"]);
    expect(reminderTimes(new Date("2026-03-20T12:30:00Z"), now)).toEqual([]);
  });

  it("have one key per interview, sequence, reminder and side", () => {
    expect(reminderKeys(7, 2)).toEqual([
      "interview:7:2:reminder-24h:candidate",
      "interview:7:2:reminder-24h:organizer",
      "interview:7:2:reminder-1h:candidate",
      "interview:7:2:reminder-1h:organizer",
    ]);
  });
});

describe("the small forms", () => {
  it("take a listed time zone only", () => {
    expect(zoneSchema.safeParse({ zone: "Africa/Kampala" }).success).toBe(true);
    expect(zoneSchema.safeParse({ zone: "Europe/Atlantis" }).success).toBe(false);
    expect(zoneSchema.safeParse({ zone: "America/New_York" }).success).toBe(false);
  });

  it("ask for a reason to cancel or move", () => {
    expect(reasonSchema.safeParse({ reason: "  " }).success).toBe(false);
    expect(reasonSchema.safeParse({ reason: "I have a doctor's appointment." }).success).toBe(true);
    expect(reasonSchema.safeParse({ reason: "x".repeat(1001) }).success).toBe(false);
  });
});

describe("the lists' interview line", async () => {
  const { interviewSummary } = await import("./summary.ts");
  it("tells the candidate to choose, and shows a booked time on both clocks", () => {
    expect(interviewSummary({ status: "proposed", start: null, end: null }, "candidate", now)).toEqual({
      label: "Interview times proposed: choose one",
      when: null,
      action: true,
      upcoming: false,
    });
    expect(interviewSummary({ status: "booked", start: new Date("2026-03-30T08:00:00Z"), end: later }, "candidate", now)).toEqual(
      {
        label: "Interview booked",
        when: "Monday 30 March 2026, 11:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+2)",
        action: false,
        upcoming: true,
      },
    );
    expect(interviewSummary({ status: "other_times", start: null, end: null }, "employer", now).action).toBe(true);
  });
});
