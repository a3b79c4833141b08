import type { Route } from "./+types/register";
import { employerRegisterAction, employerRegisterLoader } from "#app/features/auth/auth-actions.server.ts";

// The employer sign-up belongs to auth (Better Auth's endpoints); this route only hands the request over.
export function loader({ request, url }: Route.LoaderArgs) {
  return employerRegisterLoader(request, url);
}

export function action({ request }: Route.ActionArgs) {
  return employerRegisterAction(request);
}
