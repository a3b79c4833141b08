// What other features may use of the employers feature on the server only: the employer guard.
export {
  canManageCompany,
  EMPLOYER_HOME,
  isMemberOf,
  requireCompanyManager,
  requireEmployer,
  type CompanyRole,
  type EmployerContext,
  type EmployerRefusal,
  type Membership,
} from "./employer-context.server.ts";
export { loadDashboard, recordDashboardVisit, type Dashboard } from "./dashboard.server.ts";
export { companyAction, companyLoader, mediaResponse, type CompanyActionData, type CompanyProfile } from "./company.server.ts";
export { switchCompanyAction, teamAction, teamLoader, type TeamActionData } from "./team.server.ts";
export { invitationAction, invitationLoader, type InvitationView } from "./invitation.server.ts";
