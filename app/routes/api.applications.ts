import type { Route } from "./+types/api.applications";
import { applicationStatusRequest, applyRequest } from "~/features/applications/applications-api.server";

/** GET ?jobId= → { applied }; POST jobId → apply (spec sections 4, 7 and 8). */
export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  return applicationStatusRequest(request);
}

export function action({ request }: Pick<Route.ActionArgs, "request">) {
  return applyRequest(request);
}
