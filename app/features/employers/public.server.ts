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
