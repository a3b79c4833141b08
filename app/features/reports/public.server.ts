// What other features may use of the reports feature on the server only: the administrators' queue.
export { closeReports, openReportCount, openReportsByJob, type ReportedJob } from "./reports.server.ts";
