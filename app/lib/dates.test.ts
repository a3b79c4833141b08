import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates.ts";

describe("formatDate", () => {
  it("writes calendar dates as that day, in British English", () => {
    expect(formatDate("2026-11-01")).toBe("1 November 2026");
    expect(formatDate("2026-03-24")).toBe("24 March 2026");
    expect(formatDate("2024-02-29")).toBe("29 February 2024");
  });

  it("writes moments as the day in Kampala (UTC+3), in the same format", () => {
    expect(formatDate("2025-03-04T10:00:00.000Z")).toBe("4 March 2025");
    expect(formatDate("2025-03-04T20:59:59.000Z")).toBe("4 March 2025");
    expect(formatDate("2025-03-04T21:00:00.000Z")).toBe("5 March 2025");
    expect(formatDate(new Date("2025-12-31T22:30:00Z"))).toBe("1 January 2026");
  });

  it("gives the same text for a calendar date and for noon of that day", () => {
    expect(formatDate("2026-10-01")).toBe(formatDate("2026-10-01T12:00:00Z"));
    expect(formatDate("2026-10-01")).toBe(formatDate(new Date("2026-10-01T12:00:00Z")));
  });

  it("leaves what is no date as it is", () => {
    expect(formatDate("not a date")).toBe("not a date");
    expect(formatDate("2026-02-31")).toBe("2026-02-31");
    expect(formatDate("")).toBe("");
    expect(formatDate(new Date("nope"))).toBe("");
  });
});

describe("formatDateTime", () => {
  it("writes a moment as the day and the time in Kampala", () => {
    expect(formatDateTime("2025-03-04T22:30:00.000Z")).toBe("5 March 2025, 01:30");
    expect(formatDateTime("nope")).toBe("nope");
  });
});
