import type { Route } from "./+types/reset-password";
import { resetPasswordAction, resetPasswordLoader } from "~/features/auth/auth-actions.server";
import { ResetPasswordScreen } from "~/features/auth/reset-password-screen";
import { head } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Reset Password", path: "/reset-password", noindex: true, siteData: "none" });

export function loader({ request }: Route.LoaderArgs) {
  return resetPasswordLoader(request);
}

export function action({ request }: Route.ActionArgs) {
  return resetPasswordAction(request);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordScreen token={loaderData.token} actionData={actionData} />;
}
