import { describe, expect, it } from "vitest";
import { bothTimes, inZone, isTimeZone, timeZoneMessages, zonedToUtc } from "./time-zones.ts";

function utc(date: string, time: string, zone?: string): string {
  const result = zonedToUtc(date, time, zone);
  if (!result.ok) throw new Error(result.error);
  return result.instant.toISOString();
}

describe("a Berlin wall time as a UTC instant", () => {
  it("is UTC+1 in winter and UTC+2 in summer", () => {
    expect(utc("2026-01-15", "10:00")).toBe("2026-01-15T09:00:00.000Z");
    expect(utc("2026-07-01", "10:00")).toBe("2026-07-01T08:00:00.000Z");
  });

  it("changes offset at 02:00 on 29 March 2026, the last Sunday of March", () => {
    expect(utc("2026-03-28", "10:00")).toBe("2026-03-28T09:00:00.000Z");
    expect(utc("2026-03-29", "01:59")).toBe("2026-03-29T00:59:00.000Z");
    expect(utc("2026-03-29", "03:00")).toBe("2026-03-29T01:00:00.000Z");
    expect(utc("2026-03-29", "10:00")).toBe("2026-03-29T08:00:00.000Z");
  });

  it("refuses the hour the clocks skip on 29 March 2026", () => {
    for (const time of ["02:00", "02:30", "02:59"]) {
      expect(zonedToUtc("2026-03-29", time)).toEqual({
        ok: false,
        error: timeZoneMessages.skippedTime("2026-03-29", time, "Europe/Berlin"),
      });
    }
    expect(timeZoneMessages.skippedTime("2026-03-29", "02:30", "Europe/Berlin")).toBe(
      "02:30 on 2026-03-29 does not exist in Berlin time: the clocks go forward by an hour that night. Choose another time.",
    );
  });

  it("takes the first of the two 02:30s on 25 October 2026, still on summer time, and says it was ambiguous", () => {
    expect(zonedToUtc("2026-10-25", "02:30")).toEqual({ ok: true, instant: new Date("2026-10-25T00:30:00Z"), ambiguous: true });
    expect(zonedToUtc("2026-10-25", "01:59")).toEqual({ ok: true, instant: new Date("2026-10-24T23:59:00Z"), ambiguous: false });
    expect(zonedToUtc("2026-10-25", "03:00")).toEqual({ ok: true, instant: new Date("2026-10-25T02:00:00Z"), ambiguous: false });
    expect(utc("2026-10-26", "10:00")).toBe("2026-10-26T09:00:00.000Z");
  });

  it("works for Kampala, which is UTC+3 all year", () => {
    for (const date of ["2026-01-15", "2026-03-29", "2026-07-01", "2026-10-25"]) {
      expect(utc(date, "12:00", "Africa/Kampala")).toBe(`${date}T09:00:00.000Z`);
    }
    expect(zonedToUtc("2026-03-29", "02:30", "Africa/Kampala")).toMatchObject({ ok: true, ambiguous: false });
  });

  it("refuses dates, times and zones that are not real", () => {
    expect(zonedToUtc("2026-02-30", "10:00")).toEqual({ ok: false, error: timeZoneMessages.invalidDate });
    expect(zonedToUtc("29.03.2026", "10:00")).toEqual({ ok: false, error: timeZoneMessages.invalidDate });
    expect(zonedToUtc("2026-03-29", "24:00")).toEqual({ ok: false, error: timeZoneMessages.invalidTime });
    expect(zonedToUtc("2026-03-29", "9:00")).toEqual({ ok: false, error: timeZoneMessages.invalidTime });
    expect(zonedToUtc("2026-03-29", "10:00", "Europe/Atlantis")).toEqual({ ok: false, error: timeZoneMessages.unknownZone });
    expect(isTimeZone("Africa/Kampala")).toBe(true);
  });
});

describe("an instant on each side's clock", () => {
  it("reads an instant in a zone", () => {
    expect(inZone(new Date("2026-03-29T08:00:00Z"), "Europe/Berlin")).toEqual({
      zone: "Europe/Berlin",
      date: "2026-03-29",
      time: "10:00",
      offset: "UTC+2",
      day: "Sunday 29 March 2026",
    });
  });

  it("shows Kampala time with Berlin time beside it: two hours apart in winter, one in summer", () => {
    expect(bothTimes(new Date("2026-03-28T09:00:00Z")).text).toBe(
      "Saturday 28 March 2026, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1)",
    );
    expect(bothTimes(new Date("2026-03-29T08:00:00Z")).text).toBe(
      "Sunday 29 March 2026, 11:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+2)",
    );
    expect(bothTimes(new Date("2026-10-24T08:00:00Z")).text).toBe(
      "Saturday 24 October 2026, 11:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+2)",
    );
    expect(bothTimes(new Date("2026-10-25T09:00:00Z")).text).toBe(
      "Sunday 25 October 2026, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1)",
    );
  });

  it("shows the employer's view with the candidate's time, and the other day when it differs", () => {
    expect(bothTimes(new Date("2026-10-25T00:30:00Z"), "Europe/Berlin", "Africa/Kampala").text).toBe(
      "Sunday 25 October 2026, 02:30 Berlin time (UTC+2) · 03:30 Kampala time (UTC+3)",
    );
    expect(bothTimes(new Date("2026-12-01T22:30:00Z"), "Europe/Berlin", "Africa/Kampala").text).toBe(
      "Tuesday 1 December 2026, 23:30 Berlin time (UTC+1) · 01:30 on Wednesday 2 December 2026 Kampala time (UTC+3)",
    );
  });

  it("round-trips every wall time of the change weekends that exists", () => {
    for (const date of ["2026-03-28", "2026-03-29", "2026-10-24", "2026-10-25"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        const result = zonedToUtc(date, time);
        if (!result.ok) continue;
        expect(inZone(result.instant, "Europe/Berlin")).toMatchObject({ date, time });
      }
    }
  });
});
