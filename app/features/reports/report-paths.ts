/**
 * The addresses the no-fee notice links to, apart from the report's rules and texts (report-rules.ts): every job page
 * shows the notice, and would otherwise load the report form's texts with it (decision 209).
 */
export const reportPagePath = (jobId: string) => `/job/${encodeURIComponent(jobId)}/report`;
export const SCAM_GUIDE_PATH = "/resources/recruitment-scams";
