/**
 * The occupation rules that need only the code, not the 436 titles (docs/decisions/180-occupation-facts.md): they run in
 * every job card's Blue Card check, so they stay small for the browser. facts.ts adds the titles on top.
 */
import { BLUE_CARD_SHORTAGE_GROUPS, REGULATED_OCCUPATIONS } from "#content/occupation-rules.ts";

/** What a job in the occupation normally needs: a university degree, vocational training, or neither. */
export type Requirement = "degree" | "vocational" | "none";

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

/**
 * The ILO's skill levels of the occupation's major group (ISCO-08 Part I, table 1): 1 elementary, 2 secondary education
 * or vocational training, 3 short tertiary, 4 a degree. Managers span 3 and 4; the armed forces differ by rank.
 */
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
  const top = Math.max(0, ...skillLevels(code));
  if (top >= 4) return "degree";
  if (top >= 2) return "vocational";
  return "none";
}

/** Whether a 4-digit code lies in one of the law's shortage groups (132 covers 1321 to 1324, 21 covers 2111 to 2166, …). */
export function isShortageOccupation(code: string | null | undefined): boolean {
  return code != null && /^\d{4}$/.test(code) && BLUE_CARD_SHORTAGE_GROUPS.items.some((group) => code.startsWith(group));
}

/** What practising the occupation needs in Germany, in plain words; null when it is not regulated. */
export function licenceOf(code: string | null | undefined): string | null {
  return REGULATED_OCCUPATIONS.items.find((r) => r.code === code)?.licence ?? null;
}
