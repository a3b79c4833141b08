import type { Route } from "./+types/api.saved-jobs";
import { savedJobsRequest, saveJobRequest } from "#app/features/saved-jobs/saved-jobs-api.server.ts";

/** The account's copy of the saved jobs (the browser keeps its own under "savedJobs": docs/product.md#saved-jobs). */
export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  return savedJobsRequest(request);
}

export function action({ request }: Pick<Route.ActionArgs, "request">) {
  return saveJobRequest(request);
}
