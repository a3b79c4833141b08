/**
 * Conversations (issue 29): the candidate's page of an application, the company's page of an applicant, and a
 * message's document. Only the two parties: the seeker who applied to A's job, and A's members.
 */
import { count, eq } from "drizzle-orm";
import { conversationMessages, jobReports } from "#db/schema.ts";
import { by, SIGN_IN, COMPANY_A_ONLY, type MatrixRow } from "./matrix.ts";
import { s, one } from "./state.ts";

const messagesOf = (applicationId: number) =>
  one(s.db.select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.applicationId, applicationId)));

export const CONVERSATION_ROWS: MatrixRow[] = [
  {
    route: "applications/:id",
    file: "routes/candidate/application.tsx",
    method: "GET",
    what: "read the seeker's conversation with company A",
    url: (fx) => `/applications/${fx.applicationId}`,
    // Only the candidate: everyone else's own applications do not include it.
    expect: by(SIGN_IN, 200, 404, 404, 404, 404),
  },
  {
    route: "applications/:id",
    file: "routes/candidate/application.tsx",
    method: "POST",
    what: "write in the seeker's conversation as the candidate",
    url: (fx) => `/applications/${fx.applicationId}`,
    form: () => ({ intent: "message", body: "Is accommodation provided?" }),
    multipart: true,
    expect: by(SIGN_IN, 302, 404, 404, 404, 404),
    state: (fx) => messagesOf(fx.applicationId),
  },
  {
    route: "applications/:id",
    file: "routes/candidate/application.tsx",
    method: "POST",
    what: "report company A's message in the seeker's conversation",
    url: (fx) => `/applications/${fx.applicationId}`,
    form: (fx) => ({ intent: "report", messageId: String(fx.messageId) }),
    expect: by(SIGN_IN, 302, 404, 404, 404, 404),
    state: () => one(s.db.select({ n: count() }).from(jobReports)),
  },
  {
    route: "employer/applications/:applicationId",
    file: "routes/employer/application.tsx",
    method: "GET",
    what: "read company A's conversation with the seeker",
    url: (fx) => `/employer/applications/${fx.applicationId}`,
    expect: COMPANY_A_ONLY,
  },
  {
    route: "employer/applications/:applicationId",
    file: "routes/employer/application.tsx",
    method: "POST",
    what: "write to the seeker as company A",
    url: (fx) => `/employer/applications/${fx.applicationId}`,
    form: () => ({ intent: "message", body: "We will call you on Monday." }),
    multipart: true,
    expect: by(SIGN_IN, 403, 302, 404, 302, 403),
    state: (fx) => messagesOf(fx.applicationId),
  },
  {
    route: "messages/:messageId/attachment",
    file: "routes/candidate/message-attachment.ts",
    method: "GET",
    what: "download a document sent in the seeker's conversation",
    url: (fx) => `/messages/${fx.messageId}/attachment`,
    // The two parties; nobody else learns that the document exists.
    expect: by(404, 200, 200, 404, 200, 404),
  },
];
