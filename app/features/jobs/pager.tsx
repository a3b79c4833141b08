import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { pagerItems } from "./filters.ts";

/** Page links (at most 5 numbers, an ellipsis and the last page: docs/product.md#pagination). `href(n)` makes each link. */
export function Pager({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium";
  const idle = "border-slate-300 bg-white text-slate-700 hover:bg-slate-100";
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} className={cn(base, idle)} aria-label="Previous page">
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Link>
      )}
      {pagerItems(page, totalPages).map((item, i) =>
        item === "ellipsis" ? (
          <span key={`e${i}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={href(item)}
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            className={cn(base, item === page ? "border-brand-700 bg-brand-700 text-white" : idle)}
          >
            {item}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link to={href(page + 1)} className={cn(base, idle)} aria-label="Next page">
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
