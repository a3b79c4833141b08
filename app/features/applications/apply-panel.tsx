import { CircleCheck } from "lucide-react";
import { createContext, use, useCallback, useEffect, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useOnDemand } from "#app/lib/use-on-demand.ts";
import { applySheetPath, applyPagePath } from "./apply-rules.ts";
import type { ApplyPanelJob } from "./apply-toasts.ts";

// The sheet's code (a dialog and the form) is downloaded when Apply is first pointed at or used.
const loadSheet = () => import("./apply-sheet.tsx").then((mod) => mod.ApplySheet);

interface ApplyState {
  job: ApplyPanelJob;
  state: "applied" | "not-applied";
  signedIn: boolean;
  hydrated: boolean;
  open: () => void;
  prepare: () => void;
}

const ApplyContext = createContext<ApplyState | null>(null);

/**
 * The apply area of an open job's page (docs/product.md#applying): holds whether the user applied and the apply
 * sheet, for the Apply button of the top card (ApplyPanel) and the phone's bottom bar (ApplyBar). `?apply=1`
 * opens the sheet on arrival: the return path of Sign in and Create account.
 */
export function ApplyArea({
  job,
  initialApplied,
  children,
}: {
  job: ApplyPanelJob;
  initialApplied?: boolean;
  children: ReactNode;
}) {
  const signedIn = Boolean(useRootData()?.user);
  // Unknown (the job page could not read it): Apply is offered; the sheet and the apply page read it again
  // and say "You have already applied" when so.
  const state = signedIn && initialApplied ? "applied" : "not-applied";
  const hydrated = useHydrated();
  const [Sheet, loadSheetCode] = useOnDemand(loadSheet);
  const [isOpen, setOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const wantsSheet = searchParams.get("apply") === "1";

  const open = useCallback(() => {
    void loadSheetCode().then((loaded) => {
      if (loaded) setOpen(true);
      // Offline and the code could not come: the page works without it.
      else window.location.assign(href(applyPagePath(job.id)));
    });
  }, [loadSheetCode, job.id]);

  useEffect(() => {
    if (wantsSheet && state === "not-applied") open();
  }, [wantsSheet, state, open]);
  // Once the application is in (the action redirected back and the page reloaded its data), the sheet closes.
  useEffect(() => {
    if (state === "applied") setOpen(false);
  }, [state]);

  const value: ApplyState = { job, state, signedIn, hydrated, open, prepare: () => void loadSheetCode() };
  return (
    <ApplyContext value={value}>
      {children}
      {Sheet && <Sheet open={isOpen} onOpenChange={setOpen} job={job} signedIn={signedIn} />}
    </ApplyContext>
  );
}

function useApply(): ApplyState {
  const value = use(ApplyContext);
  if (!value) throw new Error("ApplyPanel and ApplyBar belong inside ApplyArea");
  return value;
}

/** The Apply button: a link to the apply page until the script runs, then the button that opens the sheet. */
function ApplyButton({ label, className }: { label: string; className?: string }) {
  const { job, hydrated, open, prepare } = useApply();
  if (!hydrated) {
    return (
      <Link to={applyPagePath(job.id)} className={cn(buttonVariants({ size: "lg" }), className)}>
        {label}
      </Link>
    );
  }
  return (
    <Button size="lg" className={className} aria-haspopup="dialog" onClick={open} onPointerEnter={prepare} onFocus={prepare}>
      {label}
    </Button>
  );
}

/**
 * The apply area of the top card: Apply for this Job, or the green
 * Application Submitted once applied (no way back).
 */
export function ApplyPanel() {
  const { state, signedIn, job } = useApply();
  if (state === "applied") {
    return (
      <div className="space-y-2">
        <Button variant="success" size="lg" className="w-full sm:w-auto" disabled>
          <CircleCheck aria-hidden="true" />
          {m.pipeline_apply_submitted_button()}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {m.pipeline_apply_received()}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <ApplyButton label={m.pipeline_apply_button()} className="w-full sm:w-auto" />
      {!signedIn && (
        <p className="text-sm text-slate-600">
          {m.pipeline_apply_login_needed()}{" "}
          <Link
            to={`/auth?redirectTo=${encodeURIComponent(applySheetPath(job.id))}`}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {m.pipeline_apply_login()}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * On phones, Apply also in a bar at the bottom of the screen, while the job takes applications and the user has
 * not applied. It sticks to the bottom of the job's part of the page (the parent's end), so it never covers
 * the footer, and keeps clear of the home indicator on phones that have one. `pb-bottom-bar`: toasts show above
 * it (app.css).
 */
export function ApplyBar() {
  const { state, job } = useApply();
  if (state !== "not-applied") return null;
  return (
    <div className="pb-bottom-bar sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:-mx-6 sm:px-6 lg:hidden">
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900" aria-hidden="true">
          {job.title}
        </p>
        <ApplyButton label={m.pipeline_apply_now()} className="shrink-0" />
      </div>
    </div>
  );
}
