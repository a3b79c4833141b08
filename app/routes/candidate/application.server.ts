import { data } from "react-router";
import type { Route } from "./+types/application";
import { applicationIdFrom } from "#app/features/applications/public.server.ts";
import { requireUser } from "#app/features/auth/public.server.ts";
import { candidateConversationPath } from "#app/features/conversations/public.ts";
import { conversationAction, openConversation } from "#app/features/conversations/public.server.ts";

/**
 * /applications/{id}: the candidate's conversation with the company about one of their applications. Only the
 * candidate of that application: anyone else signed in gets a 404, as for an application that does not exist.
 */
async function candidateApplication(request: Request, url: URL, idParam: string | undefined) {
  const user = await requireUser(request, url);
  const applicationId = applicationIdFrom(idParam);
  if (!applicationId) throw data(null, { status: 404 });
  return { user, applicationId };
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { user, applicationId } = await candidateApplication(request, url, params.id);
  const conversation = await openConversation({ side: "candidate", userId: user.id }, applicationId);
  if (!conversation) throw data(null, { status: 404 });
  return { conversation };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const { user, applicationId } = await candidateApplication(request, url, params.id);
  return conversationAction({
    request,
    party: { side: "candidate", userId: user.id },
    author: { id: user.id, name: user.name },
    applicationId,
    back: candidateConversationPath(applicationId),
  });
}
