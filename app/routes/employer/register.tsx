import type { Route } from "./+types/register";
import { EmployerRegisterScreen } from "#app/features/auth/employer-register-screen.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.employer_register_meta_title(),
    description: m.employer_register_meta_description(),
    path: "/employers/register",
  });

export { action, loader } from "./register.server.ts";

/**
 * Never stored by a browser or a shared cache: with `?invitation=` the page shows the invited address, and its
 * form answers carry what was typed (as /register, which server/http.ts marks no-store by its path).
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EmployerRegisterScreen loaderData={loaderData} actionData={actionData} />;
}
