/** The applicants of a job as an Excel workbook, with the page's status filter; the same guard as the page. */
export { loader } from "./jobs.applicants-xlsx.server.ts";
