import type { Completeness } from "#app/features/profile/public.ts";
import type { Toast } from "#app/lib/toast.ts";
import type { CvChoice } from "./apply-rules.ts";

/** What the apply sheet and page show: the job, and for a signed-in user what will be sent. */
export interface ApplyPageData {
  job: { id: string; title: string; company: string; germanLevel: string; open: boolean };
  /** Null when signed out: the sheet offers Sign in and Create account. */
  candidate: {
    name: string;
    headline: string;
    germanLevel: string | null;
    completeness: Completeness;
    profileCv: { fileName: string; size: number } | null;
    applied: boolean;
  } | null;
}

export interface ApplyActionData {
  errors: { cv?: string; coverNote?: string };
  /** What was sent, shown again in a form that was refused (without JavaScript the page is drawn anew). */
  values?: { cv: CvChoice; coverNote: string };
  toast?: Toast;
}
