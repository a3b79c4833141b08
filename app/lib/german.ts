/**
 * Which parts of a text are German, so that they can carry lang="de": the browser then hyphenates them with
 * German rules (a job title's "Pflegefachkraft" breaks as "Pflege-fachkraft", not mid-word) and a screen reader
 * reads them with a German voice. Jobs have no language field and employers mix languages ("Registered Nurse
 * (Pflegefachkraft Altenpflege)"), so this is a small word-level rule, not a detector of whole texts
 * (docs/decisions/158-german-text-is-marked.md).
 */

export interface TextPart {
  text: string;
  german: boolean;
}

/** Words, with their inner joins: "Pflegehelfer/in", "Assistenzarzt/-ärztin", "m/w/d", "After-School". */
const WORD = /[\p{L}\p{N}]+(?:[-/.'’]+[\p{L}\p{N}]+)*/gu;

/** German function words that are not English words too ("die", "an", "am", "also", "will" are left out). */
const FUNCTION_WORDS = new Set(
  "und oder für mit der des dem den das ein eine einen einem einer eines zum zur beim vom bei auf aus von nach wir ihr ihre sie suchen ist sind nicht auch wie bzw sowie unser unsere im".split(
    " ",
  ),
);

/**
 * A German legal form at the end makes a company's name German as a whole: "Mainufer Capital AG". Only after a
 * word, so that "up to 25 KG" is not a name.
 */
const LEGAL_FORM = /\p{L}\.?\s+(?:g?GmbH|mbH|AG|KG|OHG|e\.\s?V\.)$/u;

/**
 * Spellings that English words (nearly) never have: umlauts and ß, a gendered ending ("Erzieher/in", "m/w/d"),
 * "sch" other than English's "scho-"/"sche-", "pf" (not "helpful"), "tz", and the endings of German nouns ("young"
 * is too short for "-ung"); the compound heads count only at the end of a longer word ("Lieferdienst",
 * "Maschinenbau"), so that "Bau" or "Haus" alone do not.
 */
const GERMAN_SPELLING = [
  /[äöüß]/,
  /\/-?in(?:nen)?$|^[mwd]\/[mwd]\/[mwd]$/,
  /sch(?![eo])/,
  /(?:^|[^lu])pf/,
  /tz/,
  /...(?:ung|ungen)$|..(?:heit|keit|kraft|logie|ik|iker)$/,
  /...(?:haus|werk|bau|dienst|dienste|meister|halter|helfer|arbeiter|fahrer|leiter|zentrum|gruppe|verkehr|stelle|heim|markt|lager|wesen|betrieb)$/,
];

/** English words with one of those spellings. */
const ENGLISH_WORDS = new Set(["switzerland"]);

export function isGermanWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (ENGLISH_WORDS.has(lower)) return false;
  return FUNCTION_WORDS.has(lower) || GERMAN_SPELLING.some((pattern) => pattern.test(lower));
}

/** English words that German prose never has: a text with one of them is not German as a whole. */
const ENGLISH_FUNCTION_WORDS = new Set(
  "the and of to for with you your we our is are be a as at by on or this that from have has can who all it its they their".split(
    " ",
  ),
);

/**
 * The text cut into German and other parts. A name with a German legal form is German as a whole. Otherwise each
 * stretch outside and inside brackets ("Industrial Electrician (Elektroniker/in für Betriebstechnik)") is German
 * as a whole when most of its words are German, or when it has German function words and no English ones (prose,
 * whose nouns the rule does not know); else each run of German words in it is a part of its own.
 */
export function germanParts(text: string): TextPart[] {
  if (LEGAL_FORM.test(text)) return [{ text, german: true }];
  // A bracket (or a stretch with no word) between two German parts is German too: "Pflegefachkraft (m/w/d)".
  const stretches = text.split(/([()[\]])/).flatMap(stretchParts);
  if (stretches.every((part) => part.german !== false)) return [{ text, german: stretches.some((part) => part.german) }];
  const kind = (i: number, step: number): boolean => {
    for (let j = i; j >= 0 && j < stretches.length; j += step) if (stretches[j]!.german !== null) return stretches[j]!.german!;
    return false;
  };
  const parts: TextPart[] = [];
  stretches.forEach((part, i) => {
    const german = part.german ?? (kind(i, -1) && kind(i, 1));
    const previous = parts.at(-1);
    if (previous?.german === german) previous.text += part.text;
    else if (part.text) parts.push({ text: part.text, german });
  });
  return parts.length > 0 ? parts : [{ text, german: false }];
}

/** A stretch's parts; `german` is null for a stretch without words. */
function stretchParts(text: string): { text: string; german: boolean | null }[] {
  const words = [...text.matchAll(WORD)];
  if (words.length === 0) return [{ text, german: null }];
  const german = words.map((w) => isGermanWord(w[0]));
  const count = german.filter(Boolean).length;
  if (count === 0) return [{ text, german: false }];
  const lower = words.map((w) => w[0].toLowerCase());
  const prose = lower.filter((w) => FUNCTION_WORDS.has(w)).length >= 2 && !lower.some((w) => ENGLISH_FUNCTION_WORDS.has(w));
  if (count * 2 > words.length || prose) return [{ text, german: true }];

  const parts: TextPart[] = [];
  let at = 0;
  const push = (end: number, isGerman: boolean) => {
    if (end > at) parts.push({ text: text.slice(at, end), german: isGerman });
    at = end;
  };
  for (let i = 0; i < words.length; i++) {
    if (!german[i]) continue;
    let last = i;
    while (last + 1 < words.length && german[last + 1]) last++;
    push(words[i]!.index, false);
    push(words[last]!.index + words[last]![0].length, true);
    i = last;
  }
  push(text.length, false);
  return parts;
}
