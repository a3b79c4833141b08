import type { Route } from "./+types/reset-password";
import { head } from "#app/lib/seo.ts";
import { ResetPasswordScreen } from "./reset-password.page.tsx";

export { action, loader } from "./reset-password.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Reset Password", path: "/reset-password", noindex: true, siteData: "none" });

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
