import type { Route } from "./+types/mail";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { MAIL_MAX_ATTEMPTS, mailProblems } from "#app/lib/mail-queue.server.ts";
import { db } from "#app/lib/services.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const mails = (await mailProblems(db())).map((m) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  }));
  return { mails, maxAttempts: MAIL_MAX_ATTEMPTS };
}
