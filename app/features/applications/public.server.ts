// What routes and other features may use of the applications feature on the server only.
// The employer side: a company's job, its applicants and their pipeline (docs/product.md#applicant-pipeline).
export {
  applicantsOf,
  applicationIdFrom,
  changeApplicationStatus,
  companyJob,
  historiesOf,
  saveEmployerNote,
  statusCounts,
  type ApplicantProfile,
  type CompanyJob,
  type HistoryEntry,
} from "./pipeline.server.ts";
// The applicants as an Excel workbook (exceljs stays on the server).
export { applicantsXlsx, XLSX_CONTENT_TYPE } from "./applicants-xlsx.server.ts";
// The candidate's side: applying, and following one's applications.
export {
  applicationState,
  applyForJob,
  hasApplied,
  listApplications,
  type ApplicationContent,
  type ApplicationListItem,
} from "./applications.server.ts";
export { withdrawApplication } from "./pipeline.server.ts";
