/** Files (logos, CVs), the candidate's own pages and data, and job alerts. */
import { eq } from "drizzle-orm";
import { candidateProfiles, jobAlerts, trackerSteps } from "#db/schema.ts";
import { by, SIGN_IN, type MatrixRow } from "./matrix.ts";
import { s } from "./state.ts";

export const CANDIDATE_ROWS: MatrixRow[] = [
  // Files.
  {
    route: "media/*",
    file: "routes/media.ts",
    method: "GET",
    what: "see company A's public logo",
    url: (fx) => `/media/${fx.logoKey}`,
    expect: by(200, 200, 200, 200, 200, 200),
  },
  {
    route: "media/*",
    file: "routes/media.ts",
    method: "GET",
    what: "fetch an application's CV through /media",
    url: (fx) => `/media/${fx.applicationCvKey}`,
    expect: by(404, 404, 404, 404, 404, 404),
  },
  {
    route: "media/*",
    file: "routes/media.ts",
    method: "GET",
    what: "fetch the seeker's profile CV through /media",
    url: (fx) => `/media/${fx.profileCvKey}`,
    expect: by(404, 404, 404, 404, 404, 404),
  },
  // The candidate's own pages and files.
  {
    route: "profile",
    file: "routes/account/profile.tsx",
    method: "GET",
    what: "open their own profile",
    url: () => "/profile",
    expect: by(SIGN_IN, 200, 200, 200, 200, 200),
  },
  {
    route: "profile",
    file: "routes/account/profile.tsx",
    method: "POST",
    what: "save a profile",
    url: () => "/profile",
    form: () => ({ headline: "Hijacked", germanLevel: "Z9" }),
    // Employers have no candidate profile: the form is refused with a message.
    expect: by(SIGN_IN, 400, 403, 403, 403, 400),
    because: { 400: "the form's errors" },
    state: () => s.db.select().from(candidateProfiles).orderBy(candidateProfiles.userId),
  },
  {
    route: "profile/cv",
    file: "routes/account/profile.cv.ts",
    method: "GET",
    what: "download their own profile CV (only the seeker has one)",
    url: () => "/profile/cv",
    expect: by(404, 200, 404, 404, 404, 404),
  },
  {
    route: "account/data",
    file: "routes/account/account.data.ts",
    method: "GET",
    what: "download their own data",
    url: () => "/account/data",
    expect: by(SIGN_IN, 200, 200, 200, 200, 200),
  },
  // The recognition and visa tracker: anyone's own (a visitor's on this device); employers get a notice and a refusal.
  {
    route: "account/tracker",
    file: "routes/account/tracker.tsx",
    method: "GET",
    what: "open their own tracker (a visitor: this device's)",
    url: () => "/account/tracker",
    expect: by(200, 200, 200, 200, 200, 200),
  },
  {
    route: "account/tracker",
    file: "routes/account/tracker.tsx",
    method: "POST",
    what: "save a tracker step",
    url: () => "/account/tracker",
    form: () => ({ intent: "save", stepId: "authority", status: "finished" }),
    // Employers have no tracker: refused before the form is read.
    expect: by(400, 400, 403, 403, 403, 400),
    because: { 400: "the form's errors" },
    state: () => s.db.select().from(trackerSteps).orderBy(trackerSteps.userId, trackerSteps.stepId),
  },
  // A step's document (decision 200): its owner's alone; visitors are sent to sign in before the file is read.
  {
    route: "account/tracker/:stepId/document",
    file: "routes/account/tracker.document.ts",
    method: "GET",
    what: "download their own tracker document (only the seeker has one)",
    url: () => "/account/tracker/documents/document",
    expect: by(404, 200, 404, 404, 404, 404),
  },
  {
    route: "account/tracker",
    file: "routes/account/tracker.tsx",
    method: "POST",
    what: "attach a document to a tracker step",
    url: () => "/account/tracker",
    form: () => ({ intent: "upload-document", stepId: "documents" }),
    multipart: true,
    expect: by(SIGN_IN, 400, 403, 403, 403, 400),
    because: { 400: "no file chosen" },
    state: () => s.db.select().from(trackerSteps).orderBy(trackerSteps.userId, trackerSteps.stepId),
  },
  {
    route: "account/tracker",
    file: "routes/account/tracker.tsx",
    method: "POST",
    what: "remove a tracker document (the seeker's own step has none; nobody else's is reachable)",
    url: () => "/account/tracker",
    form: () => ({ intent: "remove-document", stepId: "recognition" }),
    expect: by(SIGN_IN, 302, 403, 403, 403, 302),
    changesNothing: true,
    state: (fx) =>
      Promise.all([
        s.db.select().from(trackerSteps).orderBy(trackerSteps.userId, trackerSteps.stepId),
        s.storage.exists(fx.trackerDocumentKey),
      ]),
  },
  // Job alerts: everyone's own list; someone else's alert is not found, and nobody can change it.
  {
    route: "alerts",
    file: "routes/candidate/alerts.tsx",
    method: "GET",
    what: "open their own job alerts",
    url: () => "/alerts",
    expect: by(SIGN_IN, 200, 200, 200, 200, 200),
  },
  {
    route: "alerts",
    file: "routes/candidate/alerts.tsx",
    method: "POST",
    what: "delete someone else's job alert",
    url: () => "/alerts",
    form: (fx) => ({ intent: "delete", alertId: fx.alertId }),
    expect: by(SIGN_IN, 404, 404, 404, 404, 404),
    changesNothing: true,
    state: (fx) => s.db.select().from(jobAlerts).where(eq(jobAlerts.id, fx.alertId)),
  },
  {
    route: "alerts",
    file: "routes/candidate/alerts.tsx",
    method: "POST",
    what: "pause someone else's job alert",
    url: () => "/alerts",
    form: (fx) => ({ intent: "pause", alertId: fx.alertId }),
    expect: by(SIGN_IN, 404, 404, 404, 404, 404),
    changesNothing: true,
    state: (fx) => s.db.select().from(jobAlerts).where(eq(jobAlerts.id, fx.alertId)),
  },
];
