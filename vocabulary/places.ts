/**
 * How place names are compared (docs/decisions/160-gazetteer-from-geonames.md): the gazetteer stores each place's
 * names as keys, and the job form and the /jobs filters look a typed name up by its key. Case, accents and the
 * German spellings of umlauts do not matter: "München", "Muenchen", "munchen" and "MÜNCHEN" are one key.
 */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/ä|ae/g, "a")
    .replace(/ö|oe/g, "o")
    .replace(/ü|ue/g, "u")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * English names of German places that differ from the German one. GeoNames' small cities file lists every
 * language's names in one untagged column, so the English ones we match on are kept here; the gazetteer adds
 * them to the places' names (db/places.ts). Keys are the German names as the gazetteer spells them.
 */
export const ENGLISH_PLACE_NAMES: Readonly<Record<string, string>> = {
  München: "Munich",
  Köln: "Cologne",
  Nürnberg: "Nuremberg",
  Hannover: "Hanover",
  Braunschweig: "Brunswick",
  "Frankfurt am Main": "Frankfurt",
  "Frankfurt (Oder)": "Frankfurt an der Oder",
  "Halle (Saale)": "Halle",
  Aachen: "Aix-la-Chapelle",
  Regensburg: "Ratisbon",
  Konstanz: "Constance",
  Koblenz: "Coblenz",
  Freiburg: "Freiburg im Breisgau",
};
