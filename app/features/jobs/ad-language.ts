import type { Language } from "#vocabulary/languages.ts";

/**
 * The language a job ad is written in, guessed from its words (decision 208): the form suggests it, the employer
 * decides. Common function words of each language are counted; the language with more of them wins, and a text
 * with too few to tell is taken as English (the site's first language).
 */
const GERMAN = new Set(
  "der die das und ist sind mit für wir sie ihr ihre ihren unser unsere unseren eine einen einem einer nicht auf bei von zu zum zur im in des den dem als auch oder wie sowie werden wird haben hast du bieten suchen über".split(
    " ",
  ),
);
const ENGLISH = new Set(
  "the and is are with for we you your our an a not on at of to in as also or how will be have has offer looking about this that".split(
    " ",
  ),
);

/** At least this many function words before a text counts as German rather than the default English. */
const ENOUGH = 3;

export function detectAdLanguage(text: string): Language {
  let german = 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (GERMAN.has(word)) german++;
    else if (ENGLISH.has(word)) english++;
  }
  return german >= ENOUGH && german > english ? "de" : "en";
}
