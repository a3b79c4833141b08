import type { Route } from "./+types/dashboard";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import { unreadConversationsOf, unreadCountFor } from "#app/features/conversations/public.server.ts";
import { loadDashboard } from "#app/features/employers/public.server.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  const ctx = await requireEmployer(request, url);
  const [dashboard, unreadCount, unread] = await Promise.all([
    loadDashboard(ctx),
    unreadCountFor({ ...ctx.user, activeCompanyId: ctx.company.companyId }),
    unreadConversationsOf(ctx.company.companyId),
  ]);
  return { companyName: ctx.company.name, dashboard, unread: { count: unreadCount, conversations: unread } };
}
