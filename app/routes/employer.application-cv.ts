import type { Route } from "./+types/employer.application-cv";
import { applicationCvResponse } from "#app/features/profile/cv-download.server.ts";

/** The CV sent with an application, for the members of the company it was sent to; 404 for anyone else. */
export function loader({ request, params }: Route.LoaderArgs) {
  return applicationCvResponse(request, params.applicationId);
}
