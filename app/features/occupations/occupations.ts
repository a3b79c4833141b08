/**
 * The ISCO-08 occupations (content/isco-08.ts) as the app uses them: look a code up, list the unit groups under their
 * sub-major groups (the employer's grouped select), and show an occupation as "2221 Nursing professionals".
 */
import { ISCO_MAJOR_GROUPS, ISCO_SUB_MAJOR_GROUPS, ISCO_UNIT_GROUPS, type IscoRow } from "#content/isco-08.ts";

export interface Occupation {
  /** The ISCO-08 unit group: 4 digits. */
  code: string;
  en: string;
  de: string;
}

export interface OccupationGroup {
  /** The sub-major group: 2 digits. */
  code: string;
  en: string;
  de: string;
  /** The major group's English title (the select shows it above its sub-major groups). */
  major: string;
  occupations: Occupation[];
}

const toOccupation = ([code, en, de]: IscoRow): Occupation => ({ code, en, de });

// The /* @__PURE__ */ marks let the bundler drop the titles from pages that only use the code rules (rules.ts).
export const OCCUPATIONS: readonly Occupation[] = /* @__PURE__ */ ISCO_UNIT_GROUPS.map(toOccupation);
const BY_CODE = /* @__PURE__ */ new Map(OCCUPATIONS.map((o) => [o.code, o]));
const MAJOR_BY_CODE = /* @__PURE__ */ new Map(ISCO_MAJOR_GROUPS.map((g) => [g[0], toOccupation(g)]));

/** A 4-digit ISCO-08 unit group code (the format the database checks). */
export const OCCUPATION_CODE_PATTERN = /^\d{4}$/;

/** Whether `code` is one of the 436 unit groups. */
export function isOccupationCode(code: string | null | undefined): code is string {
  return code != null && BY_CODE.has(code);
}

export function occupationByCode(code: string | null | undefined): Occupation | null {
  return (code != null && BY_CODE.get(code)) || null;
}

/** "2221 Nursing professionals": the code and the English title, as shown to employers and in JobPosting. */
export function occupationLabel(code: string | null | undefined): string | null {
  const o = occupationByCode(code);
  return o ? `${o.code} ${o.en}` : null;
}

/** The unit groups under their sub-major groups, in code order: the options of the grouped select. */
export const OCCUPATION_GROUPS: readonly OccupationGroup[] = /* @__PURE__ */ ISCO_SUB_MAJOR_GROUPS.map(([code, en, de]) => ({
  code,
  en,
  de,
  major: MAJOR_BY_CODE.get(code.slice(0, 1))?.en ?? "",
  occupations: OCCUPATIONS.filter((o) => o.code.startsWith(code)),
}));
