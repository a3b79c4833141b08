// What routes and other features may use of the employers feature on the server only.
export { loadDashboard, recordDashboardVisit, type Dashboard, type DashboardJob } from "./dashboard.server.ts";
export {
  deleteQuietly,
  isStoredLogo,
  LOGO_FOLDER,
  LOGO_FORM_LIMITS,
  lockedLogoKey,
  mediaResponse,
  readProfile,
  type CompanyActionData,
  type CompanyProfile,
} from "./company.server.ts";
export {
  apiMessage,
  changeMembers,
  companyTeam,
  type TeamActionData,
  type TeamInvitation,
  type TeamMember,
} from "./team.server.ts";
