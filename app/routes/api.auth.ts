import type { Route } from "./+types/api.auth";
import { isAuthEndpointPath } from "#app/features/auth/auth-endpoints.server.ts";
import { withVerificationScope } from "#app/features/auth/auto-sign-in.server.ts";
import { services } from "#app/lib/services.server.ts";

/** Better Auth's endpoints (sign-up, sign-in, sign-out, verification, password reset) under /api/auth/*. */
function handle(request: Request) {
  const { auth } = services();
  if (!isAuthEndpointPath(auth, new URL(request.url).pathname)) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  return withVerificationScope(request, () => auth.handler(request));
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
