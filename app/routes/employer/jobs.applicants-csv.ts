/** The applicants of a job as a CSV file, with the page's status filter; the same guard as the page. */
export { loader } from "./jobs.applicants-csv.server.ts";
