import type { Route } from "./+types/jobs.edit";
import { jobFormAction, jobFormLoader } from "./jobs.form.server.ts";

export function loader({ request, url, params }: Route.LoaderArgs) {
  return jobFormLoader(request, url, params.id);
}

export function action({ request, url, params }: Route.ActionArgs) {
  return jobFormAction(request, url, params.id);
}
