// What routes and other features may use of the admin feature on the server: the console's queries and the
// decisions' side effects (mails to the company's managers, suspending a company).
export {
  adminOverview,
  auditEntries,
  listCompanies,
  listMembers,
  pendingJobs,
  publishedJobs,
  type AdminCompany,
  type AdminJob,
  type AdminMember,
  type AdminOverview,
  type AuditRow,
  type PendingJob,
} from "./queries.server.ts";
export {
  actorOf,
  adminMails,
  mailManagers,
  setCompanyFlag,
  suspendCompany,
  type Actor,
  type AdminActionData,
} from "./actions.server.ts";
