/**
 * Which occupations a job title names (docs/decisions/181-occupation-suggestions.md): the employer's form offers the
 * best few for the title typed, and the keyword search treats an occupation's titles as names of its jobs. Pure.
 *
 * Words are compared folded (placeKey: case, accents and "ae/oe/ue" do not matter) and without German feminine and
 * plural endings or English plurals ("Köchin", "Köche", "Koch"; "nurses", "nurse"), on both sides.
 */
import { OCCUPATION_TITLE_WORDS } from "#content/occupation-title-words.ts";
import { placeKey } from "#vocabulary/places.ts";
import { OCCUPATIONS, occupationByCode, type Occupation } from "./occupations.ts";

/** Words that say nothing about the occupation: gender marks, fillers, and the small words of the ISCO titles. */
const FILLERS = new Set([
  ...["m", "w", "d", "f", "x", "mwd", "in", "innen", "r", "e"],
  ...["and", "or", "the", "of", "for", "in", "with", "job", "jobs", "a", "an"],
  ...["und", "oder", "der", "die", "das", "fur", "im", "mit", "von", "bei", "als", "stelle"],
  // Words of job titles that say how or where, not what: "Senior", "Remote", "(English-speaking)", "Part-time".
  ...["senior", "junior", "lead", "remote", "english", "german", "deutsch", "englisch", "speaking", "international"],
  ...["specialist", "training", "trainee", "season", "seasonal", "contract", "part", "full", "time", "hours"],
]);

/** "kochin" → "koch", "koche" → "koch", "nurses" → "nurs", "nurse" → "nurs", "physiotherapeuten" → "physiotherapeut". */
export function stem(token: string): string {
  let t = token;
  if (t.endsWith("innen") && t.length >= 8) t = t.slice(0, -5);
  else if (t.endsWith("in") && t.length >= 6) t = t.slice(0, -2);
  for (const ending of ["es", "en", "e", "s", "n"]) {
    if (t.endsWith(ending) && t.length - ending.length >= 3) return t.slice(0, -ending.length);
  }
  return t;
}

/** The folded words of a text, without fillers. */
export function titleTokens(text: string): string[] {
  return placeKey(text)
    .split(" ")
    .filter((t) => t && !FILLERS.has(t));
}

interface Hint {
  stems: string[];
  /** The last word matches every word starting with it ("lager*"). */
  prefix: boolean;
  codes: readonly string[];
}

const HINTS: Hint[] = /* @__PURE__ */ OCCUPATION_TITLE_WORDS.map(([words, codes]) => {
  const prefix = words.trim().endsWith("*");
  const tokens = titleTokens(words.replace(/\*$/, ""));
  return { stems: tokens.map((t, i) => (prefix && i === tokens.length - 1 ? t : stem(t))), prefix, codes };
});

function hintMatches(hint: Hint, tokens: string[], stems: string[]): boolean {
  const n = hint.stems.length;
  for (let j = 0; j + n <= tokens.length; j++) {
    let all = true;
    for (let i = 0; i < n && all; i++) {
      const last = i === n - 1;
      all = hint.prefix && last ? tokens[j + i]!.startsWith(hint.stems[i]!) : stems[j + i] === hint.stems[i];
    }
    if (all) return true;
  }
  return false;
}

/** Each occupation's title words (English and German), and how many occupations use each: common words count less. */
// /* @__PURE__ */: the bundler may drop these tables from pages that never suggest (see occupations.ts).
const TITLE_STEMS = /* @__PURE__ */ new Map(
  OCCUPATIONS.map((o) => [
    o.code,
    new Set(
      titleTokens(`${o.en} ${o.de}`)
        .filter((t) => t.length >= 4)
        .map(stem),
    ),
  ]),
);
const STEM_USES = /* @__PURE__ */ (() => {
  const uses = new Map<string, number>();
  for (const stems of TITLE_STEMS.values()) for (const s of stems) uses.set(s, (uses.get(s) ?? 0) + 1);
  return uses;
})();
/** A word in more titles than this ("workers", "Fachkräfte", "operators") names no occupation on its own. */
const MAX_TITLE_WORD_USES = 6;

/** Points: a listed title word counts 10 per word of it; an ISCO title word 3; the second and third codes of a word less. */
const HINT_POINTS = 10;
const TITLE_WORD_POINTS = 3;
const RANK_SHARE = [1, 0.6, 0.4];

/** The occupations with points for a title, best first. */
function scored(title: string): { code: string; points: number }[] {
  const tokens = titleTokens(title).slice(0, 20);
  const stems = tokens.map(stem);
  const points = new Map<string, number>();
  const add = (code: string, p: number) => points.set(code, (points.get(code) ?? 0) + p);
  for (const hint of HINTS) {
    if (!hintMatches(hint, tokens, stems)) continue;
    hint.codes.forEach((code, rank) => add(code, HINT_POINTS * hint.stems.length * (RANK_SHARE[rank] ?? 0.3)));
  }
  const typed = new Set(stems.filter((s) => s.length >= 4 && (STEM_USES.get(s) ?? 0) <= MAX_TITLE_WORD_USES));
  if (typed.size) {
    for (const [code, titleStems] of TITLE_STEMS) {
      let shared = 0;
      for (const s of typed) if (titleStems.has(s)) shared++;
      if (shared) add(code, TITLE_WORD_POINTS * shared);
    }
  }
  return [...points]
    .map(([code, p]) => ({ code, points: p }))
    .sort((a, b) => b.points - a.points || a.code.localeCompare(b.code));
}

/** The best `n` unit groups for a job title in English or German; empty when nothing in the title names one. */
export function suggestOccupations(title: string, n = 5): Occupation[] {
  return scored(title)
    .slice(0, Math.max(0, n))
    .map((s) => occupationByCode(s.code)!);
}

/**
 * The ways a title names its occupation: the whole title, and the title without its tail "and related workers",
 * "not elsewhere classified", "und verwandte Berufe", "anderweitig nicht genannt" ("Maurer und verwandte Berufe" is
 * also named by "Maurer").
 */
function titleNames(title: string): string[] {
  const short = title
    .replace(/,? (and|und) (related|verwandte) .*$/i, "")
    .replace(/,? (not elsewhere classified|anderweitig nicht genannt)$/i, "")
    .replace(/ \(.*\)$/, "");
  return [...new Set([title, short])];
}

const nameKey = (text: string) => titleTokens(text).map(stem).join(" ");

/** Every occupation by the keys of its names, English and German. */
const BY_NAME = /* @__PURE__ */ (() => {
  const byName = new Map<string, string[]>();
  for (const o of OCCUPATIONS) {
    for (const name of [...titleNames(o.en), ...titleNames(o.de)]) {
      const key = nameKey(name);
      if (key) byName.set(key, [...new Set([...(byName.get(key) ?? []), o.code])]);
    }
  }
  return byName;
})();

/**
 * The occupations a search keyword names: a keyword that is an occupation's title in English or German ("cooks",
 * "Koch", "Nursing professionals", "Maurer"), or its 4-digit code. The search finds their jobs even when the job's
 * text lacks the word (docs/decisions/182-occupations-in-search.md).
 */
export function occupationsNamedBy(keyword: string): string[] {
  const trimmed = keyword.trim();
  if (/^\d{4}$/.test(trimmed)) return occupationByCode(trimmed) ? [trimmed] : [];
  const key = nameKey(trimmed.slice(0, 200));
  return key ? (BY_NAME.get(key) ?? []) : [];
}
