import { getUser, readSignedInForm } from "#app/features/auth/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { applyToasts } from "./apply-toasts.ts";
import { jobIdFrom } from "#app/lib/job-id.ts";
import { applyForJob, hasApplied, JOB_CLOSED_MESSAGE } from "./applications.server.ts";

/** The answers of POST /api/applications (read by the apply panel). */
export type ApplyResponse =
  | { ok: true; applied: true }
  | { error: "Authentication Required" }
  | { code: "INVALID" | "NOT_FOUND" | "ALREADY_APPLIED" | "FAILED" }
  | { code: "CLOSED"; message: string };

const NO_STORE = { "Cache-Control": "private, no-store" };

function json(body: ApplyResponse | { applied: boolean }, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

interface ApplyOutcome {
  status: number;
  body: ApplyResponse;
  jobId: string | null;
  job?: { title: string; company: string };
}

/** Applies the signed-in user (never a user id from the body) for the form field jobId. */
async function applyOutcome(request: Request): Promise<ApplyOutcome | Response> {
  try {
    const signedIn = await readSignedInForm(request, json);
    if (signedIn instanceof Response) return signedIn;
    const { user, form } = signedIn;
    const jobId = jobIdFrom(form.get("jobId"));
    if (!jobId) return { status: 400, body: { code: "INVALID" }, jobId };
    const result = await applyForJob(user.id, jobId);
    if (result.ok) return { status: 201, body: { ok: true, applied: true }, jobId, job: result.job };
    if (result.code === "CLOSED") return { status: 409, body: { code: "CLOSED", message: JOB_CLOSED_MESSAGE }, jobId };
    return { status: result.code === "NOT_FOUND" ? 404 : 409, body: { code: result.code }, jobId };
  } catch (error) {
    // Any other error is logged; the user sees "Application Failed" (docs/product.md#applying).
    console.error("[applications] apply failed:", error);
    return { status: 503, body: { code: "FAILED" }, jobId: null };
  }
}

/** POST /api/applications from the apply panel's script: a JSON answer. */
export async function applyRequest(request: Request): Promise<Response> {
  const outcome = await applyOutcome(request);
  return outcome instanceof Response ? outcome : json(outcome.body, outcome.status);
}

/**
 * POST /api/applications sent by the browser itself (the page's script had not loaded): the same rules, then
 * back to the job page with the toast (docs/product.md#applying), or to sign-in when nobody is signed in.
 */
export async function applyFromDocument(request: Request): Promise<Response> {
  const jobId = jobIdFrom(
    (
      await request
        .clone()
        .formData()
        .catch(() => new FormData())
    ).get("jobId"),
  );
  const back = jobId ? `/job/${encodeURIComponent(jobId)}` : "/jobs";
  const outcome = await applyOutcome(request);
  if (outcome instanceof Response) {
    if (outcome.status !== 401) return outcome;
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(back)}`, applyToasts.authRequired);
  }
  const toast =
    outcome.status === 201 && outcome.job
      ? applyToasts.submitted({ id: jobId ?? "", ...outcome.job })
      : outcome.body && "code" in outcome.body && outcome.body.code === "CLOSED"
        ? applyToasts.closed
        : outcome.status === 409
          ? applyToasts.alreadyApplied
          : applyToasts.failed;
  return redirectWithToast(back, toast);
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
