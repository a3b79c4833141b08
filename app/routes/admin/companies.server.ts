import { data } from "react-router";
import type { Route } from "./+types/companies";
import { adminTexts, companySchema, pageParam, searchParam, suspendSchema } from "#app/features/admin/public.ts";
import { actorOf, listCompanies, setCompanyFlag, suspendCompany } from "#app/features/admin/public.server.ts";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";
import { back, invalid } from "./answers.server.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = searchParam(url);
  const page = pageParam(url);
  return { ...(await listCompanies(q, page)), q, page };
}

/** /admin/companies: verify, remove verification, suspend (with a reason), unsuspend. */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = actorOf(await requireAdmin(request));
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "suspend") {
    const submission = parseForm(form, suspendSchema);
    if (submission.status !== "success") return invalid(intent, form, submission.reply());
    const { companyId, reason } = submission.value;
    const done = await suspendCompany(admin, companyId, reason);
    if (!done) return back(url, adminTexts.companyGone(), "error");
    return back(url, adminTexts.suspended(done.name, done.unpublished));
  }
  const change = {
    verify: { flag: { verified: true }, text: adminTexts.verified },
    unverify: { flag: { verified: false }, text: adminTexts.unverified },
    unsuspend: { flag: { suspended: false }, text: adminTexts.unsuspended },
  }[intent];
  if (!change) throw data(null, { status: 400 });
  const submission = parseForm(form, companySchema);
  if (submission.status !== "success") throw data(null, { status: 400 });
  const done = await setCompanyFlag(admin, submission.value.companyId, change.flag, `company.${intent}`);
  if (!done) return back(url, adminTexts.companyGone(), "error");
  return back(url, change.text(done.name));
}
