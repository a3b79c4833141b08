// What other features may use of the jobs feature on the server only (database queries).
export { categoryCounts, companyJob, companyJobCounts, getJob, isOpen, jobsOfCompany, latestJobs } from "./jobs.server.ts";
export { applyJobTransition, type JobTransitionRequest, type JobTransitionResult } from "./transitions.server.ts";
export { getHiddenJob, recordJobView } from "./jobs.server.ts";
// For job alerts (app/features/alerts): the same WHERE clause as /jobs, so an alert finds what the search finds.
export { searchConditions, searchJobs } from "./jobs.server.ts";
// For the routes of the job pages (app/routes/jobs/).
export { categoryRedirect } from "./categories.ts";
export { facetCounts, selectionCounts } from "./facets.server.ts";
export { parseFilters } from "./filters.ts";
export { similarJobs } from "./jobs.server.ts";
export { jobFactSummaryTexts } from "./job-fact-summary.server.ts";
// For the root loader: the labels of stored values the browser needs in the page's language (stored-labels.ts).
export { storedValueLabels } from "./labels.ts";
export { FROM_PARAM, searchReturnPath } from "./back-link.ts";
