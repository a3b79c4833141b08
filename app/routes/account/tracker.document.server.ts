import type { Route } from "./+types/tracker.document";
import { stepDocumentResponse } from "#app/features/tracker/public.server.ts";

/** The signed-in person's own document on a tracker step, as an attachment; 404 for anyone else (decision 200). */
export function loader({ request, params }: Route.LoaderArgs) {
  return stepDocumentResponse(request, params.stepId);
}
