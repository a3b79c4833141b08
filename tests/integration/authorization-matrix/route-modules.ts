/** The route modules the authorization matrix calls, by their file in app/routes.ts. */
import * as accountData from "#app/routes/account/account.data.ts";
import * as adminIndex from "#app/routes/admin/overview.tsx";
import * as adminAudit from "#app/routes/admin/audit.tsx";
import * as adminMail from "#app/routes/admin/mail.tsx";
import * as adminCompanies from "#app/routes/admin/companies.tsx";
import * as adminJobs from "#app/routes/admin/jobs.tsx";
import * as adminMembers from "#app/routes/admin/members.tsx";
import * as adminModeration from "#app/routes/admin/moderation.tsx";
import * as adminReports from "#app/routes/admin/reports.tsx";
import * as adminLayout from "#app/routes/admin/layout.tsx";
import * as adminVerifications from "#app/routes/admin/verifications.tsx";
import * as applicationCv from "#app/routes/employer/application-cv.ts";
import * as employerCompany from "#app/routes/employer/company.tsx";
import * as employerDashboard from "#app/routes/employer/dashboard.tsx";
import * as employerInvitation from "#app/routes/employer/invitation.tsx";
import * as employerSwitch from "#app/routes/employer/switch.ts";
import * as employerTeam from "#app/routes/employer/team.tsx";
import * as applicantsCsv from "#app/routes/employer/jobs.applicants-csv.ts";
import * as applicantsXlsx from "#app/routes/employer/jobs.applicants-xlsx.ts";
import * as applicants from "#app/routes/employer/jobs.applicants.tsx";
import * as editJob from "#app/routes/employer/jobs.edit.tsx";
import * as newJob from "#app/routes/employer/jobs.new.tsx";
import * as employerJobs from "#app/routes/employer/jobs.tsx";
import * as employerLayout from "#app/routes/employer/layout.tsx";
import * as alerts from "#app/routes/candidate/alerts.tsx";
import * as candidateApplication from "#app/routes/candidate/application.tsx";
import * as messageAttachment from "#app/routes/candidate/message-attachment.ts";
import * as employerApplication from "#app/routes/employer/application.tsx";
import * as candidateInterview from "#app/routes/candidate/interview.tsx";
import * as employerInterview from "#app/routes/employer/interview.tsx";
import * as jobPage from "#app/routes/jobs/job.tsx";
import * as media from "#app/routes/media.ts";
import * as profileCv from "#app/routes/account/profile.cv.ts";
import * as profile from "#app/routes/account/profile.tsx";
import * as tracker from "#app/routes/account/tracker.tsx";
import * as trackerDocument from "#app/routes/account/tracker.document.ts";

export type RouteFn = (args: unknown) => unknown;
export interface RouteModule {
  loader?: RouteFn;
  action?: RouteFn;
}

export const MODULES: Record<string, RouteModule> = {
  "routes/employer/layout.tsx": employerLayout,
  "routes/employer/dashboard.tsx": employerDashboard,
  "routes/employer/company.tsx": employerCompany,
  "routes/employer/team.tsx": employerTeam,
  "routes/employer/jobs.tsx": employerJobs,
  "routes/employer/jobs.new.tsx": newJob,
  "routes/employer/jobs.edit.tsx": editJob,
  "routes/employer/jobs.applicants.tsx": applicants,
  "routes/employer/jobs.applicants-csv.ts": applicantsCsv,
  "routes/employer/jobs.applicants-xlsx.ts": applicantsXlsx,
  "routes/employer/application-cv.ts": applicationCv,
  "routes/employer/switch.ts": employerSwitch,
  "routes/employer/invitation.tsx": employerInvitation,
  "routes/jobs/job.tsx": jobPage,
  "routes/media.ts": media,
  "routes/account/profile.tsx": profile,
  "routes/account/profile.cv.ts": profileCv,
  "routes/account/account.data.ts": accountData,
  "routes/account/tracker.tsx": tracker,
  "routes/account/tracker.document.ts": trackerDocument,
  "routes/admin/layout.tsx": adminLayout,
  "routes/admin/overview.tsx": adminIndex,
  "routes/admin/moderation.tsx": adminModeration,
  "routes/admin/companies.tsx": adminCompanies,
  "routes/admin/jobs.tsx": adminJobs,
  "routes/admin/members.tsx": adminMembers,
  "routes/admin/audit.tsx": adminAudit,
  "routes/admin/reports.tsx": adminReports,
  "routes/admin/mail.tsx": adminMail,
  "routes/admin/verifications.tsx": adminVerifications,
  "routes/candidate/alerts.tsx": alerts,
  "routes/candidate/application.tsx": candidateApplication,
  "routes/candidate/message-attachment.ts": messageAttachment,
  "routes/employer/application.tsx": employerApplication,
  "routes/candidate/interview.tsx": candidateInterview,
  "routes/employer/interview.tsx": employerInterview,
} as unknown as Record<string, RouteModule>;
