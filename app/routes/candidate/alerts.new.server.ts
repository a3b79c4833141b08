import { data } from "react-router";
import type { Route } from "./+types/alerts.new";
import {
  ALERT_TEXTS,
  alertFilters,
  alertQuery,
  alertSummary,
  signedInAlertSchema,
  signedOutAlertSchema,
  type CreateAlertData,
} from "#app/features/alerts/public.ts";
import { createAlert } from "#app/features/alerts/public.server.ts";
import { getUser } from "#app/features/auth/public.server.ts";
import { parseFilters } from "#app/features/jobs/public.ts";
import { isDocumentRequest } from "#app/lib/document-request.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { clientIp, consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { readForm } from "#app/lib/request.server.ts";
import { db, services } from "#app/lib/services.server.ts";

/** The search in words is composed here: the browser then needs no label tables for it (docs/decisions/209). */
export function loader({ url }: Route.LoaderArgs) {
  const filters = parseFilters(url.searchParams);
  return { filters, summary: alertSummary(filters) };
}

/**
 * POST /alerts/new?<the search>: saves the search as an alert. Signed in: active at once. Signed out: a
 * confirmation mail (rate-limited per client address; per recipient, the mail is capped silently). A form sent without script is
 * redirected back to the search with a toast; errors show on the /alerts/new page with a 4xx status.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const form = await readForm(request);
  const formError = (message: string, status: number, field = "") =>
    data<CreateAlertData>({ result: { status: "error", error: { [field]: [message] } } }, { status });
  const filters = alertFilters(url.searchParams);
  const query = alertQuery(filters);
  const user = await getUser(request);
  const { config } = services();
  let outcome;
  if (user) {
    const submission = parseForm(form, signedInAlertSchema);
    if (submission.status !== "success") return data<CreateAlertData>({ result: submission.reply() }, { status: 400 });
    outcome = await createAlert(db(), {
      owner: { userId: user.id, email: user.email },
      query,
      frequency: submission.value.frequency,
    });
  } else {
    const submission = parseForm(form, signedOutAlertSchema);
    if (submission.status !== "success") return data<CreateAlertData>({ result: submission.reply() }, { status: 400 });
    const { email, frequency } = submission.value;
    const byClient = await consumeRateLimit(
      db(),
      `job-alert:${clientIp(request)}`,
      config.RATE_LIMIT_FORM_MAX,
      config.RATE_LIMIT_FORM_WINDOW_SECONDS,
    );
    if (!byClient.allowed) {
      return data<CreateAlertData>(
        { result: { status: "error", error: { "": [ALERT_TEXTS.tooMany()] } } },
        { status: 429, headers: { "Retry-After": String(byClient.retryAfter) } },
      );
    }
    // Per recipient, the confirmation mail shares the cap of all mails to the address (createAlert): a 429 here
    // would tell a stranger that the address got mail lately.
    outcome = await createAlert(db(), { owner: { email }, query, frequency });
  }
  if (!outcome.ok) return formError(ALERT_TEXTS.limit(), 409);
  const done = outcome.confirmation
    ? { title: ALERT_TEXTS.checkTitle(), description: ALERT_TEXTS.checkText() }
    : { title: ALERT_TEXTS.savedTitle(), description: ALERT_TEXTS.savedText() };
  if (isDocumentRequest(request)) return redirectWithToast(`/jobs${query ? `?${query}` : ""}`, done);
  return data<CreateAlertData>({ result: { status: "success" }, done });
}
