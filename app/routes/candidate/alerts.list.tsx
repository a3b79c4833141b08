import { BellOff, BellRing, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { ALERT_STATUS_LABELS as STATUS_LABELS, FREQUENCY_LABELS } from "#app/features/alerts/public.ts";
import type { AlertRow } from "#app/features/alerts/public.server.ts";

/** /alerts: the person's alerts, each with its summary and plain POST forms (they work without script). */
export function AlertsPage({ alerts }: { alerts: AlertRow[] }) {
  if (!alerts.length) {
    return (
      <div className="container-page py-8">
        <div className="card px-6 py-12 text-center">
          <p className="text-lg font-semibold text-slate-900">No job alerts yet</p>
          <p className="mx-auto mt-2 max-w-md text-slate-600">
            Search for jobs, then choose &ldquo;Get job alerts for this search&rdquo; to get new matches by e-mail.
          </p>
          <Link to="/jobs" className={buttonVariants({ className: "mt-6" })}>
            Browse jobs
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="container-page py-8">
      <ul className="space-y-4" aria-label="Your job alerts">
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
        {FREQUENCY_LABELS[alert.frequency]} · {STATUS_LABELS[alert.status]} · Last sent:{" "}
        {alert.lastSentAt ? formatDate(alert.lastSentAt) : "not yet"}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="alertId" value={alert.id} />
          <input type="hidden" name="intent" value="frequency" />
          <label className="text-sm text-slate-700">
            <span className="mb-1 block">Frequency</span>
            <select
              name="frequency"
              defaultValue={alert.frequency}
              className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="daily">Daily</option>
              <option value="weekly">Weekly</option>
            </select>
          </label>
          <Button type="submit" variant="outline">
            Save
          </Button>
        </Form>
        {alert.status !== "pending" && (
          <Form method="post">
            <input type="hidden" name="alertId" value={alert.id} />
            <input type="hidden" name="intent" value={alert.status === "paused" ? "resume" : "pause"} />
            <Button type="submit" variant="outline">
              {alert.status === "paused" ? <BellRing aria-hidden="true" /> : <BellOff aria-hidden="true" />}
              {alert.status === "paused" ? "Resume" : "Pause"}
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="alertId" value={alert.id} />
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="danger-outline">
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </Form>
      </div>
    </li>
  );
}
