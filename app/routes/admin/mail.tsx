import type { Route } from "./+types/mail";
import { MailPage } from "./mail.page.tsx";
import { head } from "#app/lib/seo.ts";

export { loader } from "./mail.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "E-mail delivery: Administration", path: "/admin/mail", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MailPage mails={loaderData.mails} maxAttempts={loaderData.maxAttempts} />;
}
