import { Ban, CheckCircle2, CircleAlert } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";
import type { Fit, RouteResult } from "./residence-routes.ts";

const FIT: Record<Fit, { label: () => string; icon: typeof CheckCircle2; tone: string }> = {
  fits: { label: m.content_routes_fit_fits, icon: CheckCircle2, tone: "text-emerald-700" },
  possible: { label: m.content_routes_fit_possible, icon: CircleAlert, tone: "text-amber-700" },
  no: { label: m.content_routes_fit_no, icon: Ban, tone: "text-slate-500" },
};

export interface SituationChoice {
  id: string;
  label: string;
  href: string;
  current: boolean;
}

/**
 * "Your routes to this job" on a job page: each residence route with its fit, one plain reason, what is missing and
 * where to read more. Signed out (or without a stated situation) it shows one typical situation at a time, chosen by
 * plain links, so it works without scripts and the page carries one situation's text, not all of them.
 */
export function RoutesToJob({
  routes,
  own,
  situations,
  note,
  assumptions = [],
}: {
  routes: RouteResult[];
  /** The routes are for the signed-in person's own situation. */
  own: boolean;
  /** Typical situations to choose from, when the routes are not the person's own. */
  situations: SituationChoice[];
  /** One line under the heading: whose situation this is, or how to get one's own. */
  note: React.ReactNode;
  /** What unanswered questions of the person's situation were taken to mean. */
  assumptions?: string[];
}) {
  // The routes' names, reasons and gaps are English guidance (like the guides): marked as such on a German page.
  const guidanceLang = currentLocale() === "de" ? "en" : undefined;
  return (
    <section id="routes" className="card render-later scroll-mt-24 p-5 sm:p-6" aria-labelledby="routes-heading">
      <h2 id="routes-heading" className="text-lg font-semibold text-slate-900">
        {own ? m.content_routes_title_own() : m.content_routes_title()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      {situations.length > 0 && (
        <nav aria-label={m.content_routes_situations()} className="mt-3 flex flex-wrap gap-2">
          {situations.map((s) => (
            <Link
              key={s.id}
              to={s.href}
              preventScrollReset
              aria-current={s.current ? "true" : undefined}
              className={
                s.current
                  ? "rounded-full bg-brand-700 px-3 py-1.5 text-sm font-medium text-white"
                  : "rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
              }
            >
              <span lang={guidanceLang}>{s.label}</span>
            </Link>
          ))}
        </nav>
      )}
      <ul className="mt-4 divide-y divide-slate-100">
        {routes.map((route) => {
          const fit = FIT[route.fit];
          return (
            <li key={route.id} className="py-3 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-center gap-x-2 font-medium text-slate-900">
                <fit.icon className={`size-5 shrink-0 ${fit.tone}`} aria-hidden="true" />
                <span lang={guidanceLang}>{route.name}:</span>
                <span className={fit.tone}>{fit.label()}</span>
              </p>
              <p className="mt-1 text-sm text-slate-700" lang={guidanceLang}>
                {route.reason}
              </p>
              {route.missing.length > 0 && (
                <>
                  <p className="mt-2 text-sm font-medium text-slate-900">{m.content_routes_missing()}</p>
                  <ul lang={guidanceLang} className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {route.missing.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </>
              )}
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" lang={guidanceLang}>
                <Link to={route.guide.url} className="font-medium text-brand-700 hover:underline">
                  {route.guide.title}
                </Link>
                <a href={route.law.url} className="font-medium text-brand-700 hover:underline" rel="noopener noreferrer">
                  {route.law.title}
                </a>
              </p>
            </li>
          );
        })}
      </ul>
      {assumptions.length > 0 && (
        <ul className="mt-4 space-y-1 text-xs text-slate-600" lang={guidanceLang}>
          {assumptions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs text-slate-600">{m.content_routes_disclaimer()}</p>
    </section>
  );
}
