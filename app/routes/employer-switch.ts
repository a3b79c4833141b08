import type { Route } from "./+types/employer-switch";
import { switchCompanyAction } from "#app/features/employers/public.server.ts";

/** POST /employer/switch: the company switcher of the employer area's frame. */
export function action({ request, url }: Route.ActionArgs) {
  return switchCompanyAction(request, url);
}
