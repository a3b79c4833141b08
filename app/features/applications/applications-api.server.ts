import { getUser } from "~/features/auth/session.server";
import { readSignedInForm } from "~/features/auth/signed-in-form.server";
import { isJobId } from "~/features/jobs/job-id";
import { applyForJob, hasApplied } from "./applications.server";

/** The answers of POST /api/applications (read by the apply panel). */
export type ApplyResponse =
  | { ok: true; applied: true }
  | { error: "Authentication Required" }
  | { code: "INVALID" | "NOT_FOUND" | "ALREADY_APPLIED" | "FAILED" };

const NO_STORE = { "Cache-Control": "private, no-store" };

function json(body: ApplyResponse | { applied: boolean }, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** A job id as sent by a form, or null when it cannot be one. */
export function jobIdFrom(value: unknown): string | null {
  return isJobId(value) ? value : null;
}

/** POST /api/applications with the form field jobId: applies the signed-in user (never a user id from the body). */
export async function applyRequest(request: Request): Promise<Response> {
  try {
    const signedIn = await readSignedInForm(request, json);
    if (signedIn instanceof Response) return signedIn;
    const { user, form } = signedIn;
    const jobId = jobIdFrom(form.get("jobId"));
    if (!jobId) return json({ code: "INVALID" }, 400);
    const result = await applyForJob(user.id, jobId);
    if (result.ok) return json({ ok: true, applied: true }, 201);
    return json({ code: result.code }, result.code === "NOT_FOUND" ? 404 : 409);
  } catch (error) {
    // Spec section 8: any other error is logged; the user sees "Application Failed".
    console.error("[applications] apply failed:", error);
    return json({ code: "FAILED" }, 503);
  }
}

/** GET /api/applications?jobId=: whether the signed-in user applied (false when signed out). */
export async function applicationStatusRequest(request: Request): Promise<Response> {
  const jobId = jobIdFrom(new URL(request.url).searchParams.get("jobId"));
  if (!jobId) return json({ applied: false }, 400);
  try {
    const user = await getUser(request);
    return json({ applied: user ? await hasApplied(user.id, jobId) : false });
  } catch (error) {
    console.error("[applications] status check failed:", error);
    return json({ applied: false }, 503);
  }
}
