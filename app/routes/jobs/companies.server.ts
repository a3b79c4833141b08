import { data } from "react-router";
import type { Route } from "./+types/companies";
import { listCompanies } from "#app/features/companies/public.server.ts";
import { pageCacheHeaders } from "#app/lib/cache.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return data({ companies: await listCompanies() }, { headers: pageCacheHeaders(request) });
}
