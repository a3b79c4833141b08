import type { Toast } from "#app/lib/toast.ts";

export interface ApplyPanelJob {
  id: string;
  title: string;
  company: string;
}

/** The toasts of docs/product.md#toasts, word for word. */
export const applyToasts = {
  authRequired: { title: "Authentication Required", description: "Please sign in to apply for jobs", variant: "error" },
  submitted: (job: ApplyPanelJob): Toast => ({
    title: "Application Submitted",
    description: `Your application for ${job.title} at ${job.company} has been successfully submitted`,
  }),
  alreadyApplied: { title: "Already Applied", description: "You have already applied for this job" },
  closed: { title: "Application Failed", description: "This job is no longer accepting applications", variant: "error" },
  failed: {
    title: "Application Failed",
    description: "There was a problem submitting your application. Please try again.",
    variant: "error",
  },
  /** Our own wording (not the spec's): the request never reached the server, so "try again" needs a connection. */
  offline: {
    title: "Application Failed",
    description: "We could not reach PearlBridge Jobs. Check your internet connection and try again.",
    variant: "error",
  },
} satisfies Record<string, Toast | ((job: ApplyPanelJob) => Toast)>;
