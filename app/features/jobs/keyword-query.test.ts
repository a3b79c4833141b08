import { describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH, cleanSearch } from "./filters.ts";
import {
  correctableWords,
  correctedKeyword,
  foldWord,
  lookupKeys,
  MAX_ALTERNATIVES,
  MAX_TERMS,
  parseKeyword,
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

  it("bounds very long input: at most 8 words, 24 alternatives each, 40 letters a word", () => {
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
