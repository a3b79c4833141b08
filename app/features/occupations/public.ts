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
export { occupationFacts, type OccupationFacts, type Requirement } from "./facts.ts";
export { occupationsNamedBy, suggestOccupations } from "./suggest.ts";
export { licenceText, OccupationName } from "./occupation-name.tsx";
