import { lifecycle } from "#app/features/jobs/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** Audit actions as sentences for the log page; an unknown action is shown as stored. */
const ACTION_LABELS: Record<string, () => string> = {
  "job.approve": m.admin_audit_job_approve,
  "job.reject": m.admin_audit_job_reject,
  "job.unpublish": m.admin_audit_job_unpublish,
  "company.verify": m.admin_audit_company_verify,
  "company.unverify": m.admin_audit_company_unverify,
  "company.verification_request": m.admin_audit_company_verification_request,
  "company.verification_decline": m.admin_audit_company_verification_decline,
  "company.suspend": m.admin_audit_company_suspend,
  "company.unsuspend": m.admin_audit_company_unsuspend,
  "user.admin_grant": m.admin_audit_admin_grant,
  "user.admin_revoke": m.admin_audit_admin_revoke,
  "report.action": m.admin_audit_report_action,
  "report.dismiss": m.admin_audit_report_dismiss,
};

export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action]!() : action;
}

/** The detail keys the log names in the page's language; any other key is spelled out from its name. */
const KEY_LABELS: Record<string, () => string> = {
  reason: m.admin_audit_key_reason,
  cause: m.admin_audit_key_cause,
  // A verification request's detail (app/features/verification).
  request: m.admin_audit_key_request,
  registerNumber: m.admin_audit_key_register_number,
};

const statusLabel = (value: unknown): string =>
  typeof value === "string" && Object.hasOwn(lifecycle.STATUS_LABELS, value)
    ? lifecycle.STATUS_LABELS[value as lifecycle.JobStatus]()
    : String(value);

function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}

/** "jobsUnpublished" → "Jobs unpublished". */
function keyLabel(key: string): string {
  if (Object.hasOwn(KEY_LABELS, key)) return KEY_LABELS[key]!();
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
  if (from !== undefined || to !== undefined)
    lines.push(m.admin_audit_status({ from: statusLabel(from ?? "?"), to: statusLabel(to ?? "?") }));
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null || value === "") continue;
    lines.push(`${keyLabel(key)}: ${valueText(value)}`);
  }
  return lines;
}
