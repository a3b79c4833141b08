import type { AdminActionData } from "./actions.server.ts";
import { ReasonForm } from "./admin-ui.tsx";
import { unpublishSchema } from "./schemas.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * "Unpublish…" behind a disclosure, with the required reason that is sent to the employer. It opens by itself
 * when the last action was about this job, so a missing reason is shown next to the right job without JavaScript.
 */
export function UnpublishDisclosure({
  jobId,
  summary,
  button,
  className,
  actionData,
}: {
  jobId: string;
  /** The disclosure's own text, e.g. "Unpublish job…". */
  summary: string;
  /** The submit button's text. */
  button: string;
  className: string;
  actionData: AdminActionData | undefined;
}) {
  return (
    <details className={className} open={actionData?.targetId === jobId}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-700">{summary}</summary>
      <div className="mt-2 max-w-xl">
        <ReasonForm
          schema={unpublishSchema}
          intent="unpublish"
          field="jobId"
          targetId={jobId}
          label={m.admin_unpublish_reason_label()}
          button={button}
          actionData={actionData}
        />
      </div>
    </details>
  );
}
