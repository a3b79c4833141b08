/**
 * What an occupation means for a move to Germany (docs/decisions/180-occupation-facts.md): the skill level ISCO-08
 * gives it, the qualification it normally needs, whether it is a Blue Card shortage occupation, and whether practising
 * it needs a German licence. Pure; the lists and their sources are in content/occupation-rules.ts.
 */
import { BLUE_CARD_SHORTAGE_GROUPS, REGULATED_OCCUPATIONS, type SourcedList } from "#content/occupation-rules.ts";
import { occupationByCode } from "./occupations.ts";
import { isShortageOccupation, licenceOf, requirementOf, skillLevels, type Requirement } from "./rules.ts";

export type { Requirement };

export interface OccupationFacts {
  code: string;
  en: string;
  de: string;
  /** The ILO's skill levels of the occupation's major group (rules.ts). */
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

/** The facts of a unit group; null for a code that is not one. */
export function occupationFacts(code: string | null | undefined): OccupationFacts | null {
  const o = occupationByCode(code);
  if (!o) return null;
  const licence = licenceOf(o.code);
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
