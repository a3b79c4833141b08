import type { Route } from "./+types/mail";
import { MailPage } from "./mail.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { loader } from "./mail.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.admin_meta_mail(), path: "/admin/mail", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MailPage mails={loaderData.mails} maxAttempts={loaderData.maxAttempts} />;
}
