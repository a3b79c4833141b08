import type { Route } from "./+types/media";
import { mediaResponse } from "#app/features/employers/public.server.ts";

/** /media/{key}: uploaded company logos (only a company's current one; anything else 404). */
export function loader({ params }: Route.LoaderArgs) {
  return mediaResponse(params["*"] ?? "");
}
