import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import type { HomeResourceTile } from "#content/resources.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ContentIcon } from "#app/components/content-icon.tsx";
import { CompanyLogo, useLabels } from "#app/features/jobs/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { openPositions } from "./featured.ts";
import type { HomeStat } from "./stats.ts";

export function SectionHeading({
  id,
  title,
  intro,
  link,
}: {
  id: string;
  title: string;
  intro?: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>}
      </div>
      {link && (
        <Link to={link.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          {link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}

/** The figures from the database (stats.ts): only those worth stating; nothing at all when none is. */
export function StatsStrip({ stats }: { stats: HomeStat[] }) {
  if (stats.length === 0) return null;
  const columns = ["", "sm:grid-cols-1", "sm:grid-cols-2", "sm:grid-cols-3", "sm:grid-cols-4"][stats.length] ?? "sm:grid-cols-4";
  return (
    // On a phone (two columns) an odd last figure takes the whole row instead of leaving a hole beside it.
    <dl
      className={`container-page -mt-8 grid grid-cols-2 gap-3 [&>:last-child:nth-child(odd)]:col-span-2 ${columns} sm:[&>:last-child:nth-child(odd)]:col-span-1`}
    >
      {stats.map((s) => (
        <div key={s.label} className="card flex flex-col p-4 text-center">
          <dt className="text-sm text-slate-600">{s.label}</dt>
          <dd className="order-first text-2xl font-bold text-brand-700 sm:text-3xl">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CategoryTiles({ categories }: { categories: { slug: string; name: string; count: number }[] }) {
  const labels = useLabels();
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {categories.map((c) => (
        <li key={c.slug}>
          <Link to={`/jobs?category=${c.slug}`} className="card flex h-full flex-col p-4 transition-shadow hover:shadow-md">
            <span className="font-semibold text-slate-900">{labels.category(c.slug, c.name)}</span>
            <span className="mt-1 text-sm text-brand-700">{openPositions(c.count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CompanyTiles({
  companies,
}: {
  companies: { slug: string; name: string; logo: string; industry: string; jobCount: number }[];
}) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {companies.map((c) => (
        <li key={c.slug}>
          <Link
            to={`/company/${encodeURIComponent(c.slug)}`}
            className="card flex h-full items-center gap-3 p-4 transition-shadow hover:shadow-md lg:flex-col lg:text-center"
          >
            <CompanyLogo name={c.name} src={c.logo} size={56} />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{c.name}</span>
              <span className="block text-sm text-slate-600">{c.industry}</span>
              <span className="mt-1 block text-sm font-medium text-brand-700">{openPositions(c.jobCount)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ResourceGrid({ tiles }: { tiles: HomeResourceTile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((r) => (
        <li key={r.id}>
          <Link to={r.href} className="card flex h-full gap-4 p-5 transition-shadow hover:shadow-md">
            <span
              className="flex size-11 shrink-0 items-center justify-center rounded-lg"
              style={{ backgroundColor: `${r.color}1a`, color: r.color }}
            >
              <ContentIcon name={r.icon} className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{r.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{r.description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-800 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
            {m.jobs_cta_title()}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{m.jobs_cta_text()}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/jobs"
            className={buttonVariants({ size: "lg", className: "bg-amber-400 text-slate-900 hover:bg-amber-300" })}
          >
            {m.jobs_cta_browse()}
          </Link>
          {!signedIn && (
            <Link to="/register" className={buttonVariants({ size: "lg", variant: "secondary" })}>
              {m.jobs_cta_register()}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
