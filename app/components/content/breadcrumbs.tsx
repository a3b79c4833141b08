import { ChevronRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { absoluteUrl } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export interface Crumb {
  name: string;
  /** Path of the page, e.g. "/resources". */
  path: string;
}

/** Breadcrumb trail in a band above the page header; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <nav aria-label={m.jobs_breadcrumb()} className="container-page py-3">
        <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-slate-600">
          {items.map((item, i) => {
            const last = i === items.length - 1;
            return (
              <li key={item.path} className="flex min-w-0 items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {item.name}
                  </span>
                ) : (
                  <>
                    <Link to={item.path} className="rounded hover:text-brand-700 hover:underline">
                      {item.name}
                    </Link>
                    <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}

/** schema.org BreadcrumbList for the same trail (absolute URLs). */
export function breadcrumbJsonLd(origin: string, items: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}
