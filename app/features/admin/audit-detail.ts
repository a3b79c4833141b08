import { lifecycle } from "#app/features/jobs/public.ts";

/** Audit actions as sentences for the log page; an unknown action is shown as stored. */
const ACTION_LABELS: Record<string, string> = {
  "job.approve": "Approved a job",
  "job.reject": "Rejected a job",
  "job.unpublish": "Unpublished a job",
  "company.verify": "Verified a company",
  "company.unverify": "Removed a company's verification",
  "company.suspend": "Suspended a company",
  "company.unsuspend": "Lifted a company's suspension",
  "user.admin_grant": "Made an account an administrator",
  "user.admin_revoke": "Removed an administrator",
  "report.action": "Closed a job's reports by unpublishing it",
  "report.dismiss": "Dismissed a job's reports",
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const statusLabel = (value: unknown): string =>
  typeof value === "string" && value in lifecycle.STATUS_LABELS
    ? lifecycle.STATUS_LABELS[value as lifecycle.JobStatus]
    : String(value);

function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}

/** "jobsUnpublished" → "Jobs unpublished". */
function keyLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An audit row's detail as readable lines: a status change as "Status: Pending review → Published", then each
 * other fact as "Label: value". The detail is stored JSON; every value is shown as text, never as markup.
 */
export function describeDetail(detail: Record<string, unknown> | null): string[] {
  if (!detail) return [];
  const lines: string[] = [];
  const { from, to, ...rest } = detail;
  if (from !== undefined || to !== undefined) lines.push(`Status: ${statusLabel(from ?? "?")} → ${statusLabel(to ?? "?")}`);
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null || value === "") continue;
    lines.push(`${keyLabel(key)}: ${valueText(value)}`);
  }
  return lines;
}
