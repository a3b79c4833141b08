import { data } from "react-router";
import type { Route } from "./+types/verifications";
import { actorOf } from "#app/features/admin/public.server.ts";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { approveVerificationSchema, declineVerificationSchema } from "#app/features/verification/public.ts";
import { decideVerification, pendingVerifications } from "#app/features/verification/public.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { readForm } from "#app/lib/request.server.ts";
import { back, invalid } from "./answers.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { requests: await pendingVerifications() };
}

/**
 * /admin/verifications: approve a company's waiting request (the company becomes verified) or decline it with a
 * reason; either way the company is told by e-mail (features/verification).
 */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = actorOf(await requireAdmin(request));
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "decline") {
    const submission = parseForm(form, declineVerificationSchema);
    if (submission.status !== "success") return invalid(intent, form, submission.reply());
    const { companyId, reason } = submission.value;
    const done = await decideVerification(admin, companyId, { approve: false, reason });
    if (!done) return back(url, m.verification_admin_gone(), "error");
    return back(url, m.verification_admin_declined_toast({ name: done.name }));
  }
  if (intent !== "approve") throw data(null, { status: 400 });
  const submission = parseForm(form, approveVerificationSchema);
  if (submission.status !== "success") throw data(null, { status: 400 });
  const { companyId, requestId } = submission.value;
  const done = await decideVerification(admin, companyId, { approve: true }, requestId);
  if (!done) return back(url, m.verification_admin_gone(), "error");
  return back(url, m.verification_admin_approved_toast({ name: done.name }));
}
