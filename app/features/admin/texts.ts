import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/**
 * The words of the administrators' console (docs/product.md#administration): shared by pages, actions and tests.
 * Message functions, read in the page's language when called.
 */
export const adminTexts = {
  approved: (title: string) => m.admin_toast_approved({ title }),
  approvedClosed: (title: string) => m.admin_toast_approved_closed({ title }),
  rejected: (title: string) => m.admin_toast_rejected({ title }),
  unpublished: (title: string) => m.admin_toast_unpublished({ title }),
  verified: (name: string) => m.admin_toast_verified({ name }),
  unverified: (name: string) => m.admin_toast_unverified({ name }),
  suspended: (name: string, jobs: number) =>
    jobs === 1 ? m.admin_toast_suspended_one({ name }) : m.admin_toast_suspended_other({ name, count: formatNumber(jobs) }),
  unsuspended: (name: string) => m.admin_toast_unsuspended({ name }),
  jobGone: m.admin_job_gone,
  companyGone: m.admin_company_gone,
  suspendReasonRequired: m.admin_suspend_reason_required,
  unsuspendNote: m.admin_unsuspend_note,
} as const;
