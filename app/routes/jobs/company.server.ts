import { data } from "react-router";
import { redirect } from "#app/lib/i18n/redirect.ts";
import type { Route } from "./+types/company";
import { loadCompany } from "#app/features/companies/public.server.ts";
import { pageCacheHeaders } from "#app/lib/cache.server.ts";
import { hasControlCharacters } from "#app/lib/text.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  // A slug, an id or (older links) a name: any text, but never one with a NUL, which fails the query (lib/text.ts).
  if (hasControlCharacters(params.id)) throw data(null, { status: 404 });
  const found = await loadCompany(params.id.slice(0, 200));
  if (!found) throw data(null, { status: 404 });
  // Older links by id or by name: permanently to the slug address.
  if (found.redirectTo !== undefined) throw redirect(found.redirectTo, 301);
  return data(found, { headers: pageCacheHeaders(request) });
}
