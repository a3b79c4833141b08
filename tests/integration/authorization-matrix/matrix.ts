/**
 * The vocabulary of the authorization matrix (tests/integration/authorization-matrix.test.ts): the six actors,
 * the expected answers, the fixtures every row may refer to, and the shape of a row.
 */

/* ---------- The actors ---------- */

export const ACTORS = ["signedOut", "seeker", "recruiterA", "recruiterB", "ownerA", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export const ACTOR_NAMES: Record<Actor, string> = {
  signedOut: "someone signed out",
  seeker: "a job seeker",
  recruiterA: "recruiter of A",
  recruiterB: "recruiter of B",
  ownerA: "owner of A",
  admin: "an administrator (no member of A)",
};

/** The members of company A: everyone else must never see A's internal data. */
export const MEMBERS_OF_A: readonly Actor[] = ["recruiterA", "ownerA"];

/* ---------- The expected answers ---------- */

/** A status code, or a redirect to the sign-in page that returns to the requested address afterwards. */
export type Expected = number | "sign-in";
export const SIGN_IN = "sign-in" as const;

/** One column per actor, in the order of ACTORS: signed out, seeker, recruiter A, recruiter B, owner A, admin. */
export function by(...answers: [Expected, Expected, Expected, Expected, Expected, Expected]): Record<Actor, Expected> {
  return Object.fromEntries(ACTORS.map((actor, i) => [actor, answers[i]])) as Record<Actor, Expected>;
}

// Employer pages without an id work in the actor's own (active) company: recruiter B sees B, never A.
export const EMPLOYER_PAGE = by(SIGN_IN, 403, 200, 200, 200, 403);
// A job, applicant or file of company A, reached by id.
export const COMPANY_A_ONLY = by(SIGN_IN, 403, 200, 404, 200, 403);
export const ADMINS_ONLY = by(404, 404, 404, 404, 404, 200);

/** Answers that mean the guard let the actor through (an action may still refuse the form or break a rule). */
export const passedGuard = (e: Expected) => e !== SIGN_IN && e !== 403 && e !== 404;

/* ---------- The fixtures, made once ---------- */

export interface Fixtures {
  companyA: string;
  companyB: string;
  /** A's published job, with the seeker's application. */
  jobA: string;
  /** A's draft: 404 to everyone outside A, a preview inside. */
  draftA: string;
  draftTitle: string;
  /** B's published job. */
  jobB: string;
  applicationId: number;
  applicationCvKey: string;
  profileCvKey: string;
  /** The seeker's document on the tracker's "documents" step. */
  trackerDocumentKey: string;
  logoKey: string;
  invitationId: string;
  ownerMemberId: string;
  recruiterMemberId: string;
  recruiterBMemberId: string;
  /** A job alert of someone who is none of the actors (confirmed signed out). */
  alertId: string;
  /** A message of A's owner in the seeker's conversation, with a document. */
  messageId: number;
}

/* ---------- The table ---------- */

export interface MatrixRow {
  /** The route's path and module file, as in app/routes.ts. */
  route: string;
  file: string;
  method: "GET" | "POST";
  /** What the actor tries, for the test's name ("read company A's applicants CSV"). */
  what: string;
  url: (fx: Fixtures) => string;
  /** The POST's fields (a multipart body when `multipart`). */
  form?: (fx: Fixtures) => Record<string, string>;
  multipart?: boolean;
  expect: Record<Actor, Expected>;
  /** Why an actor who passed the guard still gets a 4xx (the form, a team rule). */
  because?: Partial<Record<number, string>>;
  /** What a refused attempt must leave unchanged (the audit log is always checked for POSTs). */
  state?: (fx: Fixtures) => Promise<unknown>;
  /** Nobody's attempt may change anything, not even that of an actor who passed the guard. */
  changesNothing?: boolean;
  /** The page shows its data to anyone who has the link (an invitation): no check for A's internal data. */
  forLinkHolders?: boolean;
}

export const EMPLOYER_NOTE = "A-internal note: strong candidate, salary expectation 46k";
