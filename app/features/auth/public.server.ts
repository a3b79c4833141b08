// What other features may use of the auth feature on the server only: who is signed in, and who may do what.
export {
  canManageCompany,
  EMPLOYER_HOME,
  getUser,
  isMemberOf,
  requireAdmin,
  requireCompanyManager,
  requireEmployer,
  requireUser,
  type AccountKind,
  type CompanyRole,
  type EmployerContext,
  type EmployerRefusal,
  type Membership,
  type SessionUser,
} from "./guards.server.ts";
export { readSignedInForm } from "./signed-in-form.server.ts";
export { linkMail, mailName, type MailMessage } from "./mailer.server.ts";
export { setAdminByEmail } from "./admins.server.ts";
export { COMPANY_NAME_MAX, companyNameSchema, employerRegisterSchema } from "./schemas.ts";
export { findPendingInvitation, type PendingInvitation } from "./invitations.server.ts";
