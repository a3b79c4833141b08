import { useMatches } from "react-router";
import type { Route } from "./+types/auth";
import { head } from "#app/lib/seo.ts";
import { AuthScreen } from "./auth.page.tsx";

export { action, loader } from "./auth.server.ts";

/** This module serves /auth and, under the route id "register", /register (app/routes.ts). */
const REGISTER_ROUTE_ID = "register";

function isRegister(matches: readonly unknown[]): boolean {
  return matches.some((m) => (m as { id?: string } | undefined)?.id === REGISTER_ROUTE_ID);
}

export const meta: Route.MetaFunction = (args) =>
  isRegister(args.matches)
    ? head(args, { title: "Create Account", path: "/register" })
    : head(args, { title: "Login", path: "/auth" });

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const matches = useMatches();
  return <AuthScreen initialTab={isRegister(matches) ? "register" : "login"} loaderData={loaderData} actionData={actionData} />;
}
