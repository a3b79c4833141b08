import { data } from "react-router";
import type { AdminActionData } from "#app/features/admin/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import type { FormResult } from "#app/lib/forms.ts";

/** The console actions' answers. A form with a mistake: its messages, under the fields of that one form. */
export function invalid(intent: string, form: FormData, result: FormResult) {
  const targetId = String(form.get("jobId") ?? form.get("companyId") ?? "");
  return data<AdminActionData>({ intent, targetId, result }, { status: 400 });
}

/** Back to the same list (same search and page) with a toast. */
export function back(url: URL, title: string, variant: "success" | "error" = "success") {
  return redirectWithToast(url.pathname + url.search, { title, variant });
}
