// What other features and routes may use of the reports feature on the server only.
export { closeReports, openReportCount, openReportsByJob, storeReport, type ReportedJob } from "./reports.server.ts";
