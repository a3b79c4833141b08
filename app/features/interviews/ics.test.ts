import { describe, expect, it } from "vitest";
import { FIRST_SEQUENCE, type InterviewEvent, interviewInvitation, interviewUid } from "./ics.ts";
import { zonedToUtc } from "./time-zones.ts";

/** The invitation's lines, unfolded (RFC 5545 3.1: a line break followed by a space or tab continues the line). */
function lines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}

/** The value of the event's property `name` (the first line that has it), parameters left out. */
function prop(ics: string, name: string): string | undefined {
  const line = lines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(":") + 1);
}

function berlin(date: string, time: string): Date {
  const result = zonedToUtc(date, time);
  if (!result.ok) throw new Error(result.error);
  return result.instant;
}

const booked: InterviewEvent = {
  id: 42,
  sequence: FIRST_SEQUENCE,
  start: berlin("2026-03-27", "10:00"),
  end: berlin("2026-03-27", "10:45"),
  title: "Interview: Nurse (Pflegefachkraft) at Klinikum Süd",
  description: "Friday 27 March 2026, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1). Please have your diploma at hand.",
  videoUrl: "https://meet.example.de/pearlbridge-42",
  address: null,
  organizer: { name: "Anna Schmidt", email: "anna.schmidt@klinikum-sued.example" },
  attendee: { name: "Grace Nakato", email: "grace.nakato@example.ug" },
};

describe("the interview invitation", () => {
  it("is a calendar request with the interview's UTC times, UID, organizer and attendee", () => {
    const ics = interviewInvitation(booked, "REQUEST");
    expect(lines(ics)[0]).toBe("BEGIN:VCALENDAR");
    expect(lines(ics).at(-1)).toBe("END:VCALENDAR");
    expect(prop(ics, "METHOD")).toBe("REQUEST");
    expect(prop(ics, "PRODID")).toBe("-//PearlBridge Jobs//Interviews//EN");
    expect(prop(ics, "UID")).toBe("interview-42@pearlbridgejobs.com");
    expect(prop(ics, "SEQUENCE")).toBe("0");
    expect(prop(ics, "DTSTART")).toBe("20260327T090000Z");
    expect(prop(ics, "DTEND")).toBe("20260327T094500Z");
    expect(prop(ics, "STATUS")).toBe("CONFIRMED");
    expect(prop(ics, "SUMMARY")).toBe("Interview: Nurse (Pflegefachkraft) at Klinikum Süd");
    expect(prop(ics, "ORGANIZER")).toMatch(/^mailto:anna\.schmidt@klinikum-sued\.example$/i);
    expect(lines(ics).find((l) => l.startsWith("ORGANIZER"))).toContain('CN="Anna Schmidt"');
    const attendee = lines(ics).find((l) => l.startsWith("ATTENDEE")) ?? "";
    expect(attendee).toContain('CN="Grace Nakato"');
    expect(attendee).toContain("RSVP=TRUE");
    expect(attendee).toMatch(/:mailto:grace\.nakato@example\.ug$/i);
  });

  it("carries the video link as location, URL and in the description (escaped as RFC 5545 asks)", () => {
    const ics = interviewInvitation(booked, "REQUEST");
    expect(prop(ics, "URL")).toBe("https://meet.example.de/pearlbridge-42");
    expect(prop(ics, "LOCATION")).toBe("https://meet.example.de/pearlbridge-42");
    expect(prop(ics, "DESCRIPTION")).toBe(
      "Friday 27 March 2026\\, 12:00 Kampala time (UTC+3) · 10:00 Berlin time (UTC+1). Please have your diploma at hand." +
        "\\n\\nVideo link: https://meet.example.de/pearlbridge-42",
    );
  });

  it("carries the address for an interview in person, and no URL", () => {
    const ics = interviewInvitation(
      { ...booked, videoUrl: null, address: "Klinikum Süd, Hauptstraße 5, 10115 Berlin" },
      "REQUEST",
    );
    expect(prop(ics, "LOCATION")).toBe("Klinikum Süd\\, Hauptstraße 5\\, 10115 Berlin");
    expect(prop(ics, "URL")).toBeUndefined();
  });

  it("replaces the event when rescheduled: same UID, higher SEQUENCE, new times across the March change", () => {
    const moved = { ...booked, sequence: 1, start: berlin("2026-03-30", "10:00"), end: berlin("2026-03-30", "10:45") };
    const ics = interviewInvitation(moved, "REQUEST");
    expect(prop(ics, "UID")).toBe(interviewUid(42));
    expect(prop(ics, "SEQUENCE")).toBe("1");
    // 10:00 in Berlin is 09:00 UTC before 29 March and 08:00 UTC after it.
    expect(prop(ics, "DTSTART")).toBe("20260330T080000Z");
    expect(prop(ics, "DTEND")).toBe("20260330T084500Z");
  });

  it("writes the first 02:30 of the October change night as 00:30 UTC", () => {
    const ics = interviewInvitation(
      { ...booked, start: berlin("2026-10-25", "02:30"), end: berlin("2026-10-25", "03:00") },
      "REQUEST",
    );
    // 02:30 summer time (UTC+2) to 03:00 winter time (UTC+1): an hour and a half.
    expect(prop(ics, "DTSTART")).toBe("20261025T003000Z");
    expect(prop(ics, "DTEND")).toBe("20261025T020000Z");
  });

  it("cancels with METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher SEQUENCE", () => {
    const ics = interviewInvitation({ ...booked, sequence: 2 }, "CANCEL");
    expect(prop(ics, "METHOD")).toBe("CANCEL");
    expect(prop(ics, "STATUS")).toBe("CANCELLED");
    expect(prop(ics, "UID")).toBe("interview-42@pearlbridgejobs.com");
    expect(prop(ics, "SEQUENCE")).toBe("2");
    expect(lines(ics).find((l) => l.startsWith("ATTENDEE"))).not.toContain("RSVP=TRUE");
  });

  it("keeps one UID per interview", () => {
    expect(interviewUid(42)).toBe(interviewUid("42"));
    expect(interviewUid(42)).not.toBe(interviewUid(43));
  });

  it("throws on an event the calendar format cannot carry", () => {
    expect(() => interviewInvitation({ ...booked, attendee: { name: "Grace", email: "not an address" } }, "REQUEST")).toThrow();
  });
});
