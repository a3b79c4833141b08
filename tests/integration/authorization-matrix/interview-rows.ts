/** Interviews (issue 29): the candidate's side of their own application, and the employer's side of company A's. */
import { eq } from "drizzle-orm";
import { interviews, interviewTimeZones } from "#db/schema.ts";
import { by, SIGN_IN, COMPANY_A_ONLY, type MatrixRow } from "./matrix.ts";
import { s } from "./state.ts";

const interviewState = (applicationId: number) =>
  s.db.select().from(interviews).where(eq(interviews.applicationId, applicationId)).orderBy(interviews.id);

export const INTERVIEW_ROWS: MatrixRow[] = [
  {
    route: "applications/:id/interview",
    file: "routes/candidate/interview.tsx",
    method: "GET",
    what: "open the seeker's interview page",
    url: (fx) => `/applications/${fx.applicationId}/interview`,
    // Only the candidate: members of A use the employer's page, everyone else finds nothing.
    expect: by(SIGN_IN, 200, 404, 404, 404, 404),
  },
  {
    route: "applications/:id/interview",
    file: "routes/candidate/interview.tsx",
    method: "POST",
    what: "cancel the seeker's interview",
    url: (fx) => `/applications/${fx.applicationId}/interview`,
    form: () => ({ intent: "cancel", reason: "Not mine to cancel" }),
    expect: by(SIGN_IN, 409, 404, 404, 404, 404),
    because: { 409: "no interview has been proposed yet" },
    changesNothing: true,
    state: (fx) => interviewState(fx.applicationId),
  },
  {
    route: "applications/:id/interview",
    file: "routes/candidate/interview.tsx",
    method: "POST",
    what: "save a time zone through someone's interview page",
    url: (fx) => `/applications/${fx.applicationId}/interview`,
    form: () => ({ intent: "zone", zone: "Europe/Atlantis" }),
    expect: by(SIGN_IN, 400, 404, 404, 404, 404),
    because: { 400: "the zone is not on the list" },
    changesNothing: true,
    state: () => s.db.select().from(interviewTimeZones).orderBy(interviewTimeZones.userId),
  },
  {
    route: "employer/applications/:id/interview",
    file: "routes/employer/interview.tsx",
    method: "GET",
    what: "open the interview of company A's applicant",
    url: (fx) => `/employer/applications/${fx.applicationId}/interview`,
    expect: COMPANY_A_ONLY,
  },
  {
    route: "employer/applications/:id/interview",
    file: "routes/employer/interview.tsx",
    method: "POST",
    what: "propose interview times to company A's applicant",
    url: (fx) => `/employer/applications/${fx.applicationId}/interview`,
    // Times in the past: members get the form's messages, so that the matrix leaves the database as it was.
    form: () => ({
      intent: "propose",
      "date-0": "2020-01-06",
      "time-0": "10:00",
      "date-1": "2020-01-07",
      "time-1": "10:00",
      videoUrl: "https://meet.example.de/x",
    }),
    expect: by(SIGN_IN, 403, 400, 404, 400, 403),
    because: { 400: "the times have passed" },
    changesNothing: true,
    state: (fx) => interviewState(fx.applicationId),
  },
];
