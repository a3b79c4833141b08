import type { Route } from "./+types/profile.cv";
import { profileCvResponse } from "#app/features/profile/public.server.ts";

/** The signed-in candidate's own CV, as an attachment; 404 for anyone else. */
export function loader({ request }: Route.LoaderArgs) {
  return profileCvResponse(request);
}
