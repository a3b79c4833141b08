import { data } from "react-router";
import type { Route } from "./+types/alerts";
import { ALERT_TEXTS, alertChangeSchema } from "#app/features/alerts/public.ts";
import { changeAlert, listAlerts } from "#app/features/alerts/public.server.ts";
import { requireUser } from "#app/features/auth/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";
import { db } from "#app/lib/services.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request, url);
  return { alerts: await listAlerts(db(), user) };
}

/** POST /alerts: pause, resume, change the frequency of or delete one of the person's own alerts. */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser(request, url);
  const submission = parseForm(await readForm(request), alertChangeSchema);
  if (submission.status !== "success") {
    return data({ error: ALERT_TEXTS.badRequest() }, { status: 400 });
  }
  const { alertId, ...change } = submission.value;
  const changed = await changeAlert(db(), user, alertId, change);
  if (!changed) throw data(null, { status: 404 });
  const title =
    change.intent === "delete"
      ? m.account_alert_deleted()
      : change.intent === "pause"
        ? m.account_alert_paused()
        : change.intent === "resume"
          ? m.account_alert_resumed()
          : m.account_alert_frequency_changed();
  return redirectWithToast("/alerts", { title });
}
