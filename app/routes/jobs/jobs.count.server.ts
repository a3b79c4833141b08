import type { Route } from "./+types/jobs.count";
import { parseFilters, selectionCounts } from "#app/features/jobs/public.server.ts";
import type { JobCountData } from "#app/features/jobs/public.ts";

/** The filter sheet's Show N jobs: the total and the option counts of a pending selection (same query string as /jobs). */
export async function loader({ request }: Route.LoaderArgs): Promise<Response> {
  const filters = { ...parseFilters(new URL(request.url).searchParams), page: 1 };
  const { total, facets } = await selectionCounts(filters);
  const body: JobCountData = { total, facets };
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
}
