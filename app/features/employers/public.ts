// What routes may use of the employers feature's components.
export { EmployerErrorBoundary } from "./employer-refusal.tsx";
export { EmployerShell } from "./employer-shell.tsx";
export { EmployersPage, postJobTarget } from "./employers-page.tsx";
export { DashboardPage } from "./dashboard-page.tsx";
export { CompanyPage } from "./company-page.tsx";
export { TeamPage } from "./team-page.tsx";
export { InvitationPage } from "./invitation-page.tsx";
