import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ErrorPage, NotFound } from "#app/components/layout/error-boundary.tsx";
import { m } from "#app/lib/i18n/i18n.ts";

const refusals = {
  job_seeker: {
    title: m.employer_refusal_seeker_title,
    text: m.employer_refusal_seeker_text,
    link: { to: "/employers/register", label: m.employer_refusal_seeker_link },
  },
  no_company: {
    title: m.employer_refusal_no_company_title,
    text: m.employer_refusal_no_company_text,
    link: { to: "/employers/register", label: m.employer_refusal_no_company_link },
  },
} as const;

/** The employer pages' error boundary: a job seeker (or a company-less employer) is told why, and where to go. */
export function EmployerErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const reason = (error.data as { reason?: string } | null)?.reason;
    const refusal = reason === "job_seeker" || reason === "no_company" ? refusals[reason] : null;
    if (refusal) {
      return (
        <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
          <h1 className="text-3xl font-bold text-slate-900">{refusal.title()}</h1>
          <p className="mt-3 max-w-md text-slate-600">{refusal.text()}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={refusal.link.to} className={buttonVariants()}>
              {refusal.link.label()}
            </Link>
            <Link to="/jobs" className={buttonVariants({ variant: "outline" })}>
              {m.shared_nav_browse_jobs()}
            </Link>
          </div>
        </div>
      );
    }
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound kind="page" />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} standalone={false} />;
}
