/**
 * How long the steps to a work visa usually take, as the guides state them: one value each, used by the visa page,
 * the recognition guide and the FAQ, so they cannot disagree. These are our guides' estimates; none has been checked
 * against an official page yet (docs/decisions/170-dated-checked-figures.md).
 */
export interface Duration {
  min: number;
  max: number;
  unit: "months";
}

export const timings = {
  /** Recognition of a foreign qualification, from a complete file to the decision. */
  recognition: { min: 3, max: 4, unit: "months" },
  /** The embassy's processing of a work visa, after the appointment. */
  visaProcessing: { min: 1, max: 3, unit: "months" },
  /** The work-permit part (the Federal Employment Agency's approval), within visa processing. */
  workPermit: { min: 2, max: 3, unit: "months" },
} as const satisfies Record<string, Duration>;

export type TimingId = keyof typeof timings;

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** "1-3 months": for figures in lists and key facts. */
export function timing(id: TimingId): string {
  const t = timings[id];
  return `${t.min}-${t.max} ${t.unit}`;
}

/** "three to four months": for sentences. */
export function timingWords(id: TimingId): string {
  const t = timings[id];
  return `${WORDS[t.min] ?? t.min} to ${WORDS[t.max] ?? t.max} ${t.unit}`;
}
