import { MapPin, Search, Tag } from "lucide-react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { jobCategories } from "#app/features/jobs/public.ts";
import { CITIES } from "#vocabulary/cities.ts";
import { useLabels } from "#app/features/jobs/public.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";

const field = "flex items-center gap-2 rounded-lg bg-white px-3 text-slate-900";
const control = "h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-slate-500";

/**
 * Keywords, location and category, opening /jobs?search=&location=&category= (a plain GET form: works before
 * the page's script has loaded). Once the scripts run, "Any location" and "All categories" send nothing; a tap
 * before that sends them empty, which /jobs reads as no choice.
 */
export function HeroSearch() {
  const labels = useLabels();
  return (
    <Form
      method="get"
      action={href("/jobs")}
      role="search"
      className="mt-8 grid gap-2 rounded-xl bg-white/10 p-2 md:grid-cols-[1.4fr_1fr_1fr_auto]"
      onSubmit={(e) => {
        // Leave empty choices out of the URL.
        for (const el of Array.from(e.currentTarget.elements) as HTMLInputElement[]) if (el.name && !el.value) el.disabled = true;
      }}
    >
      <div className={field}>
        <Search className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <label htmlFor="hero-search" className="sr-only">
          {m.jobs_hero_keywords()}
        </label>
        <input
          id="hero-search"
          name="search"
          type="search"
          maxLength={100}
          placeholder={m.jobs_hero_placeholder()}
          className={control}
        />
      </div>
      <div className={field}>
        <MapPin className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <label htmlFor="hero-location" className="sr-only">
          {m.jobs_hero_location()}
        </label>
        <select id="hero-location" name="location" className={control} defaultValue="">
          <option value="">{m.jobs_hero_any_location()}</option>
          {CITIES.map((c) => (
            <option key={c} value={c.toLowerCase()}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <Tag className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <label htmlFor="hero-category" className="sr-only">
          {m.jobs_hero_category()}
        </label>
        <select id="hero-category" name="category" className={control} defaultValue="">
          <option value="">{m.jobs_hero_all_categories()}</option>
          {/* The same list as the filters and the employer's job form (docs/product.md#categories). */}
          {jobCategories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {labels.category(c.slug, c.name)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="accent" size="lg">
        {m.jobs_hero_submit()}
      </Button>
    </Form>
  );
}

export function PopularCities() {
  return (
    <p className="mt-5 flex flex-wrap items-center gap-2 text-sm text-brand-100">
      <span>{m.jobs_hero_popular()}</span>
      {CITIES.map((c) => (
        <Link
          key={c}
          to={`/jobs?location=${encodeURIComponent(c.toLowerCase())}`}
          className="rounded-full border border-white/30 px-3 py-1 text-white hover:bg-white/10"
        >
          {c}
        </Link>
      ))}
    </p>
  );
}
