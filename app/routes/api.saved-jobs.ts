import type { Route } from "./+types/api.saved-jobs";
import { savedJobsRequest, saveJobRequest } from "#app/features/saved-jobs/saved-jobs-api.server.ts";

/** Saved jobs for the scripts: the account's, or a visitor's in the device cookie (docs/product.md#saved-jobs). */
export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  return savedJobsRequest(request);
}

export function action({ request }: Pick<Route.ActionArgs, "request">) {
  return saveJobRequest(request);
}
