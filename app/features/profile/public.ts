// What other features may use of the profile feature (server and browser).
export { cleanCvFileName } from "./cv-file-name.ts";
export type { Completeness } from "./completeness.ts";
export { LEVEL_LABELS, RECOGNITION_LABELS } from "./profile-schema.ts";
// The situation's labels: words only; the answers themselves are private to the candidate.
export { AGE_BAND_LABELS, QUALIFICATION_LABELS, REGULATED_LABELS } from "./profile-schema.ts";
// What the /profile page composes.
export { CompletenessMeter } from "./completeness-meter.tsx";
export { CvSection } from "./cv-section.tsx";
export {
  ageBandOptions,
  DateField,
  qualificationOptions,
  recognitionOptions,
  regulatedOptions,
  Section,
  Select,
  TextArea,
} from "./profile-fields.tsx";
export { EducationSection, LanguagesSection, WorkExperienceSection } from "./profile-lists.tsx";
export { candidateProfileSchema, PROFILE_LIMITS } from "./profile-schema.ts";
export type { CvInfo, ProfileActionData, ProfileValues } from "./profile.server.ts";
