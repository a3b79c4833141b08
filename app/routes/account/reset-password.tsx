import type { Route } from "./+types/reset-password";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { ResetPasswordScreen } from "./reset-password.page.tsx";

export { action, loader } from "./reset-password.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_reset_title(), path: "/reset-password", noindex: true, siteData: "none" });

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResetPasswordScreen
      token={loaderData.token}
      confirmed={loaderData.confirmed}
      redirectTo={loaderData.redirectTo}
      actionData={actionData}
    />
  );
}
