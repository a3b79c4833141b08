import type { Route } from "./+types/dashboard";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import { unreadConversationsOf, unreadCountFor } from "#app/features/conversations/public.server.ts";
import { loadDashboard } from "#app/features/employers/public.server.ts";
import { bothTimes, CANDIDATE_TIME_ZONE } from "#app/features/interviews/public.ts";
import { companyInterviews, zoneOf } from "#app/features/interviews/public.server.ts";
import type { DashboardInterviews } from "./dashboard.interviews.tsx";

export async function loader({ request, url }: Route.LoaderArgs) {
  const ctx = await requireEmployer(request, url);
  const [dashboard, unreadCount, unread, booked, zone] = await Promise.all([
    loadDashboard(ctx),
    unreadCountFor({ ...ctx.user, activeCompanyId: ctx.company.companyId }),
    unreadConversationsOf(ctx.company.companyId),
    companyInterviews(ctx.company.companyId),
    zoneOf(ctx.user.id, "organizer"),
  ]);
  const interviews: DashboardInterviews = {
    ...booked,
    upcoming: booked.upcoming.map(({ start, ...i }) => ({ ...i, when: bothTimes(start, zone, CANDIDATE_TIME_ZONE).text })),
  };
  return { companyName: ctx.company.name, dashboard, unread: { count: unreadCount, conversations: unread }, interviews };
}
