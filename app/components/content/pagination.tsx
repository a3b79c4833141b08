import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";

const item = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium";
const idle = "border-slate-300 bg-white text-slate-700 hover:bg-slate-100";
const disabled = "border-slate-200 bg-slate-50 text-slate-400";

/**
 * Previous, page numbers and Next as links (works without script); the current page has aria-current.
 * At either end, Previous or Next stays in place as a disabled link (aria-disabled, no address).
 */
export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label={m.jobs_pager_label()} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={cn(item, idle)} rel="prev">
              <ChevronLeft className="size-4" aria-hidden="true" />
              {m.jobs_pagination_previous()}
            </Link>
          ) : (
            <span role="link" aria-disabled="true" className={cn(item, disabled)}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              {m.jobs_pagination_previous()}
            </span>
          )}
        </li>
        {pages.map((p) => (
          <li key={p}>
            <Link
              to={href(p)}
              aria-label={m.jobs_pager_page({ page: p })}
              aria-current={p === page ? "page" : undefined}
              className={cn(item, p === page ? "border-brand-700 bg-brand-700 text-white" : idle)}
            >
              {p}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link to={href(page + 1)} className={cn(item, idle)} rel="next">
              {m.jobs_pagination_next()}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span role="link" aria-disabled="true" className={cn(item, disabled)}>
              {m.jobs_pagination_next()}
              <ChevronRight className="size-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
