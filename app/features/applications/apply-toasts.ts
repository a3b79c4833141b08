import { m } from "#app/lib/i18n/i18n.ts";
import type { Toast } from "#app/lib/toast.ts";

export interface ApplyPanelJob {
  id: string;
  title: string;
  company: string;
}

/**
 * The toasts of docs/product.md#toasts, word for word in English. Getters: each toast is read in the language of
 * the work in hand when used (the request's on the server, the page's in the browser).
 */
export const applyToasts = {
  get authRequired(): Toast {
    return {
      title: m.pipeline_toast_auth_required_title(),
      description: m.pipeline_toast_auth_required_text(),
      variant: "error",
    };
  },
  submitted: (job: ApplyPanelJob): Toast => ({
    title: m.pipeline_toast_submitted_title(),
    description: m.pipeline_toast_submitted_text({ title: job.title, company: job.company }),
  }),
  get alreadyApplied(): Toast {
    return { title: m.pipeline_toast_already_applied_title(), description: m.pipeline_toast_already_applied_text() };
  },
  get closed(): Toast {
    return { title: m.pipeline_toast_failed_title(), description: m.pipeline_toast_closed_text(), variant: "error" };
  },
  get failed(): Toast {
    return { title: m.pipeline_toast_failed_title(), description: m.pipeline_toast_failed_text(), variant: "error" };
  },
  /** Our own wording (not the spec's): the request never reached the server, so "try again" needs a connection. */
  get offline(): Toast {
    return { title: m.pipeline_toast_failed_title(), description: m.pipeline_toast_offline_text(), variant: "error" };
  },
};
