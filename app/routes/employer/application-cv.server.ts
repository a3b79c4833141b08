import type { Route } from "./+types/application-cv";
import { applicationCvResponse } from "#app/features/profile/cv-download.server.ts";

export function loader({ request, params }: Route.LoaderArgs) {
  return applicationCvResponse(request, params.applicationId);
}
