/**
 * What the fuzz test (fuzz-actions.test.ts) sends hostile values to: every action with its forms, the auth endpoints'
 * JSON bodies, and every route parameter. A new action or parameter in app/routes fails the test until it is here.
 */
import { FORM } from "../../support/employer-jobs.ts";

export type Who = "visitor" | "seeker" | "employer" | "admin";

export const NUL = "a\u0000b";
export const HOSTILE = [NUL, "\u0000", "\ud800", "x\udfff", "\u0085", "\u001b[2J", "2147483648", "99999999999999999999"];

/** An action: its route module, its path, whose session, and one filled-in form per intent (every field fuzzed). */
interface ActionTarget {
  file: string;
  path: string;
  params?: Record<string, string>;
  as: Who;
  forms: Record<string, string>[];
  /** Sent as multipart/form-data (the forms with a file field). */
  multipart?: boolean;
}

/** A route with parameters (and the query strings that name something): each parameter fuzzed on GET. */
interface ParamTarget {
  file: string;
  path: (params: Record<string, string>) => string;
  params: Record<string, string>;
  as: Who;
}

export const JOB = "2"; // a sample job, moved to the employer's company in beforeAll
// The admin forms act on a job of their own: a hostile value in a field they do not check (a U+FFFD as a reason)
// may unpublish it, and the report and apply forms need theirs published.
const ADMIN_JOB = "5";
export const ADMIN = "fuzz-admin@example.org";

