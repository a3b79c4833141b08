import { BellOff, BellRing, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { ALERT_STATUS_LABELS as STATUS_LABELS, FREQUENCY_LABELS } from "#app/features/alerts/public.ts";
import type { AlertRow } from "#app/features/alerts/public.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** /alerts: the person's alerts, each with its summary and plain POST forms (they work without script). */
export function AlertsPage({ alerts }: { alerts: AlertRow[] }) {
  if (!alerts.length) {
    return (
      <div className="container-page py-8">
        <div className="card px-6 py-12 text-center">
          <p className="text-lg font-semibold text-slate-900">{m.account_alert_none()}</p>
          <p className="mx-auto mt-2 max-w-md text-slate-600">{m.account_alert_none_text()}</p>
          <Link to="/jobs" className={buttonVariants({ className: "mt-6" })}>
            {m.account_alert_browse()}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="container-page py-8">
      <ul className="space-y-4" aria-label={m.account_alert_list_label()}>
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </ul>
    </div>
  );
}

function AlertItem({ alert }: { alert: AlertRow }) {
  const headingId = `alert-${alert.id}`;
  return (
    <li className="card p-4 sm:p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-slate-900">
        <Link to={`/jobs${alert.query ? `?${alert.query}` : ""}`} className="hover:underline">
          {alert.summary}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {FREQUENCY_LABELS[alert.frequency]()} · {STATUS_LABELS[alert.status]()} · {m.account_alert_last_sent()}{" "}
        {alert.lastSentAt ? formatDate(alert.lastSentAt) : m.account_alert_not_yet()}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="alertId" value={alert.id} />
          <input type="hidden" name="intent" value="frequency" />
          <label className="text-sm text-slate-700">
            <span className="mb-1 block">{m.account_alert_frequency()}</span>
            <select
              name="frequency"
              defaultValue={alert.frequency}
              className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="daily">{FREQUENCY_LABELS.daily()}</option>
              <option value="weekly">{FREQUENCY_LABELS.weekly()}</option>
            </select>
          </label>
          <Button type="submit" variant="outline">
            {m.account_alert_save()}
          </Button>
        </Form>
        {alert.status !== "pending" && (
          <Form method="post">
            <input type="hidden" name="alertId" value={alert.id} />
            <input type="hidden" name="intent" value={alert.status === "paused" ? "resume" : "pause"} />
            <Button type="submit" variant="outline">
              {alert.status === "paused" ? <BellRing aria-hidden="true" /> : <BellOff aria-hidden="true" />}
              {alert.status === "paused" ? m.account_alert_resume() : m.account_alert_pause()}
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="alertId" value={alert.id} />
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="danger-outline">
            <Trash2 aria-hidden="true" />
            {m.account_alert_delete()}
          </Button>
        </Form>
      </div>
    </li>
  );
}
