import { describe, expect, it } from "vitest";
import { barHeight, busiestDay, fillDays, nextVisit, VISIT_GAP_MS, windowStart } from "./dashboard.ts";

const today = new Date("2026-03-05T22:30:00Z");

describe("fillDays", () => {
  it("gives 30 days ending today, oldest first, 0 for the days without rows", () => {
    const series = fillDays(
      [
        { day: "2026-03-05", count: 2 },
        { day: "2026-02-20", count: 5 },
      ],
      today,
    );
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-02-04", count: 0 });
    expect(series.at(-1)).toEqual({ day: "2026-03-05", count: 2 });
    expect(series.find((d) => d.day === "2026-02-20")?.count).toBe(5);
    expect(series.reduce((sum, d) => sum + d.count, 0)).toBe(7);
  });

  it("ignores rows outside the window and crosses month and leap-year ends", () => {
    const series = fillDays([{ day: "2024-01-01", count: 9 }], new Date("2024-03-01T00:00:00Z"), 3);
    expect(series).toEqual([
      { day: "2024-02-28", count: 0 },
      { day: "2024-02-29", count: 0 },
      { day: "2024-03-01", count: 0 },
    ]);
  });

  it("starts the window 29 days before today", () => {
    expect(windowStart(today)).toBe("2026-02-04");
  });
});

describe("busiestDay and barHeight", () => {
  it("finds the first busiest day, or none when all are 0", () => {
    expect(
      busiestDay([
        { day: "a", count: 1 },
        { day: "b", count: 3 },
        { day: "c", count: 3 },
      ]),
    ).toEqual({ day: "b", count: 3 });
    expect(busiestDay([{ day: "a", count: 0 }])).toBeNull();
  });

  it("scales bars to the busiest day, keeping small counts visible", () => {
    expect(barHeight(10, 10)).toBe(100);
    expect(barHeight(5, 10)).toBe(50);
    expect(barHeight(1, 1000)).toBe(4);
    expect(barHeight(0, 10)).toBe(0);
    expect(barHeight(0, 0)).toBe(0);
  });
});

describe("nextVisit", () => {
  const t0 = new Date("2026-03-01T08:00:00Z");
  it("the first visit has no previous one", () => {
    expect(nextVisit(null, t0)).toEqual({ previousVisitAt: null, lastVisitAt: t0 });
  });

  it("a visit after the gap counts from the last one", () => {
    const later = new Date(t0.getTime() + VISIT_GAP_MS + 1);
    expect(nextVisit({ previousVisitAt: null, lastVisitAt: t0 }, later)).toEqual({ previousVisitAt: t0, lastVisitAt: later });
  });

  it("a reload within the gap keeps the previous visit", () => {
    const prev = new Date("2026-02-27T08:00:00Z");
    const soon = new Date(t0.getTime() + 60_000);
    expect(nextVisit({ previousVisitAt: prev, lastVisitAt: t0 }, soon)).toEqual({ previousVisitAt: prev, lastVisitAt: soon });
  });
});
