import { data } from "react-router";
import type { Route } from "./+types/application";
import { applicationIdFrom } from "#app/features/applications/public.server.ts";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import { employerConversationPath } from "#app/features/conversations/public.ts";
import { conversationAction, openConversation } from "#app/features/conversations/public.server.ts";

/**
 * /employer/applications/{id}: the company's conversation with one applicant. Members of the company the job
 * belongs to (its active company, as on the applicants page); another company's application is a 404.
 */
async function companyApplication(request: Request, url: URL, idParam: string | undefined) {
  const ctx = await requireEmployer(request, url);
  const applicationId = applicationIdFrom(idParam);
  if (!applicationId) throw data(null, { status: 404 });
  return { ...ctx, applicationId };
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { company, applicationId } = await companyApplication(request, url, params.applicationId);
  const conversation = await openConversation({ side: "employer", companyId: company.companyId }, applicationId);
  if (!conversation) throw data(null, { status: 404 });
  return { conversation };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const { user, company, applicationId } = await companyApplication(request, url, params.applicationId);
  return conversationAction({
    request,
    party: { side: "employer", companyId: company.companyId },
    author: { id: user.id, name: user.name },
    applicationId,
    back: employerConversationPath(applicationId),
  });
}
