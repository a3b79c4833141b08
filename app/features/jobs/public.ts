// What other features may use of the jobs feature (code that runs on the server and in the browser).
// Its other files are private to it; see docs/decisions/010-enforced-layers.md.
export { CompanyLogo } from "./company-logo.tsx";
export { CITIES } from "./filters.ts";
export { JobCardList } from "./job-card.tsx";
export type { JobSummary } from "./types.ts";
