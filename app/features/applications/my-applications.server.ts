import { data } from "react-router";
import { requireUser } from "#app/features/auth/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { applicationIdFrom, withdrawApplication } from "./pipeline.server.ts";

/** The action of /applications: the candidate withdraws one of their own applications. */

export interface MyApplicationsActionData {
  applicationId: number | null;
  error: string;
}

export const withdrawTexts = {
  withdrawn: "Application withdrawn",
  withdrawnText: "The employer sees that you withdrew this application.",
  badRequest: "This form could not be read. Please reload the page and try again.",
} as const;

export async function myApplicationsAction(request: Request, url: URL) {
  const user = await requireUser(request, url);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<MyApplicationsActionData>({ applicationId: null, error: withdrawTexts.badRequest }, { status: 400 });
  }
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
  return redirectWithToast("/applications", { title: withdrawTexts.withdrawn, description: withdrawTexts.withdrawnText });
}
