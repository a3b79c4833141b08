import { data } from "react-router";
import type { Route } from "./+types/message-attachment";
import { getUser } from "#app/features/auth/public.server.ts";
import { attachmentFor } from "#app/features/conversations/public.server.ts";
import { serialIdFrom } from "#app/lib/ids.ts";
import { services } from "#app/lib/services.server.ts";
import { downloadResponse } from "#app/lib/uploads/download.server.ts";

/**
 * /messages/{id}/attachment: a conversation's document, for its two parties only (the candidate and the company's
 * current members). Everyone else, signed out included, gets the same 404 as for a document that does not exist;
 * the file is always an attachment (downloadResponse: nosniff, private, no-store, a sandboxing CSP), as CVs are.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getUser(request);
  const messageId = serialIdFrom(params.messageId);
  if (!user || !messageId) throw data(null, { status: 404 });
  const found = await attachmentFor(user.id, messageId);
  const file = found ? await services().storage.get(found.key) : null;
  if (!found || !file) throw data(null, { status: 404 });
  return downloadResponse(file, found.name);
}
