import type { Route } from "./+types/places.suggest";
import { placeSuggestions } from "#app/features/job-posting/public.server.ts";
import { MAX_PLACE_LENGTH } from "#app/features/jobs/public.ts";

/** `/places/suggest?q=augs`: up to 8 place labels, the largest first (docs/decisions/161-jobs-reference-places.md). */
export async function loader({ request }: Route.LoaderArgs): Promise<Response> {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_PLACE_LENGTH);
  const places = q.trim().length >= 2 ? await placeSuggestions(q) : [];
  // The gazetteer changes with a package update only: a day in shared caches.
  return Response.json({ places }, { headers: { "Cache-Control": "public, max-age=3600, s-maxage=86400" } });
}
