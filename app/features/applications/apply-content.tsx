import { Link } from "#app/components/ui/link.tsx";
import { m } from "#app/lib/i18n/i18n.ts";
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
  if (!data.job.open) return <p className="text-slate-700">{m.pipeline_apply_closed()}</p>;
  const { candidate } = data;
  if (!candidate) return <SignInChoice returnTo={returnTo} />;
  if (candidate.applied) {
    return (
      <p className="text-slate-700">
        {m.pipeline_apply_already()}{" "}
        <Link to="/applications" className="font-medium text-brand-700 underline underline-offset-2">
          {m.pipeline_apply_see_applications()}
        </Link>
      </p>
    );
  }
  return form({ ...data, candidate });
}
