import type { Route } from "./+types/home";
import {
  CallToAction,
  CategoryTiles,
  CompanyTiles,
  FEATURED_ORDER_PARAM,
  FeaturedJobs,
  HeroSearch,
  PopularCities,
  ResourceGrid,
  SectionHeading,
  StatsStrip,
  Testimonials,
} from "#app/features/home/public.ts";
import { loaderCacheHeaders } from "#app/lib/cache.server.ts";
import { keepDataWhenOnlyChanged } from "#app/lib/revalidate.ts";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { useRootData } from "#app/lib/root-data.ts";

export { loader } from "./home.server.ts";

export const headers: Route.HeadersFunction = loaderCacheHeaders;

/** The featured jobs' order is sorted in the page: switching it needs no new data. */
export const shouldRevalidate = keepDataWhenOnlyChanged(FEATURED_ORDER_PARAM);

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.jobs_home_meta_title(), description: m.shared_site_description(), path: "/" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRootData()?.user);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 pb-16 text-white">
        <div className="container-page pt-12 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{m.jobs_home_kicker()}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{m.jobs_home_title()}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{m.jobs_home_intro()}</p>
          <HeroSearch />
          <PopularCities />
        </div>
      </section>
      <StatsStrip stats={loaderData.stats} />

      <section aria-labelledby="categories-heading" className="container-page py-14">
        <SectionHeading
          id="categories-heading"
          title={m.jobs_home_categories_title()}
          intro={m.jobs_home_categories_intro()}
          link={{ to: "/jobs", label: m.jobs_home_all_jobs() }}
        />
        <CategoryTiles categories={loaderData.categories} />
      </section>

      <section aria-labelledby="featured-heading" className="render-later bg-white py-14">
        <div className="container-page">
          <SectionHeading
            id="featured-heading"
            title={m.jobs_home_featured_title()}
            intro={m.jobs_home_featured_intro()}
            link={{ to: "/jobs", label: m.jobs_home_view_all_jobs() }}
          />
          <FeaturedJobs jobs={loaderData.featured} headingId="featured-heading" />
        </div>
      </section>

      <section aria-labelledby="companies-heading" className="container-page render-later py-14">
        <SectionHeading
          id="companies-heading"
          title={m.jobs_home_companies_title()}
          intro={m.jobs_home_companies_intro()}
          link={{ to: "/companies", label: m.jobs_home_all_companies() }}
        />
        <CompanyTiles companies={loaderData.companies} />
      </section>

      <section aria-labelledby="stories-heading" className="render-later bg-white py-14">
        <div className="container-page">
          <SectionHeading id="stories-heading" title={m.jobs_home_stories_title()} intro={m.jobs_home_stories_intro()} />
          <Testimonials items={loaderData.testimonials} />
        </div>
      </section>

      <section aria-labelledby="resources-heading" className="container-page render-later py-14">
        <SectionHeading
          id="resources-heading"
          title={m.jobs_home_resources_title()}
          intro={m.jobs_home_resources_intro()}
          link={{ to: "/resources", label: m.jobs_home_all_resources() }}
        />
        <ResourceGrid tiles={loaderData.resources} />
      </section>

      <CallToAction signedIn={signedIn} />
    </>
  );
}
