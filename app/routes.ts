import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";

/** Every page exists in English at its address and in German under /de (docs/decisions/206). */
const pages = [
  // Pages inside the site wrapper (header and footer).
  layout("routes/_site.tsx", [
    index("routes/jobs/home.tsx"),
    route("jobs", "routes/jobs/jobs.tsx"),
    // browse: the filters as a page of their own (without JavaScript) and the filter sheet's Show N jobs count.
    route("jobs/filters", "routes/jobs/jobs.filters.tsx"),
    route("jobs/count", "routes/jobs/jobs.count.ts"),
    // The places a typed name may mean (the job form's city list while typing; decision 161).
    route("places/suggest", "routes/jobs/places.suggest.ts"),
    route("job/:id", "routes/jobs/job.tsx"),
    // The apply sheet as a page of its own (without JavaScript; the sheet loads and posts to it).
    route("job/:id/apply", "routes/jobs/job.apply.tsx"),
    // Share a job: WhatsApp, e-mail and its address as links (where Share leads without a share sheet).
    route("job/:id/share", "routes/jobs/job.share.tsx"),
    // Report this job: a plain form, signed in or not.
    route("job/:id/report", "routes/jobs/job.report.tsx"),
    route("companies", "routes/jobs/companies.tsx"),
    route("company/:id", "routes/jobs/company.tsx"),
    route("about", "routes/content/about.tsx"),
    // A success story from the home page, as a page of its own.
    route("stories/:slug", "routes/content/story.tsx"),
    route("resources", "routes/content/resources.tsx"),
    route("resources/:id", "routes/content/resource.tsx"),
    route("visa-info", "routes/content/visa-info.tsx"),
    route("visa-info/opportunity-card", "routes/content/opportunity-card.tsx"),
    route("relocation", "routes/content/relocation.tsx"),
    route("german-language", "routes/content/german-language.tsx"),
    route("blog", "routes/content/blog.tsx"),
    route("blog/:id", "routes/content/blog-post.tsx"),
    route("faq", "routes/content/faq.tsx"),
    route("privacy", "routes/content/legal.tsx", { id: "privacy" }),
    route("terms", "routes/content/legal.tsx", { id: "terms" }),
    route("cookies", "routes/content/legal.tsx", { id: "cookies" }),
    route("impressum", "routes/content/impressum.tsx"),
    route("applications", "routes/candidate/applications.tsx"),
    // One application's conversation with the company (issue 29).
    route("applications/:id", "routes/candidate/application.tsx"),
    // An application's interview: the candidate's side (issue 29).
    route("applications/:id/interview", "routes/candidate/interview.tsx"),
    route("account", "routes/account/account.tsx"),
    // The recognition and visa tracker: the account's progress, or this device's for visitors (decision 186).
    route("account/tracker", "routes/account/tracker.tsx"),
    route("employers", "routes/employer/employers.tsx"),
    route("employer/invitations/:id", "routes/employer/invitation.tsx"),
    route("profile", "routes/account/profile.tsx"),
    // job alerts: the signed-in list, a search's alert form, the links of the mails (confirm, unsubscribe)
    route("alerts", "routes/candidate/alerts.tsx"),
    route("alerts/new", "routes/candidate/alerts.new.tsx"),
    route("alerts/confirm/:token", "routes/candidate/alerts.confirm.tsx"),
    route("newsletter/confirm/:token", "routes/content/newsletter-confirm.tsx"),
    route("unsubscribe/:token", "routes/content/unsubscribe.tsx"),
    // Saved jobs of this device or of the account; its action takes the Save forms sent without JavaScript.
    route("saved", "routes/jobs/saved.tsx"),
    // The employer area: every page checks the signed-in employer and its company (routes/employer/layout.tsx).
    route("employer", "routes/employer/layout.tsx", [
      // employers: dashboard, company profile, team
      index("routes/employer/dashboard.tsx"),
      route("company", "routes/employer/company.tsx"),
      route("team", "routes/employer/team.tsx"),
      // employer jobs: list, new, edit
      route("jobs", "routes/employer/jobs.tsx"),
      route("jobs/new", "routes/employer/jobs.new.tsx"),
      route("jobs/:id/edit", "routes/employer/jobs.edit.tsx"),
      // applicants
      route("jobs/:id/applicants", "routes/employer/jobs.applicants.tsx"),
      // One applicant's conversation with the company (issue 29).
      route("applications/:applicationId", "routes/employer/application.tsx"),
      // an applicant's interview (issue 29)
      route("applications/:id/interview", "routes/employer/interview.tsx"),
    ]),
    // The administrators' console: 404 to everyone else.
    route("admin", "routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("moderation", "routes/admin/moderation.tsx"),
      route("companies", "routes/admin/companies.tsx"),
      route("jobs", "routes/admin/jobs.tsx"),
      route("members", "routes/admin/members.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("reports", "routes/admin/reports.tsx"),
      route("mail", "routes/admin/mail.tsx"),
      // Companies' requests to be verified (issue 27).
      route("verifications", "routes/admin/verifications.tsx"),
    ]),
  ]),
  // Pages outside the wrapper (docs/product.md#routes).
  route("auth", "routes/account/auth.tsx"),
  route("register", "routes/account/auth.tsx", { id: "register" }),
  route("employers/register", "routes/employer/register.tsx"),
  route("reset-password", "routes/account/reset-password.tsx"),
];

const notFound = route("*", "routes/not-found.tsx");

/** The German copy of a route tree: the same modules under their own ids ("de/" and the English route's id). */
function inGerman(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return routes.map((r) => ({
    ...r,
    id: `de/${r.id ?? r.file.replace(/\.[jt]sx?$/, "")}`,
    children: r.children && inGerman(r.children),
  }));
}

export default [
  ...pages,
  ...prefix("de", inGerman([...pages, notFound])),
  // The language switch: remembers the choice, then opens the page in that language.
  route("language", "routes/account/language.ts"),
  // Endpoints.
  route("profile/cv", "routes/account/profile.cv.ts"),
  route("account/data", "routes/account/account.data.ts"),
  route("account/tracker/:stepId/document", "routes/account/tracker.document.ts"),
  route("employer/applications/:applicationId/cv", "routes/employer/application-cv.ts"),
  // A document sent in a conversation: for its candidate and the company's members only.
  route("messages/:messageId/attachment", "routes/candidate/message-attachment.ts"),
  route("logout", "routes/account/logout.ts"),
  route("api/auth/*", "routes/account/api.auth.ts"),
  route("api/saved-jobs", "routes/jobs/api.saved-jobs.ts"),
  // The Data saver switch (a plain form; remembered in a cookie).
  route("data-saver", "routes/account/data-saver.ts"),
  route("api/newsletter", "routes/content/api.newsletter.ts"),
  // The applicants of a job as a spreadsheet file (checks the employer itself, outside the employer frame).
  route("employer/jobs/:id/applicants.csv", "routes/employer/jobs.applicants-csv.ts"),
  route("employer/jobs/:id/applicants.xlsx", "routes/employer/jobs.applicants-xlsx.ts"),
  route("employer/switch", "routes/employer/switch.ts"),
  route("media/*", "routes/media.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  notFound,
] satisfies RouteConfig;
