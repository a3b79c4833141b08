// What other features may use of the profile feature (server and browser).
export { cleanCvFileName } from "./cv-file-name.ts";
export type { Completeness } from "./completeness.ts";
export { LEVEL_LABELS, RECOGNITION_LABELS } from "./profile-schema.ts";
