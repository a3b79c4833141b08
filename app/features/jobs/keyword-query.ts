/**
 * The keyword box's words, read into a query the full-text search can run (docs/product.md#keyword-search): every word
 * must match (AND), and a word matches through any of its alternatives (OR): the word itself in its English and
 * German word forms (stemmed by PostgreSQL), and the words of its synonym groups (content/search-synonyms.ts).
 *
 * Pure: no database. The output holds only tokens made of letters and digits, so the tsquery text built from it
 * (`tsqueryText`) can never carry an operator, a quote or SQL; it still reaches the database as a parameter.
 */
import { SEARCH_SYNONYMS } from "#content/search-synonyms.ts";

/**
 * One way a word can appear in a job: all of `tokens` (next to each other when `adjacent`, as in a fixed expression
 * like "care assistant"), or, with `prefix`, a word starting so.
 */
export interface Alternative {
  tokens: string[];
  prefix: boolean;
  adjacent: boolean;
}

/** One word (or a phrase of the synonym list, like "software developer") the job must match. */
export interface KeywordTerm {
  /** What the person typed, lowercased (shown in "Did you mean …"). */
  typed: string;
  alternatives: Alternative[];
}

export interface KeywordQuery {
  /** Every word of the keyword, lowercased, in order (fillers included): the basis of a corrected keyword. */
  words: string[];
  /** The terms to match, all of them. Empty when the keyword holds no letters or digits: nothing matches. */
  terms: KeywordTerm[];
}

/** Words beyond this many are ignored: each one is another condition on every candidate row. */
export const MAX_TERMS = 8;
/** Alternatives per word, synonyms included, at most. */
export const MAX_ALTERNATIVES = 32;
const MAX_TOKEN_LENGTH = 40;

/**
 * Words that say nothing about the job ("nurse jobs in Munich", "Koch (m/w/d)"): left out unless the keyword has
 * nothing else.
 */
const FILLERS = new Set([
  ...["a", "an", "the", "and", "or", "in", "at", "for", "of", "near", "with", "to", "as", "job", "jobs", "work", "vacancy"],
  ...["als", "und", "oder", "im", "bei", "fur", "der", "die", "das", "stelle", "stellen", "m", "w", "d", "f", "mwd", "mfd"],
]);

