import type { Route } from "./+types/employer.jobs.applicants-csv";
import { applicantsCsvResponse } from "#app/features/applications/applicants.server.ts";

/** The applicants of a job as a CSV file, with the page's status filter; the same guard as the page. */
export function loader({ request, url, params }: Pick<Route.LoaderArgs, "request" | "url" | "params">) {
  return applicantsCsvResponse(request, url, params.id);
}
