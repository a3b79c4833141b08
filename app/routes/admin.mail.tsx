import type { Route } from "./+types/admin.mail";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { MailPage } from "#app/features/admin/mail-page.tsx";
import { MAIL_MAX_ATTEMPTS, mailProblems } from "#app/lib/mail-queue.server.ts";
import { head } from "#app/lib/seo.ts";
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

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "E-mail delivery: Administration", path: "/admin/mail", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MailPage mails={loaderData.mails} maxAttempts={loaderData.maxAttempts} />;
}
