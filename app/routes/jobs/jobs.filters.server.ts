import { data } from "react-router";
import type { Route } from "./+types/jobs.filters";
import { parseFilters, selectionCounts } from "#app/features/jobs/public.server.ts";
import { pageCacheHeaders } from "#app/lib/cache.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = { ...parseFilters(new URL(request.url).searchParams), page: 1 };
  const { total, facets } = await selectionCounts(filters);
  return data({ filters, facets, total }, { headers: pageCacheHeaders(request) });
}
