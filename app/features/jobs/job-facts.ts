/**
 * The job facts that decide a move (docs/product.md#job-facts): the German and English level a job needs, visa
 * sponsorship, relocation support and the Blue Card salary check. Their filters' URL form and their badge texts,
 * as pure functions; the SQL is in job-facts.server.ts, the badges in job-fact-badges.tsx.
 *
 *   /jobs?german=B1&visa=1&relocation=1&bluecard=1&lang=en
 */
import type { RequiredLevel } from "#content/types.ts";
import { LANGUAGES, type Language } from "#vocabulary/languages.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { LANGUAGE_LEVELS } from "#vocabulary/levels.ts";
import { BLUE_CARD_LABELS, type BlueCardCheck } from "./blue-card.ts";

export interface JobFactFilters {
  /** Jobs needing at most this German level; "none" = no German needed; null = any. */
  german: RequiredLevel | null;
  visa: boolean;
  relocation: boolean;
  /** Jobs whose salary reaches the Blue Card threshold that applies to them. */
  blueCard: boolean;
  /** Only ads written in this language ("Only ads in English": `lang=en`); null = ads in any language. */
  language: Language | null;
}

export const DEFAULT_FACT_FILTERS: JobFactFilters = {
  german: null,
  visa: false,
  relocation: false,
  blueCard: false,
  language: null,
};

/** The German level filter's choices; C2 is left out (every job needs at most C2: the same as Any). */
export const GERMAN_FILTER_OPTIONS: { value: RequiredLevel; label: () => string }[] = [
  { value: "none", label: m.jobs_fact_no_german },
  { value: "A1", label: m.jobs_german_up_to_a1 },
  { value: "A2", label: m.jobs_german_up_to_a2 },
  { value: "B1", label: m.jobs_german_up_to_b1 },
  { value: "B2", label: m.jobs_german_up_to_b2 },
  { value: "C1", label: m.jobs_german_up_to_c1 },
];

/** "Only ads in English" / "Only ads in German": the language filter's text (its chip and its checkbox). */
export const AD_LANGUAGE_FILTER_LABELS: Record<Language, () => string> = {
  en: m.jobs_lang_only_en,
  de: m.jobs_lang_only_de,
};

/** The badge of an ad written in another language than the page's: "Written in German" on an English page. */
export function adLanguageBadgeText(adLanguage: Language, pageLanguage: Language): string | null {
  if (adLanguage === pageLanguage) return null;
  return adLanguage === "de" ? m.jobs_ad_written_in_de() : m.jobs_ad_written_in_en();
}

function asLevel(value: string | null): RequiredLevel | null {
  const v = value?.trim().toLowerCase();
  return LANGUAGE_LEVELS.find((l) => l.toLowerCase() === v) ?? null;
}

/** "1", "true", "on" (a checkbox without a value) switch a yes/no filter on; anything else leaves it off. */
function flag(value: string | null): boolean {
  return ["1", "true", "on", "yes"].includes(value?.trim().toLowerCase() ?? "");
}

function asLanguage(value: string | null): Language | null {
  const v = value?.trim().toLowerCase();
  return LANGUAGES.find((l) => l === v) ?? null;
}

/** Reads the fact filters from a query string; unknown values are ignored, never an error. */
export function parseFactFilters(params: URLSearchParams): JobFactFilters {
  const german = asLevel(params.get("german"));
  return {
    // "C2" is every job: no filter, so that the URL has one form per result.
    german: german === "C2" ? null : german,
    visa: flag(params.get("visa")),
    relocation: flag(params.get("relocation")),
    blueCard: flag(params.get("bluecard")),
    language: asLanguage(params.get("lang")),
  };
}

/** Adds the fact filters that are set to a query string, in a stable order. */
export function writeFactFilters(f: JobFactFilters, p: URLSearchParams): void {
  if (f.german) p.set("german", f.german);
  if (f.visa) p.set("visa", "1");
  if (f.relocation) p.set("relocation", "1");
  if (f.blueCard) p.set("bluecard", "1");
  if (f.language) p.set("lang", f.language);
}

/** How many fact filters are on (for the panel's active-filter count). */
export function factFilterCount(f: JobFactFilters): number {
  return (f.german ? 1 : 0) + (f.visa ? 1 : 0) + (f.relocation ? 1 : 0) + (f.blueCard ? 1 : 0) + (f.language ? 1 : 0);
}

/** The German levels a job may need to match "at most `level`". */
export function levelsUpTo(level: RequiredLevel): RequiredLevel[] {
  return LANGUAGE_LEVELS.slice(0, LANGUAGE_LEVELS.indexOf(level) + 1);
}

/* ---------- badge texts ---------- */

export function germanBadgeText(level: RequiredLevel): string {
  return level === "none" ? m.jobs_fact_no_german() : m.jobs_fact_german_level({ level });
}

export function englishText(level: RequiredLevel): string {
  return level === "none" ? m.jobs_fact_not_required() : level;
}

export const VISA_BADGE = m.jobs_fact_visa;
export const RELOCATION_BADGE = m.jobs_fact_relocation;
/** The Blue Card badge: only for a job whose salary reaches a threshold; "level", never a promise of a card. */
export const BLUE_CARD_BADGE = m.jobs_fact_blue_card;

/** The Blue Card badge's text, or null when the job's salary does not reach (or does not state) a threshold. */
export function blueCardBadgeText(check: BlueCardCheck): string | null {
  return meetsBlueCard(check) ? BLUE_CARD_BADGE() : null;
}

export function meetsBlueCard(check: BlueCardCheck): boolean {
  return check.level === "meets-general" || check.level === "meets-shortage";
}

/** The job page's one-line verdict for every level, from the Blue Card rule's labels. */
export function blueCardVerdict(check: BlueCardCheck): string {
  return BLUE_CARD_LABELS[check.level]();
}
