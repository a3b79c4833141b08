import { describe, expect, it } from "vitest";
import { formatPostedAge, parseRelativeAge, UNKNOWN_AGE_MS } from "./posted-age.ts";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe("relative age", () => {
  it.each([
    ["2 hours ago", 2 * HOUR],
    ["1 day ago", DAY],
    ["3 days ago", 3 * DAY],
    ["1 week ago", 7 * DAY],
    ["2 weeks ago", 14 * DAY],
    ["1 month ago", 30 * DAY],
    ["4 months ago", 120 * DAY],
    ["an hour ago", HOUR],
    ["Just now", 0],
  ])("parses %s", (text, ms) => {
    expect(parseRelativeAge(text)).toBe(ms);
  });

  it("counts unknown text as 30 days", () => {
    expect(parseRelativeAge("recently")).toBe(UNKNOWN_AGE_MS);
    expect(UNKNOWN_AGE_MS).toBe(30 * DAY);
  });

  it("formats an age back into words", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const ago = (ms: number) => formatPostedAge(new Date(now.getTime() - ms), now);
    expect(ago(10 * 60_000)).toBe("Just now");
    expect(ago(HOUR)).toBe("1 hour ago");
    expect(ago(5 * HOUR)).toBe("5 hours ago");
    expect(ago(3 * DAY)).toBe("3 days ago");
    expect(ago(8 * DAY)).toBe("1 week ago");
    expect(ago(45 * DAY)).toBe("1 month ago");
  });
});
