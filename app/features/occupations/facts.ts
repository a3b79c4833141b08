/**
 * What an occupation means for a move to Germany (docs/decisions/180-occupation-facts.md): the skill level ISCO-08
 * gives it, the qualification it normally needs, whether it is a Blue Card shortage occupation, and whether practising
 * it needs a German licence. Pure; the lists and their sources are in content/occupation-rules.ts.
 */
import { BLUE_CARD_SHORTAGE_GROUPS, REGULATED_OCCUPATIONS, type SourcedList } from "#content/occupation-rules.ts";
import { occupationByCode } from "./occupations.ts";

/** What a job in the occupation normally needs: a university degree, vocational training, or neither. */
export type Requirement = "degree" | "vocational" | "none";

export interface OccupationFacts {
  code: string;
  en: string;
  de: string;
  /**
   * The ILO's skill levels of the occupation's major group (ISCO-08 Part I, table 1): 1 elementary, 2 secondary
   * education or vocational training, 3 short tertiary, 4 a degree. Managers span 3 and 4; the armed forces differ
   * by rank.
   */
  skillLevels: readonly number[];
  requires: Requirement;
  /** A Blue Card shortage occupation (§ 18g (1) sentence 2 no. 1 AufenthG): the lower salary threshold applies. */
  shortage: boolean;
  /** Practising needs a German licence or recognition (a regulated profession). */
  regulated: boolean;
  /** What the licence is, in plain words; null when the occupation is not regulated. */
  licence: string | null;
  /** Where the shortage and licence answers come from, and whether they were checked. */
  sources: { shortage: SourcedList<string>; regulated: SourcedList<unknown> };
}

/** The ILO's skill levels per major group (and per sub-major group of the armed forces). */
const SKILL_LEVELS: Record<string, readonly number[]> = {
  "01": [4],
  "02": [2],
  "03": [1],
  "1": [3, 4],
  "2": [4],
  "3": [3],
  "4": [2],
  "5": [2],
  "6": [2],
  "7": [2],
  "8": [2],
  "9": [1],
};

export function skillLevels(code: string): readonly number[] {
  return SKILL_LEVELS[code.slice(0, 2)] ?? SKILL_LEVELS[code.slice(0, 1)] ?? [];
}

/**
 * The qualification a job in the occupation normally needs, from the skill level (docs/decisions/180-occupation-facts.md):
 * skill level 4 a degree; levels 2 and 3 vocational training (in Germany the technician and associate professional
 * occupations of major group 3 are mostly reached by vocational training and further training, not a degree); level 1
 * none. Managers: sub-major groups 11 to 13 a degree, 14 (hotels, restaurants, shops, other services) vocational
 * training. Armed forces: officers a degree, non-commissioned officers vocational training, other ranks none.
 */
export function requirementOf(code: string): Requirement {
  if (code.startsWith("14")) return "vocational";
  const levels = skillLevels(code);
  const top = Math.max(0, ...levels);
  if (top >= 4) return "degree";
  if (top >= 2) return "vocational";
  return "none";
}

/** Whether the code lies in one of the law's shortage groups (132 covers 1321 to 1324, 21 covers 2111 to 2166, …). */
export function isShortageOccupation(code: string): boolean {
  return BLUE_CARD_SHORTAGE_GROUPS.items.some((group) => code.startsWith(group));
}

const LICENCES = new Map(REGULATED_OCCUPATIONS.items.map((r) => [r.code, r.licence]));

/** The facts of a unit group; null for a code that is not one. */
export function occupationFacts(code: string | null | undefined): OccupationFacts | null {
  const o = occupationByCode(code);
  if (!o) return null;
  const licence = LICENCES.get(o.code) ?? null;
  return {
    ...o,
    skillLevels: skillLevels(o.code),
    requires: requirementOf(o.code),
    shortage: isShortageOccupation(o.code),
    regulated: licence != null,
    licence,
    sources: { shortage: BLUE_CARD_SHORTAGE_GROUPS, regulated: REGULATED_OCCUPATIONS },
  };
}

/** Every unit group that is a shortage occupation (for the Blue Card filter in SQL). */
export function shortageOccupationCodes(codes: readonly string[]): string[] {
  return codes.filter(isShortageOccupation);
}
