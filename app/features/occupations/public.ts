// What other features and routes may use of the occupations feature (ISCO-08 unit groups: docs/decisions/179-isco-08-occupations.md).
export {
  isOccupationCode,
  occupationByCode,
  occupationLabel,
  OCCUPATION_CODE_PATTERN,
  OCCUPATION_GROUPS,
  OCCUPATIONS,
  type Occupation,
  type OccupationGroup,
} from "./occupations.ts";
export { occupationFacts, type OccupationFacts } from "./facts.ts";
// The rules on the code alone, without the titles: for code that runs in the browser on every page (job cards).
export { isShortageOccupation, licenceOf, requirementOf, type Requirement } from "./rules.ts";
export { occupationsNamedBy, suggestOccupations } from "./suggest.ts";
export { licenceText, OccupationName } from "./occupation-name.tsx";
