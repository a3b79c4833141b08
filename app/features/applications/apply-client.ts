import { isRouteErrorResponse } from "react-router";
import type { ApplyActionData } from "./apply-types.ts";
import { applyToasts } from "./apply-toasts.ts";

/**
 * The apply form's submission in the browser (the sheet's fetcher and the page's form). When the server fails
 * (a 5xx from a proxy or the app, an answer that cannot be read) or the network drops, the person keeps the
 * sheet with what they entered and sees "Application Failed", instead of the job page turning into an error
 * page. Redirects (sent, already applied, sign in) and a 404 (the job is gone) pass through as before.
 */
export async function submitApplication(serverAction: () => Promise<unknown>): Promise<unknown> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    console.error("[applications] submitting the application failed:", error);
    const offline = error instanceof TypeError;
    return { errors: {}, toast: offline ? applyToasts.offline : applyToasts.failed } satisfies ApplyActionData;
  }
}
