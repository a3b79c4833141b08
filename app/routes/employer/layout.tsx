import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { EmployerErrorBoundary } from "./layout.refusal.tsx";
import { EmployerShell } from "./layout.shell.tsx";

export { loader } from "./layout.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.employer_layout_meta_title(), path: "/employer", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <EmployerShell company={loaderData.company} companies={loaderData.companies}>
      <Outlet />
    </EmployerShell>
  );
}

export const ErrorBoundary = EmployerErrorBoundary;
