import { MapPin } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/companies";
import { PageHeader } from "~/components/layout/page-header";
import { listCompanies } from "~/features/companies/companies.server";
import { openPositions } from "~/features/home/featured";
import { CompanyLogo } from "~/features/jobs/company-logo";
import { loaderCacheHeaders, pageCacheHeaders } from "~/lib/cache.server";
import { head } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  return data({ companies: await listCompanies() }, { headers: pageCacheHeaders(request) });
}

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "Companies Hiring in Germany",
    description:
      "German employers that hire Ugandan professionals and workers: logistics, healthcare, IT, engineering, hospitality and more.",
    path: "/companies",
  });

export default function Companies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Companies" intro="German employers that welcome international staff, with their open positions." />
      <div className="container-page py-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.companies.map((c) => (
            <li key={c.id}>
              <Link to={`/company/${c.id}`} className="card flex h-full gap-4 p-4 transition-shadow hover:shadow-md">
                <CompanyLogo name={c.name} src={c.logo} size={56} />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{c.name}</span>
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
