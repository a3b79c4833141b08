// What other features may use of the employers feature on the server only.
// The guards live in auth (guards.server.ts); isMemberOf stays here for the files that still import it from here.
export { isMemberOf } from "#app/features/auth/public.server.ts";
export { loadDashboard, recordDashboardVisit, type Dashboard } from "./dashboard.server.ts";
export { companyAction, companyLoader, mediaResponse, type CompanyActionData, type CompanyProfile } from "./company.server.ts";
export { switchCompanyAction, teamAction, teamLoader, type TeamActionData } from "./team.server.ts";
export { invitationAction, invitationLoader, type InvitationView } from "./invitation.server.ts";
