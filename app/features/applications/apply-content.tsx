import { Link } from "#app/components/ui/link.tsx";
import { SignInChoice } from "./apply-form.tsx";
import type { ApplyPageData } from "./apply-types.ts";

/** The apply sheet's content for a given state: closed job, signed out, applied, or the form. */
export function ApplyContent({
  data,
  returnTo,
  form,
}: {
  data: ApplyPageData;
  returnTo: string;
  form: (data: ApplyPageData & { candidate: NonNullable<ApplyPageData["candidate"]> }) => React.ReactNode;
}) {
  if (!data.job.open) return <p className="text-slate-700">This job is no longer accepting applications.</p>;
  const { candidate } = data;
  if (!candidate) return <SignInChoice returnTo={returnTo} />;
  if (candidate.applied) {
    return (
      <p className="text-slate-700">
        You have already applied for this job.{" "}
        <Link to="/applications" className="font-medium text-brand-700 underline underline-offset-2">
          See your applications
        </Link>
      </p>
    );
  }
  return form({ ...data, candidate });
}
