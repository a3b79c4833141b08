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
import { site } from "#app/lib/site.ts";
import { useRootData } from "#app/lib/root-data.ts";

export { loader } from "./home.server.ts";

export const headers: Route.HeadersFunction = loaderCacheHeaders;

/** The featured jobs' order is sorted in the page: switching it needs no new data. */
export const shouldRevalidate = keepDataWhenOnlyChanged(FEATURED_ORDER_PARAM);

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: `${site.name} - Jobs in Germany for Ugandan Talent`, description: site.description, path: "/" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRootData()?.user);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 pb-16 text-white">
        <div className="container-page pt-12 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">From Uganda to Germany</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Find your dream job in Germany</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Jobs with German employers who welcome Ugandan talent, with honest guidance on visas, relocation and learning German.
          </p>
          <HeroSearch />
          <PopularCities />
        </div>
      </section>
      <StatsStrip stats={loaderData.stats} />

      <section aria-labelledby="categories-heading" className="container-page py-14">
        <SectionHeading
          id="categories-heading"
          title="Browse by Category"
          intro="The fields with the most open positions right now."
          link={{ to: "/jobs", label: "All jobs" }}
        />
        <CategoryTiles categories={loaderData.categories} />
      </section>

      <section aria-labelledby="featured-heading" className="render-later bg-white py-14">
        <div className="container-page">
          <SectionHeading
            id="featured-heading"
            title="Featured Jobs"
            intro="Roles in logistics, hospitality, retail, manufacturing and security that hire international staff."
            link={{ to: "/jobs", label: "View all jobs" }}
          />
          <FeaturedJobs jobs={loaderData.featured} headingId="featured-heading" />
        </div>
      </section>

      <section aria-labelledby="companies-heading" className="container-page render-later py-14">
        <SectionHeading
          id="companies-heading"
          title="Top Companies"
          intro="Employers with a track record of hiring and supporting international staff."
          link={{ to: "/companies", label: "All companies" }}
        />
        <CompanyTiles companies={loaderData.companies} />
      </section>

      <section aria-labelledby="stories-heading" className="render-later bg-white py-14">
        <div className="container-page">
          <SectionHeading id="stories-heading" title="Success Stories" intro="Ugandans who made the move, in their own words." />
          <Testimonials items={loaderData.testimonials} />
        </div>
      </section>

      <section aria-labelledby="resources-heading" className="container-page render-later py-14">
        <SectionHeading
          id="resources-heading"
          title="Resources for Your Move"
          intro="Everything you need to know before and after you arrive."
          link={{ to: "/resources", label: "All resources" }}
        />
        <ResourceGrid tiles={loaderData.resources} />
      </section>

      <CallToAction signedIn={signedIn} />
    </>
  );
}
