import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { pagerItems } from "./filters.ts";

const base =
  "inline-flex h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border px-2.5 text-sm font-medium sm:h-10 sm:min-w-10 sm:px-3";
const idle = "border-slate-300 bg-white text-slate-700 hover:bg-slate-100";

function Row({
  page,
  totalPages,
  numbers,
  href,
  className,
}: {
  page: number;
  totalPages: number;
  numbers: number;
  href: (page: number) => string;
  className: string;
}) {
  return (
    <div className={cn("flex-nowrap items-center justify-center gap-1 sm:gap-2", className)}>
      {page > 1 && (
        <Link to={href(page - 1)} className={cn(base, idle)} aria-label={m.jobs_pager_previous()}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Link>
      )}
      {pagerItems(page, totalPages, numbers).map((item, i) =>
        item === "ellipsis" ? (
          <span key={`e${i}`} className="px-0.5 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={href(item)}
            aria-label={m.jobs_pager_page({ page: item })}
            aria-current={item === page ? "page" : undefined}
            className={cn(base, item === page ? "border-brand-700 bg-brand-700 text-white" : idle)}
          >
            {item}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link to={href(page + 1)} className={cn(base, idle)} aria-label={m.jobs_pager_next()}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}

/**
 * Page links (docs/product.md#pagination): at most 5 numbers, an ellipsis and the last page; on phones 3 numbers
 * and 44 px buttons in one row that never wraps. `href(n)` makes each link (it keeps the search and its filters).
 * The phone and the wide row are both in the page (plain links, no script); CSS shows one.
 */
export function Pager({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={m.jobs_pager_label()} className="mt-8">
      <Row page={page} totalPages={totalPages} numbers={3} href={href} className="flex sm:hidden" />
      <Row page={page} totalPages={totalPages} numbers={5} href={href} className="hidden sm:flex" />
    </nav>
  );
}
