import type { Route } from "./+types/api.applications";
import { applicationStatusRequest, applyFromDocument, applyRequest } from "#app/features/applications/applications-api.server.ts";
import { isDocumentRequest } from "#app/lib/document-request.ts";

/** GET ?jobId= → { applied }; POST jobId → apply (docs/product.md#applying). */
export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  return applicationStatusRequest(request);
}

export function action({ request }: Pick<Route.ActionArgs, "request">) {
  return isDocumentRequest(request) ? applyFromDocument(request) : applyRequest(request);
}
