import type { Route } from "./+types/jobs.new";
import { jobFormAction, jobFormLoader } from "./jobs.form.server.ts";

export function loader({ request, url }: Route.LoaderArgs) {
  return jobFormLoader(request, url);
}

export function action({ request, url }: Route.ActionArgs) {
  return jobFormAction(request, url);
}
