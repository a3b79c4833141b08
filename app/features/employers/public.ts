// What routes and other features may use of the employers feature in the browser: rules, schemas, labels.
export { COMPANY_ABOUT_MAX, companyMessages, companyProfileSchema, type CompanyProfileInput } from "./company-profile.ts";
// The website rule, for the verification request (features/verification).
export { COMPANY_WEBSITE_MAX, isWebsite, withScheme } from "./company-profile.ts";
export { barHeight, busiestDay, type DayCount } from "./dashboard.ts";
export {
  assignableRoles,
  canChangeRole,
  canLeave,
  canRemove,
  inviteSchema,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  teamMessages,
  type TeamDecision,
} from "./team-rules.ts";
