import type { Route } from "./+types/account.data";
import { exportUserData, userDataResponse } from "#app/features/account/public.server.ts";
import { requireUser } from "#app/features/auth/public.server.ts";

/** "Download my data": everything we hold about the signed-in user, as one JSON attachment. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request, url);
  const exported = await exportUserData(user.id);
  if (!exported) throw new Response(null, { status: 404 });
  return userDataResponse(exported);
}
