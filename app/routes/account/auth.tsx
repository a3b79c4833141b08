import { useMatches } from "react-router";
import type { Route } from "./+types/auth";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { AuthScreen } from "./auth.page.tsx";

export { action, loader } from "./auth.server.ts";

/** This module serves /auth and, under the route id "register" ("de/register" in German), /register (app/routes.ts). */
const REGISTER_ROUTE_IDS = new Set(["register", "de/register"]);

function isRegister(matches: readonly unknown[]): boolean {
  return matches.some((match) => REGISTER_ROUTE_IDS.has((match as { id?: string } | undefined)?.id ?? ""));
}

export const meta: Route.MetaFunction = (args) =>
  isRegister(args.matches)
    ? head(args, { title: m.account_auth_meta_register(), path: "/register" })
    : head(args, { title: m.account_auth_meta_login(), path: "/auth" });

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const matches = useMatches();
  return <AuthScreen initialTab={isRegister(matches) ? "register" : "login"} loaderData={loaderData} actionData={actionData} />;
}