export const ACTIONS: ActionTarget[] = [
  // Interviews (issue 29): the seeker's application to JOB is application 1.
  {
    file: "candidate/interview.tsx",
    path: "/applications/1/interview",
    params: { id: "1" },
    as: "seeker",
    forms: [
      { intent: "zone", zone: "Africa/Nairobi" },
      { intent: "book", slotId: "1" },
      { intent: "other-times", reason: "Mornings suit me better." },
      { intent: "cancel", reason: "I found another job." },
    ],
  },
  {
    file: "employer/interview.tsx",
    path: "/employer/applications/1/interview",
    params: { id: "1" },
    as: "employer",
    forms: [
      { intent: "zone", zone: "Europe/Vienna" },
      {
        intent: "propose",
        "date-0": "2027-05-10",
        "time-0": "10:00",
        "duration-0": "45",
        "date-1": "2027-05-11",
        "time-1": "10:00",
        videoUrl: "https://meet.example.de/fuzz",
        address: "Hauptstraße 5, Berlin",
        note: "See you",
      },
      {
        intent: "move",
        "date-0": "2027-05-12",
        "time-0": "10:00",
        "duration-0": "45",
        videoUrl: "https://meet.example.de/fuzz",
        reason: "A clash",
      },
      { intent: "cancel", reason: "The position is filled." },
    ],
  },
  {
    file: "account/account.tsx",
    path: "/account",
    as: "seeker",
    forms: [
      { fullName: "Fuzz Seeker", phoneNumber: "+256700000001" },
      { intent: "delete-account", password: "wrong" },
    ],
  },
  {
    file: "admin/companies.tsx",
    path: "/admin/companies",
    as: "admin",
    forms: [
      { intent: "suspend", companyId: "unknown-company", reason: "Fake company" },
      { intent: "verify", companyId: "unknown-company" },
    ],
  },
  {
    file: "admin/jobs.tsx",
    path: "/admin/jobs",
    as: "admin",
    forms: [{ intent: "unpublish", jobId: ADMIN_JOB, reason: "Scam" }],
  },
  {
    file: "admin/moderation.tsx",
    path: "/admin/moderation",
    as: "admin",
    forms: [
      { intent: "approve", jobId: "unknown-job", seen: "2030-01-01T00:00:00.000Z" },
      { intent: "reject", jobId: ADMIN_JOB, reason: "Not allowed" },
    ],
  },
  {
    file: "admin/verifications.tsx",
    path: "/admin/verifications",
    as: "admin",
    forms: [
      { intent: "approve", companyId: "unknown-company", requestId: "1" },
      { intent: "decline", companyId: "unknown-company", reason: "The register number is not found." },
    ],
  },
  {
    file: "admin/reports.tsx",
    path: "/admin/reports",
    as: "admin",
    forms: [
      { intent: "unpublish", jobId: ADMIN_JOB, reason: "Scam" },
      { intent: "dismiss", jobId: "unknown-job" },
    ],
  },
  { file: "candidate/alerts.confirm.tsx", path: "/alerts/confirm/x.y", params: { token: "x.y" }, as: "visitor", forms: [{}] },
  {
    file: "candidate/alerts.new.tsx",
    path: "/alerts/new?search=nurse",
    as: "visitor",
    forms: [{ frequency: "daily", email: "a@example.org" }],
  },
  {
    file: "candidate/alerts.tsx",
    path: "/alerts",
    as: "seeker",
    forms: [{ intent: "frequency", alertId: "00000000-0000-4000-8000-000000000000", frequency: "weekly" }],
  },
  {
    file: "content/api.newsletter.ts",
    path: "/api/newsletter",
    as: "visitor",
    forms: [{ email: "news@example.org", redirectTo: "/blog" }],
  },
  {
    file: "jobs/api.saved-jobs.ts",
    path: "/api/saved-jobs",
    as: "seeker",
    forms: [
      { jobId: "1", saved: "true" },
      { intent: "merge", jobIds: "1,2" },
    ],
  },
  {
    file: "candidate/applications.tsx",
    path: "/applications",
    as: "seeker",
    forms: [{ intent: "withdraw", applicationId: "1" }],
  },
  {
    file: "account/auth.tsx",
    path: "/auth",
    as: "visitor",
    forms: [
      { intent: "login", email: "nobody@example.org", password: "secret-pass", redirectTo: "/jobs" },
      { intent: "register", fullName: "Anna Bob", phoneNumber: "+256700000002", email: "x@example.org", password: "secret-pass" },
      { intent: "forgot-password", email: "nobody@example.org" },
      { intent: "resend-verification", email: "nobody@example.org" },
    ],
  },
  { file: "account/data-saver.ts", path: "/data-saver", as: "visitor", forms: [{ mode: "on", returnTo: "/jobs" }] },
  {
    file: "employer/company.tsx",
    path: "/employer/company",
    as: "employer",
    multipart: true,
    forms: [
      {
        intent: "save",
        name: "Fuzz Pflege GmbH",
        industry: "Care",
        headquarters: "Hamburg",
        website: "https://fuzz.example.org",
        about: "Care homes.",
      },
      {
        intent: "request-verification",
        registerNumber: "HRB 12345, Amtsgericht Hamburg",
        street: "Alsterufer 1",
        postalCode: "20354",
        city: "Hamburg",
        website: "fuzz.example.org",
        contactName: "Fuzz Owner",
        contactPhoneOrEmail: "040 1234567",
      },
    ],
  },
  {
    file: "employer/invitation.tsx",
    path: "/employer/invitations/unknown",
    params: { id: "unknown" },
    as: "employer",
    forms: [{ intent: "accept" }],
  },
  {
    file: "employer/switch.ts",
    path: "/employer/switch",
    as: "employer",
    forms: [{ companyId: "unknown", redirectTo: "/employer" }],
  },
  {
    file: "employer/team.tsx",
    path: "/employer/team",
    as: "employer",
    forms: [
      { intent: "invite", email: "colleague@example.org", role: "recruiter" },
      { intent: "cancel-invitation", invitationId: "unknown" },
      { intent: "change-role", memberId: "unknown", role: "admin" },
    ],
  },
  // The conversation of the seeker's application (the first one: id 1), from both sides (issue 29).
  {
    file: "candidate/application.tsx",
    path: "/applications/1",
    params: { id: "1" },
    as: "seeker",
    forms: [
      { intent: "message", body: "Is the visa sponsored?" },
      { intent: "report", messageId: "1" },
    ],
    multipart: true,
  },
  {
    file: "employer/application.tsx",
    path: "/employer/applications/1",
    params: { applicationId: "1" },
    as: "employer",
    forms: [{ intent: "message", body: "Yes, we sponsor it." }],
    multipart: true,
  },
  {
    file: "employer/jobs.applicants.tsx",
    path: `/employer/jobs/${JOB}/applicants`,
    params: { id: JOB },
    as: "employer",
    forms: [
      { intent: "status", applicationId: "1", status: "reviewed", message: "Thank you" },
      { intent: "note", applicationId: "1", note: "Call back" },
    ],
  },
  {
    file: "employer/jobs.edit.tsx",
    path: `/employer/jobs/${JOB}/edit`,
    params: { id: JOB },
    as: "employer",
    forms: [jobForm()],
  },
  { file: "employer/jobs.new.tsx", path: "/employer/jobs/new", as: "employer", forms: [jobForm()] },
  {
    file: "employer/jobs.tsx",
    path: "/employer/jobs",
    as: "employer",
    forms: [
      { intent: "extend", jobId: JOB, deadline: "2030-01-01" },
      { intent: "close", jobId: "unknown-job" },
    ],
  },
  {
    file: "employer/register.tsx",
    path: "/employers/register",
    as: "visitor",
    forms: [
      {
        companyName: "Neu GmbH",
        fullName: "Anna Bob",
        phoneNumber: "+256700000003",
        email: "e@example.org",
        password: "secret-pass",
      },
      {
        invitationId: "unknown",
        fullName: "Anna Bob",
        phoneNumber: "+256700000004",
        email: "i@example.org",
        password: "secret-pass",
      },
    ],
  },
  {
    file: "jobs/job.apply.tsx",
    path: "/job/1/apply",
    params: { id: "1" },
    as: "seeker",
    multipart: true,
    forms: [{ cv: "none", coverNote: "I would like to apply." }],
  },
  {
    file: "jobs/job.report.tsx",
    path: "/job/1/report",
    params: { id: "1" },
    as: "visitor",
    forms: [{ reason: "other", details: "Odd." }],
  },
  // Without a session: signing the seeker out would end the session the other forms use.
  { file: "account/logout.ts", path: "/logout", as: "visitor", forms: [{}] },
  {
    file: "content/newsletter-confirm.tsx",
    path: "/newsletter/confirm/x.y",
    params: { token: "x.y" },
    as: "visitor",
    forms: [{}],
  },
  {
    // The profile form is urlencoded (multipart is the CV form, which takes no text).
    file: "account/profile.tsx",
    path: "/profile",
    as: "seeker",
    forms: [
      {
        headline: "Nurse",
        about: "Ten years on wards.",
        skills: "Care, first aid",
        "workExperience[0].role": "Nurse",
        "workExperience[0].employer": "Mulago Hospital",
        "workExperience[0].from": "2019-01",
        "workExperience[0].description": "Night shifts.",
        "education[0].qualification": "Diploma",
        "education[0].school": "Makerere",
        "otherLanguages[0].language": "Luganda",
        "otherLanguages[0].level": "C2",
        germanCertificate: "Goethe B1",
        currentCity: "Kampala",
        currentCountry: "Uganda",
        citiesOfInterest: "Berlin",
        availableFrom: "",
        qualificationLevel: "vocational",
        qualificationField: "Nursing",
        yearsExperience: "5",
        ageBand: "35to39",
        regulatedProfession: "yes",
      },
      { intent: "delete-cv" },
    ],
  },
  {
    file: "account/tracker.tsx",
    path: "/account/tracker",
    as: "seeker",
    forms: [
      { intent: "save", stepId: "documents", status: "done", date: "2026-11-20", note: "Transcripts sent" },
      { intent: "tick", stepId: "week-sim", status: "done" },
      // A step's document: removing it, and naming a finished resumable upload (the file itself is multipart, below).
      { intent: "remove-document", stepId: "documents" },
      { intent: "upload-document", stepId: "documents", upload: "0123456789abcdef0123456789abcdef" },
    ],
  },
  {
    file: "account/tracker.tsx",
    path: "/account/tracker",
    as: "seeker",
    multipart: true,
    forms: [{ intent: "upload-document", stepId: "documents" }],
  },
  {
    file: "account/tracker.tsx",
    path: "/account/tracker",
    as: "visitor",
    forms: [{ intent: "save", stepId: "authority", status: "done", date: "2026-11-20" }],
  },
  {
    file: "account/reset-password.tsx",
    path: "/reset-password",
    as: "visitor",
    forms: [{ password: "new-secret-pass", token: "abc" }],
  },
  { file: "jobs/saved.tsx", path: "/saved", as: "seeker", forms: [{ jobId: "1", saved: "true", returnTo: "/saved" }] },
  { file: "content/unsubscribe.tsx", path: "/unsubscribe/x.y", params: { token: "x.y" }, as: "visitor", forms: [{}] },
];

