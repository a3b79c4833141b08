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
  type EmployerContext,
  type EmployerRefusal,
  type Membership,
  type SessionUser,
} from "./guards.server.ts";
export { readSignedInForm } from "./signed-in-form.server.ts";
export { linkMail, mailName, type MailMessage } from "./mailer.server.ts";
export { setAdminByEmail } from "./admins.server.ts";
export { normalisePhone, phoneCountryOf, phoneForDisplay, serverSchemas, type PhoneCountry } from "./phone.server.ts";
export { COMPANY_NAME_MAX, companyNameSchema, employerRegisterSchema } from "./schemas.ts";
export { findPendingInvitation, type PendingInvitation } from "./invitations.server.ts";
// The one writer of company_profiles (the company is made at the employer sign-up, here).
export { saveSampleCompanyProfile, updateCompanyProfile, type CompanyProfileFields } from "./companies.server.ts";
// The roles a member of a company has (owner, admin, recruiter).
export { asRole, type CompanyRole } from "#vocabulary/roles.ts";
// What the account routes use to answer the sign-in, sign-up and password forms and the /api/auth endpoints.
export {
  authFailure,
  authReply,
  authTexts,
  EMPLOYER_START,
  HIDDEN_PASSWORD,
  signInReturnPath,
  verificationCallback,
  type AuthReply,
} from "./auth-actions.server.ts";
export { callAuthEndpoint, cookieHeaders, isAuthEndpointPath } from "./auth-endpoints.server.ts";
export { RESET_PASSWORD_PATH } from "./auth.server.ts";
export { failedVerificationTarget, withVerificationScope } from "./auto-sign-in.server.ts";
export { dropSetPasswordToken, issueSetPasswordToken, markConfirmed, unconfirmedAccountOfLink } from "./registrant.server.ts";
