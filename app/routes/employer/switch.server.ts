import { data } from "react-router";
import { redirect } from "#app/lib/i18n/redirect.ts";
import type { Route } from "./+types/switch";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { readForm } from "#app/lib/request.server.ts";
import { unlocalizePath } from "#app/lib/i18n/locale.ts";
import { services } from "#app/lib/services.server.ts";

/** POST /employer/switch: makes another company of the account's the active one, then back to where they were. */
export async function action({ request, url }: Route.ActionArgs) {
  const ctx = await requireEmployer(request, url);
  const form = await readForm(request);
  const companyId = String(form.get("companyId") ?? "");
  // Only a company the account belongs to; anything else is as if it did not exist.
  if (!ctx.companies.some((c) => c.companyId === companyId)) throw data(null, { status: 404 });
  await services().auth.api.setActiveOrganization({ headers: request.headers, body: { organizationId: companyId } });
  // Back to the same section (/employer/jobs, /employer/team…): a job or an applicant of the company left behind
  // would be a 404 in the other one. The address is the page's (/de/employer/jobs): redirect() adds the language again.
  const back = unlocalizePath(safeRedirect(form.get("redirectTo"), "/employer").split(/[?#]/)[0] ?? "");
  const section = back.split("/").slice(0, 3).join("/");
  return redirect(section.startsWith("/employer") ? section : "/employer");
}
