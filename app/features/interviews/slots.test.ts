import { describe, expect, it } from "vitest";
import { checkSlots, type SlotInput, slotMessages, slotText } from "./slots.ts";
import { timeZoneMessages } from "./time-zones.ts";

const now = new Date("2026-03-20T12:00:00Z");
const video = "https://meet.example.de/pearlbridge-42";

function slot(date: string, time: string, more: Partial<SlotInput> = {}): SlotInput {
  return { date, time, durationMinutes: 45, videoUrl: video, ...more };
}

const check = (inputs: SlotInput[], booked: { start: Date; end: Date }[] = []) => checkSlots(inputs, { now, booked });

describe("interview slots", () => {
  it("turns two to five Berlin times into UTC slots, across the March change", () => {
    const result = check([
      slot("2026-03-27", "10:00"),
      slot("2026-03-30", "10:00"),
      slot("2026-03-31", "15:30", { videoUrl: null, address: " Hauptstraße 5, 10115 Berlin " }),
    ]);
    expect(result).toEqual({
      ok: true,
      slots: [
        {
          start: new Date("2026-03-27T09:00:00Z"),
          end: new Date("2026-03-27T09:45:00Z"),
          durationMinutes: 45,
          videoUrl: video,
          address: null,
        },
        {
          start: new Date("2026-03-30T08:00:00Z"),
          end: new Date("2026-03-30T08:45:00Z"),
          durationMinutes: 45,
          videoUrl: video,
          address: null,
        },
        {
          start: new Date("2026-03-31T13:30:00Z"),
          end: new Date("2026-03-31T14:15:00Z"),
          durationMinutes: 45,
          videoUrl: null,
          address: "Hauptstraße 5, 10115 Berlin",
        },
      ],
    });
  });

  it("asks for two to five slots", () => {
    const one = [slot("2026-03-27", "10:00")];
    const six = ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00"].map((t) => slot("2026-03-27", t));
    for (const inputs of [[], one, six])
      expect(check(inputs)).toEqual({ ok: false, errors: [{ slot: null, message: slotMessages.count }] });
    expect(slotMessages.count).toBe("Propose between 2 and 5 times.");
    expect(check(six.slice(0, 5)).ok).toBe(true);
  });

  it("keeps the duration between 15 and 240 whole minutes", () => {
    for (const durationMinutes of [14, 241, 30.5, Number.NaN]) {
      expect(check([slot("2026-03-27", "10:00"), slot("2026-03-27", "14:00", { durationMinutes })])).toEqual({
        ok: false,
        errors: [{ slot: 1, message: slotMessages.duration }],
      });
    }
    expect(
      check([slot("2026-03-27", "10:00", { durationMinutes: 15 }), slot("2026-03-27", "14:00", { durationMinutes: 240 })]).ok,
    ).toBe(true);
  });

  it("asks for a video link or an address, and a video link on https", () => {
    expect(check([slot("2026-03-27", "10:00", { videoUrl: "  ", address: "" }), slot("2026-03-27", "14:00")])).toEqual({
      ok: false,
      errors: [{ slot: 0, message: slotMessages.place }],
    });
    for (const videoUrl of ["meet.example.de/x", "http://meet.example.de/x", "javascript:alert(1)", "https://localhost/x"]) {
      expect(check([slot("2026-03-27", "10:00"), slot("2026-03-27", "14:00", { videoUrl })])).toEqual({
        ok: false,
        errors: [{ slot: 1, message: slotMessages.videoUrl }],
      });
    }
  });

  it("refuses times in the past, and the hour the clocks skip", () => {
    expect(check([slot("2026-03-20", "13:00"), slot("2026-03-20", "13:30"), slot("2026-03-29", "02:30")])).toEqual({
      ok: false,
      errors: [
        { slot: 0, message: slotMessages.past },
        { slot: 2, message: timeZoneMessages.skippedTime("2026-03-29", "02:30", "Europe/Berlin") },
      ],
    });
  });

  it("refuses the same time twice and times that overlap, on the later row; back to back is fine", () => {
    expect(
      check([slot("2026-03-27", "10:00"), slot("2026-03-27", "10:00"), slot("2026-03-27", "10:30"), slot("2026-03-27", "11:15")]),
    ).toEqual({
      ok: false,
      errors: [
        { slot: 1, message: "This is the same time as time 1." },
        { slot: 2, message: "This time overlaps time 1." },
      ],
    });
  });

  it("sees the overlap of an October 02:30 with the hour after it on the change night", () => {
    // 02:30 is the first 02:30 (00:30 UTC); 02:00 winter time is 01:00 UTC: 45 minutes from 00:30 reach 01:15.
    expect(check([slot("2026-10-25", "02:30"), slot("2026-10-25", "03:00")]).ok).toBe(true);
    expect(
      checkSlots([slot("2026-10-25", "02:30"), slot("2026-10-25", "03:00")], {
        now,
        booked: [{ start: new Date("2026-10-25T01:00:00Z"), end: new Date("2026-10-25T01:30:00Z") }],
      }),
    ).toEqual({
      ok: false,
      errors: [
        { slot: 0, message: "You already have an interview on Sunday 25 October 2026 from 02:00 to 02:30 (Berlin time)." },
      ],
    });
  });

  it("refuses a time that overlaps another booked interview of the same member, but not one back to back", () => {
    const booked = [{ start: new Date("2026-03-30T08:00:00Z"), end: new Date("2026-03-30T09:00:00Z") }];
    expect(
      check(
        [slot("2026-03-30", "10:15", { durationMinutes: 30 }), slot("2026-03-30", "11:00"), slot("2026-03-30", "09:15")],
        booked,
      ),
    ).toEqual({
      ok: false,
      errors: [{ slot: 0, message: "You already have an interview on Monday 30 March 2026 from 10:00 to 11:00 (Berlin time)." }],
    });
  });

  it("reads for the candidate in Kampala time with Berlin time beside it", () => {
    const result = check([slot("2026-03-27", "10:00"), slot("2026-03-30", "10:00")]);
    if (!result.ok) throw new Error("expected slots");
    expect(result.slots.map((s) => slotText(s, "Africa/Kampala"))).toEqual([
      "Friday 27 March 2026, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1), 45 minutes",
      "Monday 30 March 2026, 11:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+2), 45 minutes",
    ]);
  });
});

describe("moving a booked interview", () => {
  it("takes one new time with the same checks: past, the skipped hour, another booked interview", async () => {
    const { checkMove } = await import("./slots.ts");
    const booked = [{ start: new Date("2026-03-30T08:00:00Z"), end: new Date("2026-03-30T09:00:00Z") }];
    expect(checkMove(slot("2026-03-31", "10:00"), { now, booked })).toEqual({
      ok: true,
      slot: {
        start: new Date("2026-03-31T08:00:00Z"),
        end: new Date("2026-03-31T08:45:00Z"),
        durationMinutes: 45,
        videoUrl: video,
        address: null,
      },
    });
    expect(checkMove(slot("2026-03-19", "10:00"), { now, booked })).toEqual({ ok: false, error: slotMessages.past });
    expect(checkMove(slot("2026-03-29", "02:15"), { now, booked })).toEqual({
      ok: false,
      error: timeZoneMessages.skippedTime("2026-03-29", "02:15", "Europe/Berlin"),
    });
    expect(checkMove(slot("2026-03-30", "10:30"), { now, booked })).toEqual({
      ok: false,
      error: "You already have an interview on Monday 30 March 2026 from 10:00 to 11:00 (Berlin time).",
    });
    expect(checkMove(slot("2026-03-30", "11:00"), { now, booked }).ok).toBe(true);
  });
});
