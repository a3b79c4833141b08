import { Building2, ExternalLink, MapPin } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/company";
import { errorBoundary, notFoundTitles } from "#app/components/layout/error-boundary.tsx";
import { LangText } from "#app/components/ui/lang-text.tsx";
import { VerifiedBadge } from "#app/components/ui/verified-badge.tsx";
import { openPositions } from "#app/features/home/public.ts";
import { CompanyLogo, JobCardList } from "#app/features/jobs/public.ts";
import { loaderCacheHeaders } from "#app/lib/cache.server.ts";
import { head } from "#app/lib/seo.ts";

import { m } from "#app/lib/i18n/i18n.ts";
export { loader } from "./company.server.ts";

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) => {
  const c = args.loaderData?.company;
  if (!c)
    return head(args, {
      title: notFoundTitles.company(),
      path: `/company/${encodeURIComponent(args.params.id)}`,
      noindex: true,
      siteData: "none",
    });
  return head(args, {
    title: m.jobs_company_meta_title({ name: c.name }),
    description: c.about.slice(0, 160) || m.jobs_company_meta_description({ name: c.name }),
    path: `/company/${encodeURIComponent(c.slug)}`,
    image: c.logo || undefined,
  });
};

export default function Company({ loaderData }: Route.ComponentProps) {
  const { company: profile, jobs } = loaderData;
  const { name } = profile;
  return (
    <div className="container-page py-8">
      <header className="card flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
        <CompanyLogo name={name} src={profile?.logo} size={80} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            <LangText text={name} />
          </h1>
          {profile.verified && <VerifiedBadge className="mt-2" />}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {profile.industry && (
              <span className="inline-flex items-center gap-1">
                <Building2 className="size-4" aria-hidden="true" />
                {profile.industry}
              </span>
            )}
            {profile.headquarters && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {m.jobs_company_in_germany({ place: profile.headquarters })}
              </span>
            )}
          </p>
          {profile.about && (
            <p className="mt-4 max-w-3xl leading-relaxed text-slate-700">
              <LangText text={profile.about} />
            </p>
          )}
          {profile.website && (
            <a
              href={profile.website}
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              {m.jobs_company_website()}
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          )}
        </div>
      </header>
      <section aria-labelledby="company-jobs" className="mt-8">
        <h2 id="company-jobs" className="mb-4 text-xl font-bold text-slate-900">
          {openPositions(jobs.length)}
        </h2>
        {jobs.length === 0 ? (
          <p className="text-slate-600">
            {m.jobs_company_no_jobs()}{" "}
            <Link to="/jobs" className="font-medium text-brand-700 hover:underline">
              {m.jobs_company_browse_all()}
            </Link>
          </p>
        ) : (
          <JobCardList jobs={jobs} className="grid gap-4 md:grid-cols-2" />
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = errorBoundary("company");
