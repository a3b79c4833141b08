import { data } from "react-router";
import type { Route } from "./+types/applications";
import { applicationIdFrom, listApplications, withdrawApplication } from "#app/features/applications/public.server.ts";
import { requireUser } from "#app/features/auth/public.server.ts";
import { conversationSummaries } from "#app/features/conversations/public.server.ts";
import { EMPLOYER_TIME_ZONE, interviewSummary, type InterviewSummary } from "#app/features/interviews/public.ts";
import { cancelInterviewOfClosedApplication, interviewsOfCandidate, zoneOf } from "#app/features/interviews/public.server.ts";
import { accountSavedJobs } from "#app/features/saved-jobs/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { readForm } from "#app/lib/request.server.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request, url);
  const [applications, saved, stored, zone] = await Promise.all([
    listApplications(user.id),
    accountSavedJobs(request, user.id),
    interviewsOfCandidate(user.id),
    zoneOf(user.id, "candidate"),
  ]);
  const summaries = await conversationSummaries(
    "candidate",
    applications.map((a) => a.id),
  );
  // Each application's conversation: how many messages, and whether one from the company is unread.
  const conversations = Object.fromEntries(summaries);
  const unreadConversations = [...summaries.values()].filter((c) => c.unread).length;
  // Each application's interview line (issue 29), on the candidate's clock.
  const now = new Date();
  const interviews: Record<number, InterviewSummary> = {};
  for (const [id, i] of stored) interviews[id] = interviewSummary(i, "candidate", now, { own: zone, other: EMPLOYER_TIME_ZONE });
  return { applications, saved, conversations, unreadConversations, interviews };
}

export interface MyApplicationsActionData {
  applicationId: number | null;
  error: string;
}

/** Read in the request's language when used (getters). */
export const withdrawTexts = {
  get withdrawn() {
    return m.pipeline_list_withdrawn();
  },
  get withdrawnText() {
    return m.pipeline_list_withdrawn_text();
  },
  get badRequest() {
    return m.shared_form_unreadable();
  },
};

/** The candidate withdraws one of their own applications. */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser(request, url);
  const form = await readForm(request);
  const applicationId = applicationIdFrom(form.get("applicationId"));
  if (form.get("intent") !== "withdraw" || !applicationId) {
    return data<MyApplicationsActionData>({ applicationId, error: withdrawTexts.badRequest }, { status: 400 });
  }
  // Only the session's user's own application: another user's id is not found, and nothing changes.
  const result = await withdrawApplication(user.id, applicationId);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") throw data(null, { status: 404 });
    return data<MyApplicationsActionData>({ applicationId, error: result.error }, { status: 409 });
  }
  // The interview goes with the application (calendars told, reminders taken back).
  await cancelInterviewOfClosedApplication({ by: "candidate", userId: user.id, applicationId });
  return redirectWithToast("/applications", { title: withdrawTexts.withdrawn, description: withdrawTexts.withdrawnText });
}
