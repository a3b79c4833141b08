import { m } from "#app/lib/i18n/i18n.ts";
import { bothTimes, EMPLOYER_TIME_ZONE, inZone, placeName, zonedToUtc } from "./time-zones.ts";

/**
 * The times an employer proposes for an interview (issue 29): two to five, each a date and time on the employer's
 * clock, a duration and a video link or an address. A proposal is refused as a whole, with a message per slot, so
 * that the form can show each beside its row; the candidate then picks one of the slots that passed.
 */

export const MIN_SLOTS = 2;
export const MAX_SLOTS = 5;
export const MIN_DURATION = 15;
export const MAX_DURATION = 240;

export interface SlotInput {
  /** "2026-03-29", on the employer's calendar. */
  date: string;
  /** "10:00", on the employer's clock. */
  time: string;
  durationMinutes: number;
  videoUrl?: string | null;
  address?: string | null;
}

export interface Slot {
  start: Date;
  end: Date;
  durationMinutes: number;
  videoUrl: string | null;
  address: string | null;
}

/** An interview already booked for the same company member. */
export interface BookedInterview {
  start: Date;
  end: Date;
}

export interface SlotContext {
  /** The employer's time zone. */
  zone?: string;
  now: Date;
  booked: BookedInterview[];
}

/** A problem with the proposal: `slot` is the row's index, or null for the proposal as a whole. */
export interface SlotError {
  slot: number | null;
  message: string;
}

export type SlotsResult = { ok: true; slots: Slot[] } | { ok: false; errors: SlotError[] };

/** Read in the language of the work in hand when used (getters and functions, never frozen at import). */
export const slotMessages = {
  get count() {
    return m.pipeline_iv_err_count({ min: String(MIN_SLOTS), max: String(MAX_SLOTS) });
  },
  get duration() {
    return m.pipeline_iv_err_duration({ min: String(MIN_DURATION), max: String(MAX_DURATION) });
  },
  get place() {
    return m.pipeline_iv_err_place();
  },
  get videoUrl() {
    return m.pipeline_iv_err_video();
  },
  get past() {
    return m.pipeline_iv_err_past();
  },
  duplicate: (other: number) => m.pipeline_iv_err_duplicate({ n: String(other + 1) }),
  overlap: (other: number) => m.pipeline_iv_err_overlap({ n: String(other + 1) }),
  booked: (interview: BookedInterview, zone: string) => {
    const start = inZone(interview.start, zone);
    return m.pipeline_iv_err_booked({
      day: start.day,
      start: start.time,
      end: inZone(interview.end, zone).time,
      place: placeName(zone),
    });
  },
};

const ADDRESS_MAX = 300;

function overlaps(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  // Back to back is fine: one interview may end at 10:00 and the next start then.
  return a.start < b.end && b.start < a.end;
}

function videoLink(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") ? url.href : null;
  } catch {
    return null;
  }
}

function checkSlot(input: SlotInput, index: number, zone: string): { slot: Slot } | { error: SlotError } {
  const fail = (message: string) => ({ error: { slot: index, message } });
  const start = zonedToUtc(input.date.trim(), input.time.trim(), zone);
  if (!start.ok) return fail(start.error);
  const duration = input.durationMinutes;
  if (!Number.isInteger(duration) || duration < MIN_DURATION || duration > MAX_DURATION) return fail(slotMessages.duration);
  const rawUrl = input.videoUrl?.trim() || null;
  const address = input.address?.trim().slice(0, ADDRESS_MAX) || null;
  if (!rawUrl && !address) return fail(slotMessages.place);
  const videoUrl = rawUrl ? videoLink(rawUrl) : null;
  if (rawUrl && !videoUrl) return fail(slotMessages.videoUrl);
  const end = new Date(start.instant.getTime() + duration * 60_000);
  return { slot: { start: start.instant, end, durationMinutes: duration, videoUrl, address } };
}

/** The proposal's slots in UTC, or every problem found, each with the row it belongs to. */
export function checkSlots(inputs: SlotInput[], context: SlotContext): SlotsResult {
  if (inputs.length < MIN_SLOTS || inputs.length > MAX_SLOTS)
    return { ok: false, errors: [{ slot: null, message: slotMessages.count }] };
  const zone = context.zone ?? EMPLOYER_TIME_ZONE;
  const errors: SlotError[] = [];
  const slots: (Slot | null)[] = inputs.map((input, i) => {
    const checked = checkSlot(input, i, zone);
    if ("error" in checked) {
      errors.push(checked.error);
      return null;
    }
    return checked.slot;
  });

  // A past slot is refused alone: it does not also clash with the others.
  slots.forEach((slot, i) => {
    if (slot && slot.start <= context.now) {
      errors.push({ slot: i, message: slotMessages.past });
      slots[i] = null;
    }
  });

  slots.forEach((slot, i) => {
    if (!slot) return;
    const fail = (message: string) => errors.push({ slot: i, message });
    // Compared with the rows above only, so that each clash is reported once, on the later row.
    for (let j = 0; j < i; j++) {
      const earlier = slots[j];
      if (!earlier) continue;
      if (earlier.start.getTime() === slot.start.getTime()) return fail(slotMessages.duplicate(j));
      if (overlaps(earlier, slot)) return fail(slotMessages.overlap(j));
    }
    const clash = context.booked.find((interview) => overlaps(interview, slot));
    if (clash) return fail(slotMessages.booked(clash, zone));
  });

  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => (a.slot ?? -1) - (b.slot ?? -1)) };
  return { ok: true, slots: slots.filter((slot): slot is Slot => slot !== null) };
}

/**
 * One new time for a booked interview (the organizer moves it): the same checks as a proposed slot, alone. `booked`
 * holds the organizer's other booked interviews, not the one being moved.
 */
export function checkMove(input: SlotInput, context: SlotContext): { ok: true; slot: Slot } | { ok: false; error: string } {
  const zone = context.zone ?? EMPLOYER_TIME_ZONE;
  const checked = checkSlot(input, 0, zone);
  if ("error" in checked) return { ok: false, error: checked.error.message };
  const { slot } = checked;
  if (slot.start <= context.now) return { ok: false, error: slotMessages.past };
  const clash = context.booked.find((interview) => overlaps(interview, slot));
  if (clash) return { ok: false, error: slotMessages.booked(clash, zone) };
  return { ok: true, slot };
}

/** How a slot reads for the candidate: their time, the employer's beside it, and how long. */
export function slotText(slot: Slot, candidateZone: string, employerZone: string = EMPLOYER_TIME_ZONE): string {
  return m.pipeline_iv_with_minutes({
    when: bothTimes(slot.start, candidateZone, employerZone).text,
    minutes: String(slot.durationMinutes),
  });
}