/** The auth endpoints take JSON: there a lone surrogate arrives as it is (a form's bytes turn it into U+FFFD). */
export const AUTH_JSON: [string, Record<string, string>][] = [
  ["/sign-in/email", { email: "nobody@example.org", password: "secret-pass" }],
  ["/sign-up/email", { name: "Anna Bob", email: "j@example.org", password: "secret-pass", phoneNumber: "+256700000005" }],
  ["/request-password-reset", { email: "nobody@example.org", redirectTo: "/reset-password" }],
  ["/reset-password", { token: "abc", newPassword: "new-secret-pass" }],
  ["/send-verification-email", { email: "nobody@example.org" }],
];

export const PARAMS: ParamTarget[] = [
  { file: "candidate/interview.tsx", path: (p) => `/applications/${p.id}/interview`, params: { id: "1" }, as: "seeker" },
  {
    file: "employer/interview.tsx",
    path: (p) => `/employer/applications/${p.id}/interview`,
    params: { id: "1" },
    as: "employer",
  },
  { file: "jobs/job.tsx", path: (p) => `/job/${p.id}`, params: { id: "1" }, as: "visitor" },
  { file: "jobs/job.apply.tsx", path: (p) => `/job/${p.id}/apply`, params: { id: "1" }, as: "seeker" },
  { file: "jobs/job.report.tsx", path: (p) => `/job/${p.id}/report`, params: { id: "1" }, as: "visitor" },
  { file: "jobs/job.share.tsx", path: (p) => `/job/${p.id}/share`, params: { id: "1" }, as: "visitor" },
  { file: "content/story.tsx", path: (p) => `/stories/${p.slug}`, params: { slug: "x" }, as: "visitor" },
  { file: "jobs/company.tsx", path: (p) => `/company/${p.id}`, params: { id: "techcorp" }, as: "visitor" },
  { file: "content/resource.tsx", path: (p) => `/resources/${p.id}`, params: { id: "x" }, as: "visitor" },
  { file: "content/blog-post.tsx", path: (p) => `/blog/${p.id}`, params: { id: "x" }, as: "visitor" },
  { file: "employer/invitation.tsx", path: (p) => `/employer/invitations/${p.id}`, params: { id: "x" }, as: "employer" },
  { file: "candidate/alerts.confirm.tsx", path: (p) => `/alerts/confirm/${p.token}`, params: { token: "x.y" }, as: "visitor" },
  {
    file: "content/newsletter-confirm.tsx",
    path: (p) => `/newsletter/confirm/${p.token}`,
    params: { token: "x.y" },
    as: "visitor",
  },
  { file: "content/unsubscribe.tsx", path: (p) => `/unsubscribe/${p.token}`, params: { token: "x.y" }, as: "visitor" },
  { file: "employer/jobs.applicants.tsx", path: (p) => `/employer/jobs/${p.id}/applicants`, params: { id: JOB }, as: "employer" },
  { file: "employer/jobs.edit.tsx", path: (p) => `/employer/jobs/${p.id}/edit`, params: { id: JOB }, as: "employer" },
  {
    file: "employer/jobs.applicants-csv.ts",
    path: (p) => `/employer/jobs/${p.id}/applicants.csv`,
    params: { id: JOB },
    as: "employer",
  },
  {
    file: "employer/jobs.applicants-xlsx.ts",
    path: (p) => `/employer/jobs/${p.id}/applicants.xlsx`,
    params: { id: JOB },
    as: "employer",
  },
  {
    file: "employer/application-cv.ts",
    path: (p) => `/employer/applications/${p.applicationId}/cv`,
    params: { applicationId: "1" },
    as: "employer",
  },
  { file: "media.ts", path: (p) => `/media/${p["*"]}`, params: { "*": "logos/x.webp" }, as: "visitor" },
  { file: "candidate/application.tsx", path: (p) => `/applications/${p.id}`, params: { id: "1" }, as: "seeker" },
  {
    file: "employer/application.tsx",
    path: (p) => `/employer/applications/${p.applicationId}`,
    params: { applicationId: "1" },
    as: "employer",
  },
  {
    file: "candidate/message-attachment.ts",
    path: (p) => `/messages/${p.messageId}/attachment`,
    params: { messageId: "1" },
    as: "seeker",
  },
  {
    file: "account/tracker.document.ts",
    path: (p) => `/account/tracker/${p.stepId}/document`,
    params: { stepId: "documents" },
    as: "seeker",
  },
  // Not a path parameter, but an id in the URL all the same.
  {
    file: "employer/register.tsx",
    path: (p) => `/employers/register?invitation=${p.invitation!}`,
    params: { invitation: "x" },
    as: "visitor",
  },
];

function jobForm(): Record<string, string> {
  return { intent: "draft", ...FORM };
}
