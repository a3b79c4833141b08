import { describe, expect, it } from "vitest";
import { SEARCH_SYNONYMS } from "#content/search-synonyms.ts";
import { MAX_SEARCH_LENGTH, cleanSearch } from "./filters.ts";
import {
  correctableWords,
  correctedKeyword,
  foldWord,
  lookupKeys,
  MAX_ALTERNATIVES,
  MAX_TERMS,
  MAX_RELAXATION_TRIES,
  parseKeyword,
  relaxations,
  tsqueryText,
  type KeywordQuery,
} from "./keyword-query.ts";

/** Each term's alternatives as tsquery text. */
const texts = (q: KeywordQuery) => q.terms.map((t) => t.alternatives.map(tsqueryText));
const SAFE = /^[\p{L}\p{N}]+(:\*)?( (&|<->) [\p{L}\p{N}]+(:\*)?)*$/u;

describe("parseKeyword", () => {
  it("makes one term per word, in any order: nurse munich", () => {
    const q = parseKeyword("nurse munich");
    expect(q.terms.map((t) => t.typed)).toEqual(["nurse", "munich"]);
    expect(texts(q)[0]).toEqual(expect.arrayContaining(["nurse", "krankenschwester", "pflegefachkraft", "pflegekraft"]));
    expect(texts(q)[1]).toEqual(expect.arrayContaining(["munich", "munchen"]));
    expect(texts(parseKeyword("Munich Nurse")).reverse()).toEqual(texts(q));
  });

  it("finds the English word for a German one and back: Krankenschwester, Fahrer, Lager, Koch, Elektriker", () => {
    expect(texts(parseKeyword("Krankenschwester"))[0]).toEqual(expect.arrayContaining(["nurse", "pflegefachkraft"]));
    expect(texts(parseKeyword("Fahrer"))[0]).toEqual(expect.arrayContaining(["driver", "berufskraftfahrer"]));
    expect(texts(parseKeyword("driver"))[0]).toEqual(expect.arrayContaining(["fahrer", "berufskraftfahrer"]));
    expect(texts(parseKeyword("warehouse"))[0]).toEqual(expect.arrayContaining(["lager", "lager:*"]));
    expect(texts(parseKeyword("Lager"))[0]).toEqual(expect.arrayContaining(["warehouse"]));
    expect(texts(parseKeyword("cook"))[0]).toEqual(expect.arrayContaining(["koch", "kochin"]));
    expect(texts(parseKeyword("Elektriker"))[0]).toEqual(expect.arrayContaining(["electrician"]));
    expect(texts(parseKeyword("Schweißer"))[0]).toEqual(expect.arrayContaining(["welder", "schweisser"]));
  });

  it("looks up plurals and German inflections: nurses, Pflegekräfte, Köchinnen, Erzieherinnen", () => {
    expect(texts(parseKeyword("nurses"))[0]).toEqual(expect.arrayContaining(["nurses", "krankenschwester"]));
    expect(texts(parseKeyword("Pflegekräfte"))[0]).toEqual(expect.arrayContaining(["pflegekrafte", "nurse"]));
    expect(texts(parseKeyword("Köchinnen"))[0]).toEqual(expect.arrayContaining(["cook"]));
    expect(texts(parseKeyword("Erzieherinnen"))[0]).toEqual(expect.arrayContaining(["childcare"]));
    expect(texts(parseKeyword("nurseries"))[0]).toEqual(expect.arrayContaining(["childcare"]));
  });

  it("reads umlauts, their ae/oe/ue spelling and ß the same way", () => {
    const umlaut = texts(parseKeyword("Pflegekräfte"))[0]!;
    expect(texts(parseKeyword("Pflegekrafte"))[0]).toEqual(umlaut);
    expect(texts(parseKeyword("Pflegekraefte"))[0]).toEqual(expect.arrayContaining(umlaut.filter((t) => t !== "pflegekrafte")));
    expect(texts(parseKeyword("Koeche"))[0]).toEqual(expect.arrayContaining(["cook"]));
    expect(texts(parseKeyword("Muenchen"))[0]).toEqual(expect.arrayContaining(["munich"]));
    expect(foldWord("Schweißer Ärztin Œuvre")).toBe("schweisser arztin oeuvre");
    expect(lookupKeys("pflegekraefte")).toContain("pflegekraft");
  });

  it("keeps a synonym list phrase together and lets its words stand anywhere when typed", () => {
    const q = parseKeyword("software developer Berlin");
    expect(q.terms.map((t) => t.typed)).toEqual(["software developer", "berlin"]);
    expect(texts(q)[0]).toEqual(expect.arrayContaining(["software & developer", "softwareentwickler", "software <-> engineer"]));
    // The list's phrase "software <-> developer" finds nothing that the typed words in any order do not.
    expect(texts(q)[0]).not.toContain("software <-> developer");
    // Nor does "Gesundheits- und Krankenpfleger" beside "Krankenpfleger" of the same synonym group.
    const nurse = texts(parseKeyword("Krankenschwester"))[0]!;
    expect(nurse).toContain("krankenpfleger");
    expect(nurse.filter((t) => t.includes("<->"))).toEqual([]);
    // A hyphenated word: its parts next to each other, or written as one word.
    expect(texts(parseKeyword("Pflege-Fachkraft"))[0]).toEqual(
      expect.arrayContaining(["pflege <-> fachkraft", "pflegefachkraft"]),
    );
  });

  it("reads the care, logistics, hospitality and trade phrases people type as one term with its synonyms", () => {
    const term = (k: string) =>
      parseKeyword(k).terms.map((t) => ({ typed: t.typed, alternatives: t.alternatives.map(tsqueryText) }));
    expect(term("enrolled nurse")).toEqual([
      { typed: "enrolled nurse", alternatives: expect.arrayContaining(["nurse", "pflegefachkraft"]) },
    ]);
    expect(term("nursing aid")[0]?.alternatives).toEqual(expect.arrayContaining(["care <-> assistant", "pflegehelfer"]));
    expect(term("midwife")[0]?.alternatives).toEqual(expect.arrayContaining(["hebamme", "nurse"]));
    expect(term("Pflegeassistenz")[0]?.alternatives).toEqual(expect.arrayContaining(["care <-> worker", "nursing <-> aid"]));
    // A caregiver is a care worker and works in elderly care (Altenpflege).
    expect(term("caregiver munich").map((t) => t.typed)).toEqual(["caregiver", "munich"]);
    expect(term("caregiver")[0]?.alternatives).toEqual(expect.arrayContaining(["care <-> worker", "altenpfleger"]));
    expect(term("forklift driver")[0]?.alternatives).toEqual(expect.arrayContaining(["stapler:*"]));
    expect(term("Staplerfahrer")[0]?.alternatives).toEqual(expect.arrayContaining(["forklift"]));
    expect(term("truck driver")[0]?.alternatives).toEqual(expect.arrayContaining(["berufskraftfahrer", "lkw <-> fahrer"]));
    expect(term("Lagerarbeiter")[0]?.alternatives).toEqual(expect.arrayContaining(["warehouse"]));
    expect(term("Zimmermädchen")[0]?.alternatives).toEqual(expect.arrayContaining(["housekeeping"]));
    expect(term("Anlagenmechaniker SHK")[0]?.alternatives).toEqual(expect.arrayContaining(["plumber"]));
    expect(term("Kellner")[0]?.alternatives).toEqual(expect.arrayContaining(["waiter"]));
    expect(term("chef")[0]?.alternatives).toEqual(expect.arrayContaining(["koch"]));
  });

  it("keeps every synonym of every entry: no word's alternatives reach the cap", () => {
    for (const entry of SEARCH_SYNONYMS.flat()) {
      for (const t of parseKeyword(entry.replace("*", "")).terms) {
        expect(t.alternatives.length, entry).toBeLessThan(MAX_ALTERNATIVES);
      }
    }
  });

  it("leaves out filler words unless nothing else is left", () => {
    expect(parseKeyword("nurse jobs in Munich").terms.map((t) => t.typed)).toEqual(["nurse", "munich"]);
    expect(parseKeyword("Koch (m/w/d)").terms.map((t) => t.typed)).toEqual(["koch"]);
    expect(parseKeyword("jobs").terms.map((t) => t.typed)).toEqual(["jobs"]);
  });

  it("turns SQL and HTML into plain words, never into tsquery operators or quotes", () => {
    for (const raw of [
      "'; DROP TABLE jobs; --",
      "<script>alert(1)</script>",
      "a & b | !c <-> d:* (e)",
      "nurse' OR '1'='1",
      "\\x00 $$ ::tsquery",
    ]) {
      const q = parseKeyword(raw);
      for (const t of texts(q).flat()) expect(t, raw).toMatch(SAFE);
    }
    expect(parseKeyword("<script>alert(1)</script>").terms.map((t) => t.typed)).toEqual(["script", "alert", "1", "script"]);
  });

  it("has no terms for empty, blank or punctuation-only input", () => {
    for (const raw of ["", "   ", "\t\n", "%", "_", "--", "'\"", "*"]) expect(parseKeyword(raw).terms, raw).toEqual([]);
  });

  it("bounds very long input: at most 8 words, 32 alternatives each, 40 letters a word", () => {
    const long = parseKeyword(Array.from({ length: 50 }, (_, i) => `word${i}`).join(" "));
    expect(long.terms).toHaveLength(MAX_TERMS);
    const huge = parseKeyword("x".repeat(10_000));
    expect(texts(huge)[0]![0]).toHaveLength(40);
    expect(cleanSearch("nurse ".repeat(100)).length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
    for (const t of parseKeyword("nurse care worker doctor driver cook hotel teacher").terms) {
      expect(t.alternatives.length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
    }
  });
});

describe("did-you-mean helpers", () => {
  it("replaces only the corrected words and keeps the others", () => {
    const q = parseKeyword("nurse munchn");
    expect(correctableWords(q)).toEqual(["nurse", "munchn"]);
    expect(correctedKeyword(q, new Map([["munchn", "munich"]]))).toBe("nurse munich");
    expect(correctedKeyword(q, new Map([["nurse", "nurse"]]))).toBeNull();
    expect(correctedKeyword(q, new Map())).toBeNull();
  });
});

describe("relaxations", () => {
  const keywords = (raw: string, counts: number[]) => relaxations(parseKeyword(raw), counts).map((r) => r.keyword);

  it("leaves out as few words as possible, the commonest first", () => {
    // 7 nurse jobs, 10 in Munich: "nurse" says more about the job than the city.
    expect(keywords("nurse munich", [7, 10])).toEqual(["nurse", "munich"]);
    expect(keywords("munich nurse", [10, 7])).toEqual(["nurse", "munich"]);
    expect(relaxations(parseKeyword("nurse munich"), [7, 10])[0]).toEqual({ keyword: "nurse", leftOut: ["munich"] });
    // Two of three words before any one word; the kept words in the typed order.
    expect(keywords("warehouse forklift munich", [8, 5, 10])).toEqual([
      "warehouse forklift",
      "forklift munich",
      "warehouse munich",
      "forklift",
      "warehouse",
      "munich",
    ]);
  });

  it("always leaves out a word that finds nothing alone, and on equal counts the later-typed word", () => {
    expect(relaxations(parseKeyword("senior glassblower nurse"), [40, 0, 7])[0]).toEqual({
      keyword: "senior nurse",
      leftOut: ["glassblower"],
    });
    expect(keywords("senior glassblower nurse", [40, 0, 7])).not.toContain("glassblower");
    expect(keywords("cook berlin", [1000, 1000])).toEqual(["cook", "berlin"]);
  });

  it("offers nothing for one word, or when no word finds anything", () => {
    expect(relaxations(parseKeyword("nurse"), [0])).toEqual([]);
    expect(relaxations(parseKeyword("zzz yyy"), [0, 0])).toEqual([]);
    // A number alone says nothing about the job.
    expect(relaxations(parseKeyword("<script>alert(1)</script>"), [0, 0, 5, 0])).toEqual([]);
    expect(relaxations(parseKeyword("<script>alert(1)</script>"), [2, 0, 0, 2])[0]).toEqual({
      keyword: "script",
      leftOut: ["alert", "1"],
    });
    expect(keywords("nurse 2026", [7, 30])).toEqual(["nurse"]);
  });

  it("tries at most a dozen sets for a long keyword, then the rarest word alone", () => {
    const raw = "one two three four five six seven eight";
    const all = relaxations(parseKeyword(raw), [80, 70, 60, 50, 40, 30, 20, 10]);
    expect(all).toHaveLength(MAX_RELAXATION_TRIES + 1);
    expect(all[0]).toEqual({ keyword: "two three four five six seven eight", leftOut: ["one"] });
    expect(all.at(-1)).toEqual({ keyword: "eight", leftOut: ["one", "two", "three", "four", "five", "six", "seven"] });
  });
});
