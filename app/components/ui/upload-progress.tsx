import { CircleAlert, CircleCheck } from "lucide-react";
import { m } from "#app/lib/i18n/i18n.ts";
import { fileSize } from "#app/lib/uploads/limits.ts";
import type { ResumableState } from "#app/lib/uploads/use-resumable-upload.ts";

/** A resumable upload's progress in percent and size, its end, or why it stopped; read out as it changes. */
export function UploadProgress({ state }: { state: ResumableState }) {
  if (state.status === "idle") return null;
  return (
    <div role="status" className="mt-2 space-y-1 text-sm">
      {state.status === "uploading" && (
        <>
          <p className="text-slate-700">
            {m.account_upload_progress({
              name: state.fileName,
              percent: String(Math.floor((state.sent / Math.max(1, state.total)) * 100)),
              sent: fileSize(state.sent),
              total: fileSize(state.total),
            })}
          </p>
          <progress className="h-2 w-full accent-brand-700" max={state.total} value={state.sent} aria-hidden="true" />
          {state.offline && <p className="text-amber-800">{m.account_upload_offline()}</p>}
        </>
      )}
      {state.status === "done" && (
        <p className="flex items-center gap-1.5 text-green-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {m.account_upload_done({ name: state.fileName, size: fileSize(state.total) })}
        </p>
      )}
      {state.status === "failed" && (
        <p className="flex items-center gap-1.5 text-red-700">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {state.message}
        </p>
      )}
    </div>
  );
}
