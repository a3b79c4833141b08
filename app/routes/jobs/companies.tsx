import { MapPin } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/companies";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { LangText } from "#app/components/ui/lang-text.tsx";
import { VerifiedBadge } from "#app/components/ui/verified-badge.tsx";
import { openPositions } from "#app/features/home/public.ts";
import { CompanyLogo } from "#app/features/jobs/public.ts";
import { loaderCacheHeaders } from "#app/lib/cache.server.ts";
import { head } from "#app/lib/seo.ts";

import { m } from "#app/lib/i18n/i18n.ts";
export { loader } from "./companies.server.ts";

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.jobs_companies_meta_title(),
    description: m.jobs_companies_meta_description(),
    path: "/companies",
  });

export default function Companies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.jobs_companies_title()} intro={m.jobs_companies_intro()} />
      <div className="container-page py-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.companies.map((c) => (
            <li key={c.id}>
              <Link
                to={`/company/${encodeURIComponent(c.slug)}`}
                className="card flex h-full gap-4 p-4 transition-shadow hover:shadow-md"
              >
                <CompanyLogo name={c.name} src={c.logo} size={56} />
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-slate-900">
                    <LangText text={c.name} />
                  </span>
                  {c.verified && <VerifiedBadge className="mt-1" />}
                  <span className="block text-sm text-slate-600">{c.industry}</span>
                  <span className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {c.headquarters}
                  </span>
                  <span className="mt-1 block text-sm font-medium text-brand-700">{openPositions(c.jobCount)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
