/**
 * How long the steps to a work visa usually take: one value each, used by the visa page, the recognition guide, the
 * FAQ and the tracker, so they cannot disagree (docs/decisions/170-dated-checked-figures.md, 187-tracker-durations.md).
 * Each carries the one page it comes from (`source`, with the date that page gives, `asOf`) and `checked`: the day
 * it was compared with an official page stating it, or null when it never was. The first three are our guides'
 * estimates; their source is the official page to confirm them on. Plain typed data: no imports from the app.
 */
export interface DurationSource {
  title: string;
  url: string;
}

export interface Duration {
  min: number;
  /** null: "or longer", when the source gives only a minimum. */
  max: number | null;
  unit: "months";
  source: DurationSource;
  /** The date the source states the figure on (its publication or last update), or null when it gives none. */
  asOf: string | null;
  checked: { on: string; against: DurationSource } | null;
}

const RECOGNITION_PORTAL = {
  title: "Recognition in Germany (federal portal)",
  url: "https://www.anerkennung-in-deutschland.de/html/en/index.php",
};
const EMBASSY_KAMPALA_VERIFICATION = {
  title: "German Embassy Kampala: Verification of Ugandan documents",
  url: "https://kampala.diplo.de/ug-de/service/1677656-1677656",
};
const EMBASSY_KAMPALA = { title: "German Embassy Kampala: visas", url: "https://kampala.diplo.de/" };
const MIG_WORK_PERMIT = {
  title: "Make it in Germany: the Federal Employment Agency's approval",
  url: "https://www.make-it-in-germany.com/en/visa-residence/procedure/approval-federal-employment-agency",
};
/** A hospital's page on recognition for nurses ("In der Regel dauert der Anpassungslehrgang mindestens sechs Monate"). */
const DIAKONIE_ADAPTATION = {
  title: "Diakonie Klinikum Jung-Stilling: knowledge test or adaptation course",
  url: "https://diakonie-sw.designery-s6.de/?p=1298",
};

export const timings = {
  /** Recognition of a foreign qualification, from a complete file to the decision. */
  recognition: { min: 3, max: 4, unit: "months", source: RECOGNITION_PORTAL, asOf: null, checked: null },
  /** The embassy's processing of a work visa, after the appointment. */
  visaProcessing: { min: 1, max: 3, unit: "months", source: EMBASSY_KAMPALA, asOf: null, checked: null },
  /** The work-permit part (the Federal Employment Agency's approval), within visa processing. */
  workPermit: { min: 2, max: 3, unit: "months", source: MIG_WORK_PERMIT, asOf: null, checked: null },
  /**
   * The German Embassy Kampala's verification of Ugandan documents (Urkundenüberprüfung), when a German authority
   * asks for it: "a minimum of three months or longer", on the embassy's page dated 19 Dec 2023.
   */
  documentVerification: {
    min: 3,
    max: null,
    unit: "months",
    source: EMBASSY_KAMPALA_VERIFICATION,
    asOf: "2023-12-19",
    checked: { on: "2026-11-27", against: EMBASSY_KAMPALA_VERIFICATION },
  },
  /** An adaptation course after a deficit notice (nursing): "usually at least six months", by one hospital's account. */
  adaptationCourse: { min: 6, max: null, unit: "months", source: DIAKONIE_ADAPTATION, asOf: null, checked: null },
} as const satisfies Record<string, Duration>;

export type TimingId = keyof typeof timings;

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** "1-3 months", or "3 months or longer": for figures in lists and key facts. */
export function timing(id: TimingId): string {
  const t: Duration = timings[id];
  return t.max === null ? `${t.min} ${t.unit} or longer` : `${t.min}-${t.max} ${t.unit}`;
}

/** "three to four months", or "three months or longer": for sentences. */
export function timingWords(id: TimingId): string {
  const t: Duration = timings[id];
  const min = WORDS[t.min] ?? String(t.min);
  return t.max === null ? `${min} ${t.unit} or longer` : `${min} to ${WORDS[t.max] ?? t.max} ${t.unit}`;
}
