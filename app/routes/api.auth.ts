import type { Route } from "./+types/api.auth";
import { services } from "#app/lib/services.server.ts";

/** Better Auth's endpoints (sign-up, sign-in, sign-out, verification, password reset) under /api/auth/*. */
export function loader({ request }: Route.LoaderArgs) {
  return services().auth.handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return services().auth.handler(request);
}
