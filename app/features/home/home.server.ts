import { topCompanies } from "~/features/companies/companies";
import { categoryCounts, companyJobCounts, latestJobs } from "~/features/jobs/jobs.server";
import { FEATURED_COUNT, PREFERRED_CATEGORIES, selectFeatured, topCategories } from "./featured";

/** Everything the home page shows from the database: category tiles, featured jobs, company tiles. */
export async function loadHome() {
  const [counts, preferred, byCompany] = await Promise.all([
    categoryCounts(),
    latestJobs({ categories: [...PREFERRED_CATEGORIES], limit: FEATURED_COUNT }),
    companyJobCounts(),
  ]);
  const others =
    preferred.length < FEATURED_COUNT ? await latestJobs({ limit: FEATURED_COUNT, excludeIds: preferred.map((j) => j.id) }) : [];
  return {
    categories: topCategories(counts),
    featured: selectFeatured(preferred, others),
    companies: topCompanies().map((c) => ({
      id: c.id,
      name: c.name,
      logo: c.logo,
      industry: c.industry,
      jobCount: byCompany.get(c.name.toLowerCase()) ?? 0,
    })),
  };
}
