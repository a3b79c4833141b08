/**
 * A job seeker's situation as the residence rules read it (docs/decisions/184-situation-in-the-profile.md): the
 * profile stores these words, the database checks them, and app/features/visa maps them to its rules.
 */

/** Highest qualification: a university degree, vocational training of at least two years, or neither. */
export const QUALIFICATION_LEVELS = ["degree", "vocational", "none"] as const;
export type QualificationLevelWord = (typeof QUALIFICATION_LEVELS)[number];

/** Age bands: only the bands the rules tell apart (Opportunity Card points, the rule for 45 and over). */
export const AGE_BANDS = ["under35", "35to39", "40to44", "45plus"] as const;
export type AgeBandWord = (typeof AGE_BANDS)[number];

/** Does practising the person's profession in Germany need a licence (a regulated profession)? */
export const REGULATED_ANSWERS = ["yes", "no", "unsure"] as const;
export type RegulatedAnswer = (typeof REGULATED_ANSWERS)[number];

/** The most years of experience the profile accepts (a working life). */
export const MAX_YEARS_EXPERIENCE = 50;
