import { CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { applyToasts, type ApplyPanelJob } from "./apply-toasts.ts";

type Known = { jobId: string; applied: boolean };

/** Asks the server whether the signed-in user applied for `jobId`; a failed check counts as "not applied". */
function useAppliedCheck(jobId: string, enabled: boolean): boolean | undefined {
  const [checked, setChecked] = useState<Known | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch(`/api/applications?jobId=${encodeURIComponent(jobId)}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then(async (res) => ((await res.json()) as { applied?: unknown }).applied === true)
      .catch(() => false)
      .then((applied) => {
        if (!controller.signal.aborted) setChecked({ jobId, applied });
      });
    return () => controller.abort();
  }, [jobId, enabled]);
  return checked?.jobId === jobId ? checked.applied : undefined;
}

/**
 * The apply area of the job page (docs/product.md#applying): Loading... while the state is read, Apply for this Job,
 * or the green Application Submitted once applied (no way back). The state is recomputed when the job changes.
 * `initialApplied` is the job loader's answer (applicationState), so the server-rendered page is already right.
 */
export function ApplyPanel({ job, initialApplied }: { job: ApplyPanelJob; initialApplied?: boolean }) {
  const signedIn = Boolean(useRootData()?.user);
  const checked = useAppliedCheck(job.id, signedIn && initialApplied === undefined);
  const [submitted, setSubmitted] = useState<Known | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const applied = submitted?.jobId === job.id ? submitted.applied : (initialApplied ?? checked);
  const state = !signedIn ? "not-applied" : applied === undefined ? "loading" : applied ? "applied" : "not-applied";

  async function apply() {
    if (!signedIn) {
      // Signed out: the toast only, nothing is sent (docs/product.md#applying).
      showToast(applyToasts.authRequired);
      return;
    }
    setSubmitting(true);
    try {
      const body = new FormData();
      body.set("jobId", job.id);
      const res = await fetch("/api/applications", { method: "POST", body, headers: { Accept: "application/json" } });
      if (res.ok) {
        setSubmitted({ jobId: job.id, applied: true });
        showToast(applyToasts.submitted(job));
      } else if (res.status === 409) {
        setSubmitted({ jobId: job.id, applied: true });
        showToast(applyToasts.alreadyApplied);
      } else if (res.status === 401) {
        showToast(applyToasts.authRequired);
      } else {
        showToast(applyToasts.failed);
      }
    } catch {
      showToast(applyToasts.failed);
    } finally {
      setSubmitting(false);
    }
  }

  if (state === "loading") {
    return (
      <Button variant="muted" size="lg" className="w-full" disabled>
        <LoaderCircle aria-hidden="true" className="animate-spin" />
        Loading...
      </Button>
    );
  }
  if (state === "applied") {
    return (
      <div className="space-y-3">
        <Button variant="success" size="lg" className="w-full disabled:opacity-100" disabled>
          <CircleCheck aria-hidden="true" />
          Application Submitted
        </Button>
        <p role="status" className="text-sm text-slate-600">
          Your application has been received. The employer will contact you by email if you are shortlisted.
        </p>
      </div>
    );
  }
  // A plain form, so that applying works before the page's script has loaded (the server then redirects back
  // with the toast); with the script, the submission goes through apply() instead.
  return (
    <form
      method="post"
      action="/api/applications"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <input type="hidden" name="jobId" value={job.id} />
      <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        Apply for this Job
      </Button>
      {!signedIn && (
        <p className="text-sm text-slate-600">
          You need to be logged in to apply for this job.{" "}
          <Link
            to={`/auth?redirectTo=${encodeURIComponent(`/job/${job.id}`)}`}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Login
          </Link>
        </p>
      )}
    </form>
  );
}
