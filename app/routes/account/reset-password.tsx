import type { Route } from "./+types/reset-password";
import { resetPasswordAction, resetPasswordLoader } from "#app/features/auth/auth-actions.server.ts";
import { ResetPasswordScreen } from "#app/features/auth/reset-password-screen.tsx";
import { head } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Reset Password", path: "/reset-password", noindex: true, siteData: "none" });

export function loader({ request }: Route.LoaderArgs) {
  return resetPasswordLoader(request);
}

export function action({ request }: Route.ActionArgs) {
  return resetPasswordAction(request);
}

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
