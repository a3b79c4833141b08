// What other features may use of the jobs feature (code that runs on the server and in the browser).
// Its other files are private to it; see docs/decisions/010-enforced-layers.md.
export { CompanyLogo } from "./company-logo.tsx";
export { JobCardList } from "./job-card.tsx";
// Share on WhatsApp and Copy link, for the job page and the saved list.
export { emailShareUrl, ShareLinks, whatsAppShareUrl } from "./share-links.tsx";
export type { JobSummary } from "./types.ts";
export * as lifecycle from "./lifecycle.ts";
export { STATUS_LABELS as JOB_STATUS_LABELS, effectiveStatus, type JobStatus, type StoredStatus } from "./lifecycle.ts";
// For the employers' job form (app/features/job-posting) and previews.
export { jobCategories } from "./categories.ts";
export { EXPERIENCE_LEVELS, JOB_TYPES, MAX_PLACE_LENGTH } from "./filters.ts";
// The cities live in vocabulary/cities.ts; passed on here for the job form's page, which imports them from jobs.
export { CITIES } from "#vocabulary/cities.ts";
export { annualSalaryRange, formatEuro, formatSalaryText, parseSalary, salarySortKey } from "./salary.ts";
export { descriptionBlocks, type DescriptionBlock } from "./description.ts";
export { DescriptionText } from "./description-text.tsx";
export {
  BLUE_CARD_EXPLANATION,
  BLUE_CARD_GUIDE_PATH,
  BLUE_CARD_LABELS,
  BLUE_CARD_SHORTAGE_CATEGORIES,
  blueCardCheck,
  routeJobOf,
  type BlueCardCheck,
  type BlueCardLevel,
} from "./blue-card.ts";
// For job alerts (app/features/alerts): the criteria of a search, their URL form and their labels.
export { categoryBySlug } from "./categories.ts";
export { DEFAULT_FILTERS, filtersToSearch, parseFilters, placeLabel, type JobFilters } from "./filters.ts";
export { isFullSalaryRange, SALARY_MAX, SALARY_MIN } from "./salary.ts";
// For the routes that assemble the job pages (app/routes/jobs/): the search, the filters and a job's page.
export type { FacetCounts, JobCountData } from "./facets.ts";
export { FilterChips } from "./filter-chips.tsx";
export { FilterPanel, SEARCH_FORM_ID } from "./filter-panel.tsx";
export { activeFilterCount, SORTS } from "./filters.ts";
export { DidYouMean, RelaxedSearchNote } from "./did-you-mean.tsx";
export { jobsFoundText } from "./job-count.ts";
export { Pager } from "./pager.tsx";
export type { Job, JobSearchResult } from "./types.ts";
export { JobFactBadges } from "./job-fact-badges.tsx";
export { JobFactSummary } from "./job-fact-summary.tsx";
export type { JobFactSummaryTexts } from "./job-fact-summary.server.ts";
export { isOpen } from "./lifecycle.ts";
export { JobFacts, PostedAge } from "./job-meta.tsx";
export { ShareButton, sharePagePath } from "./share-button.tsx";
export { FROM_PARAM, searchReturnPath } from "./back-link.ts";
export { jobListJsonLd } from "./list-structured-data.ts";
export { jobPostingJsonLd } from "./structured-data.ts";
export { detectAdLanguage } from "./ad-language.ts";
export { categoryLabel, experienceLabel, jobTypeLabel } from "./labels.ts";
// In components: the same labels, from the root loader's data (no label tables in the browser).
export { labelsOf, metaLabels, useLabels, type Labels } from "./stored-labels.ts";
