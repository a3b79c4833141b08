import { describe, expect, it } from "vitest";
import { duePeriod, isoWeek, localTime } from "./periods.ts";

const kampala = { hour: 7, timeZone: "Africa/Kampala" }; // UTC+3, no daylight saving

describe("digest periods", () => {
  it("reads the local date and hour in the time zone", () => {
    // 22:30 UTC on Sunday 1 June 2025 is 01:30 on Monday 2 June in Kampala.
    expect(localTime(new Date("2025-06-01T22:30:00Z"), "Africa/Kampala")).toEqual({
      year: 2025,
      month: 6,
      day: 2,
      hour: 1,
      weekday: 1,
    });
  });

  it("makes a daily alert due once per local day, from the hour on", () => {
    expect(duePeriod("daily", new Date("2025-06-02T03:59:00Z"), kampala)).toBeNull(); // 06:59 local
    expect(duePeriod("daily", new Date("2025-06-02T04:00:00Z"), kampala)).toBe("2025-06-02"); // 07:00 local
    expect(duePeriod("daily", new Date("2025-06-02T20:59:00Z"), kampala)).toBe("2025-06-02"); // 23:59 local
    // 21:00 UTC is already the next local day, before its hour.
    expect(duePeriod("daily", new Date("2025-06-02T21:00:00Z"), kampala)).toBeNull();
    expect(duePeriod("daily", new Date("2025-06-02T21:00:00Z"), kampala, true)).toBe("2025-06-03");
  });

  it("makes a weekly alert due once per ISO week, from Monday's hour", () => {
    // Sunday 8 June 2025 23:00 local is still ISO week 23; Monday 9 June before 07:00 is not due yet.
    expect(duePeriod("weekly", new Date("2025-06-08T20:00:00Z"), kampala)).toBe("2025-W23");
    expect(duePeriod("weekly", new Date("2025-06-09T03:00:00Z"), kampala)).toBeNull();
    expect(duePeriod("weekly", new Date("2025-06-09T03:00:00Z"), kampala, true)).toBe("2025-W24");
    expect(duePeriod("weekly", new Date("2025-06-09T04:00:00Z"), kampala)).toBe("2025-W24");
    // Any later day of the week is the same period (a run missed on Monday catches up on Tuesday).
    expect(duePeriod("weekly", new Date("2025-06-11T12:00:00Z"), kampala)).toBe("2025-W24");
  });

  it("follows daylight saving in zones that have it", () => {
    const berlin = { hour: 7, timeZone: "Europe/Berlin" };
    expect(duePeriod("daily", new Date("2025-01-15T05:59:00Z"), berlin)).toBeNull(); // 06:59 CET
    expect(duePeriod("daily", new Date("2025-01-15T06:00:00Z"), berlin)).toBe("2025-01-15");
    expect(duePeriod("daily", new Date("2025-07-15T04:59:00Z"), berlin)).toBeNull(); // 06:59 CEST
    expect(duePeriod("daily", new Date("2025-07-15T05:00:00Z"), berlin)).toBe("2025-07-15");
  });

  it("numbers ISO weeks across year boundaries", () => {
    expect(isoWeek(2024, 12, 30)).toEqual({ year: 2025, week: 1 }); // Monday
    expect(isoWeek(2025, 12, 28)).toEqual({ year: 2025, week: 52 }); // Sunday
    expect(isoWeek(2026, 1, 1)).toEqual({ year: 2026, week: 1 }); // Thursday
    expect(isoWeek(2021, 1, 3)).toEqual({ year: 2020, week: 53 }); // Sunday
    expect(isoWeek(2027, 1, 1)).toEqual({ year: 2026, week: 53 }); // Friday
    expect(isoWeek(2025, 6, 2)).toEqual({ year: 2025, week: 23 });
    expect(duePeriod("weekly", new Date("2025-12-29T05:00:00Z"), kampala)).toBe("2026-W01");
  });
});
