import { data } from "react-router";
import type { Route } from "./+types/alerts.confirm";
import { alertById, confirmAlert, readConfirmToken } from "#app/features/alerts/public.server.ts";
import { db } from "#app/lib/services.server.ts";

const GONE = { state: "gone", summary: "" } as const;

/** Opening the link only shows the alert and a button: mail scanners open links too (decision 024). */
export async function loader({ params }: Route.LoaderArgs) {
  const link = readConfirmToken(params.token);
  const alert = link ? await alertById(db(), link.alertId) : null;
  if (!link || !alert) return data(GONE, { status: 404 });
  return { state: "ask", summary: alert.summary, frequency: link.frequency } as const;
}

export async function action({ params }: Route.ActionArgs) {
  const confirmed = await confirmAlert(db(), params.token);
  if (!confirmed) return data(GONE, { status: 404 });
  return { state: "confirmed", summary: confirmed.summary, frequency: confirmed.frequency } as const;
}
