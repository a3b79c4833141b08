import type { Route } from "./+types/layout";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { openReportCount } from "#app/features/reports/public.server.ts";
import { pendingVerificationCount } from "#app/features/verification/public.server.ts";

/** The console's frame. Each page below checks the administrator itself: this loader only draws the frame (and counts the open reports for its tab). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { openReports: await openReportCount(), pendingVerifications: await pendingVerificationCount() };
}