/** Lowercase without accents: "Pflegekräfte" → "pflegekrafte", "Schweißer" → "schweisser" (as PostgreSQL's unaccent). */
export function foldWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** The folded tokens of a text: runs of letters and digits, each at most 40 characters. */
export function tokenize(text: string): string[] {
  return foldWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

/**
 * The forms under which a word is looked up in the synonym list: as typed, with "ae/oe/ue" read as umlauts
 * ("Pflegekraefte"), and without a plural or feminine ending ("nurses", "Pflegekräfte", "Köchinnen"). Only for
 * the lookup: matching the jobs themselves is left to PostgreSQL's stemmers.
 */
export function lookupKeys(token: string): string[] {
  const keys = new Set<string>();
  for (const base of [token, token.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u")]) {
    keys.add(base);
    if (base.endsWith("ies") && base.length > 4) keys.add(`${base.slice(0, -3)}y`);
    for (const ending of ["innen", "in", "en", "es", "e", "n", "s"]) {
      if (base.endsWith(ending) && base.length - ending.length >= 3) keys.add(base.slice(0, -ending.length));
    }
  }
  return [...keys];
}

interface Group {
  alternatives: Alternative[];
}

/** Synonym groups by the lookup form of each of their words; phrases by their folded words joined with spaces. */
function indexSynonyms(groups: readonly (readonly string[])[]) {
  const byWord = new Map<string, Group[]>();
  const phrases = new Map<string, Group[]>();
  let longestPhrase = 1;
  for (const words of groups) {
    const group: Group = { alternatives: words.flatMap(entryAlternatives) };
    for (const entry of words) {
      const tokens = tokenize(entry);
      if (!tokens.length) continue;
      const add = (map: Map<string, Group[]>, key: string) => map.set(key, [...(map.get(key) ?? []), group]);
      if (tokens.length === 1) {
        const key = tokens[0]!;
        add(byWord, key);
        add(byWord, key.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u"));
      } else {
        add(phrases, tokens.join(" "));
        longestPhrase = Math.max(longestPhrase, tokens.length);
      }
    }
  }
  return { byWord, phrases, longestPhrase };
}

/** "Lager*" → the word itself and every word starting with it; "software developer" → both words. */
function entryAlternatives(entry: string): Alternative[] {
  const prefix = entry.trim().endsWith("*");
  const tokens = tokenize(entry);
  if (!tokens.length) return [];
  const word = { tokens, prefix: false, adjacent: true };
  return prefix ? [word, { ...word, prefix: true }] : [word];
}

const SYNONYMS = indexSynonyms(SEARCH_SYNONYMS);

/**
 * Whether every job that has phrase `a` also matches `b`: `b` is the same words in any order ("software & developer"
 * for "software <-> developer"), or one of the phrase's words on its own ("krankenpfleger" for "gesundheits <-> und
 * <-> krankenpfleger"). Filler words do not count as such a word: PostgreSQL drops stop words from a query.
 */
function implies(b: Alternative, a: Alternative): boolean {
  if (b.prefix || !isPhrase(a)) return false;
  if (!b.adjacent && b.tokens.join(" ") === a.tokens.join(" ")) return true;
  const word = b.tokens.length === 1 ? b.tokens[0]! : null;
  return word !== null && !FILLERS.has(word) && a.tokens.includes(word);
}

/**
 * Without repeats, and without phrases that another alternative already implies (see `implies`): such a phrase
 * finds nothing more, and only costs a position check of each candidate's document (the GIN index has no
 * positions). The ranking is unchanged: it scores the query's words, whatever their order.
 */
function dedupe(alternatives: Alternative[]): Alternative[] {
  const seen = new Map<string, Alternative>();
  for (const a of alternatives) seen.set(tsqueryText(a), a);
  const unique = [...seen.values()];
  return unique.filter((a) => !unique.some((b) => b !== a && implies(b, a))).slice(0, MAX_ALTERNATIVES);
}

/** A typed word (possibly hyphenated: "Kfz-Mechatroniker") with its own forms and its synonyms. */
function wordTerm(typed: string, tokens: string[]): KeywordTerm {
  const own: Alternative[] = [{ tokens, prefix: false, adjacent: true }];
  // "Pflege-Fachkraft" is also written "Pflegefachkraft".
  if (tokens.length > 1) own.push({ tokens: [tokens.join("")], prefix: false, adjacent: true });
  const groups = tokens.length === 1 ? lookupKeys(tokens[0]!).flatMap((k) => SYNONYMS.byWord.get(k) ?? []) : [];
  const phraseGroups = tokens.length > 1 ? (SYNONYMS.phrases.get(tokens.join(" ")) ?? []) : [];
  const joinedGroups = tokens.length > 1 ? (SYNONYMS.byWord.get(tokens.join("")) ?? []) : [];
  return {
    typed,
    alternatives: dedupe([...own, ...[...groups, ...phraseGroups, ...joinedGroups].flatMap((g) => g.alternatives)]),
  };
}

/** Reads the keyword. Never throws: any text gives a query (possibly with no terms). */
export function parseKeyword(raw: string): KeywordQuery {
  // Words are separated by anything but letters, digits and hyphens; a hyphen joins parts of one word.
  const words = raw
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ""))
    .filter((w) => tokenize(w).length > 0);
  const meaningful = words.filter((w) => !FILLERS.has(tokenize(w).join("")));
  const chosen = meaningful.length ? meaningful : words;

  const terms: KeywordTerm[] = [];
  for (let i = 0; i < chosen.length && terms.length < MAX_TERMS;) {
    // The longest phrase of the synonym list starting here ("software developer munich" → the phrase, then munich).
    let matched = 0;
    for (let n = Math.min(SYNONYMS.longestPhrase, chosen.length - i); n >= 2 && !matched; n--) {
      const phrase = chosen.slice(i, i + n);
      const groups = SYNONYMS.phrases.get(phrase.flatMap(tokenize).join(" "));
      if (groups) {
        const tokens = phrase.flatMap(tokenize);
        terms.push({
          typed: phrase.join(" "),
          // As typed, the words may stand anywhere in the job; the synonym list's phrases are fixed expressions.
          alternatives: dedupe([{ tokens, prefix: false, adjacent: false }, ...groups.flatMap((g) => g.alternatives)]),
        });
        matched = n;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    const word = chosen[i]!;
    terms.push(wordTerm(word, tokenize(word)));
    i++;
  }
  return { words, terms };
}

/**
 * An alternative as tsquery text: "software <-> developer" (the words next to each other), or "lager:*" for a prefix. Safe by construction: tokens
 * hold only letters and digits (tokenize), which tsquery reads as plain lexemes.
 */
export function tsqueryText(a: Alternative): string {
  const tokens = a.tokens.filter((t) => /^[\p{L}\p{N}]+$/u.test(t));
  const words = a.prefix ? tokens.map((t) => `${t}:*`) : tokens;
  return words.join(a.adjacent ? " <-> " : " & ");
}

/** A phrase needs its words next to each other: only the stored document, not the GIN index, can tell. */
export function isPhrase(a: Alternative): boolean {
  return a.adjacent && a.tokens.length > 1;
}

/**
 * The alternative without the word order: its words anywhere ("care & assistant" for "care <-> assistant"). It finds
 * every job the alternative finds and perhaps more, and the GIN index answers it alone, without reading documents.
 */
export function anyOrder(a: Alternative): Alternative {
  return isPhrase(a) ? { ...a, adjacent: false } : a;
}

/**
 * The keyword with some words replaced ("nurse munchen" with munchen → munich): the "Did you mean" link. Null
 * when nothing changes.
 */
export function correctedKeyword(query: KeywordQuery, replacements: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const words = query.words.map((w) => {
    const r = replacements.get(w);
    if (r && r !== w) changed = true;
    return r ?? w;
  });
  return changed ? words.join(" ") : null;
}

/** The typed words worth correcting: the terms' single words (phrases of the synonym list are known words). */
export function correctableWords(query: KeywordQuery): string[] {
  return [...new Set(query.terms.map((t) => t.typed).filter((w) => !w.includes(" ") && tokenize(w).length === 1))];
}

/** A keyword search with some words left out, for when no job matches them all. */
export interface Relaxation {
  /** The kept words, in the typed order: searched for and shown ("Showing jobs for …"). */
  keyword: string;
  /** The typed words (or synonym-list phrases) left out, in the typed order. */
  leftOut: string[];
}

/** Sets of kept words tried at most, so that an eight-word keyword costs a dozen index probes, not 255. */
export const MAX_RELAXATION_TRIES = 12;

/**
 * The ways to leave words out when no job matches every term, best first (docs/decisions/150-search-relaxation.md):
 * fewest terms left out; among as many, the commonest terms go first (`counts[i]`: the jobs term i finds on its own
 * under the same filters), as they say least about the job, and on equal counts the later-typed ones. A term that
 * finds nothing alone is always left out. After MAX_RELAXATION_TRIES sets, the rarest term on its own ends the list:
 * it finds jobs by its count. A number alone ("1" of "alert(1)") says nothing about a job: a kept set has a word with
 * letters. Empty when fewer than two terms or none with letters finds anything.
 */
export function relaxations(query: KeywordQuery, counts: readonly number[]): Relaxation[] {
  const n = query.terms.length;
  // Terms by how readily they are left out: commonest first, then later-typed first.
  const dropOrder = [...query.terms.keys()].sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || b - a);
  const dropRank = (i: number) => dropOrder.indexOf(i);
  const usable = dropOrder.filter((i) => (counts[i] ?? 0) > 0);
  const hasLetters = (i: number) => /\p{L}/u.test(query.terms[i]!.typed);
  const worded = usable.filter(hasLetters);
  if (n < 2 || !worded.length) return [];
  const kept: number[][] = [];
  for (let mask = 1; mask < 1 << usable.length; mask++) {
    const set = usable.filter((_, bit) => mask & (1 << bit));
    if (set.length < n && set.some(hasLetters)) kept.push(set);
  }
  // The left-out terms' drop ranks, ascending: a set that leaves out the commonest terms compares first.
  const leftOutRanks = (set: number[]) => dropOrder.filter((i) => !set.includes(i)).map(dropRank);
  const compare = (a: number[], b: number[]) => {
    if (a.length !== b.length) return b.length - a.length;
    const [ra, rb] = [leftOutRanks(a), leftOutRanks(b)];
    for (let k = 0; k < ra.length; k++) if (ra[k] !== rb[k]) return ra[k]! - rb[k]!;
    return 0;
  };
  const best = kept.sort(compare).slice(0, MAX_RELAXATION_TRIES);
  const rarest = worded[worded.length - 1]!;
  if (!best.some((set) => set.length === 1 && set[0] === rarest)) best.push([rarest]);
  return best.map((set) => {
    const sorted = [...set].sort((a, b) => a - b);
    // A word typed twice ("<script>…</script>") is shown once.
    return {
      keyword: [...new Set(sorted.map((i) => query.terms[i]!.typed))].join(" "),
      leftOut: [...new Set(query.terms.filter((_, i) => !set.includes(i)).map((t) => t.typed))],
    };
  });
}
