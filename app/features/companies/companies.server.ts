import { companyJobCounts, jobsOfCompany } from "#app/features/jobs/public.server.ts";
import { companies, findCompany } from "./companies.ts";

/** A company page: its profile (when we have one) and its open jobs; null when neither exists. */
export async function loadCompany(idOrName: string) {
  const profile = findCompany(idOrName);
  const jobs = await jobsOfCompany(profile?.name ?? idOrName);
  const name = profile?.name ?? jobs[0]?.company;
  if (name === undefined) return null;
  return { profile: profile ?? null, name, jobs };
}

/** Every company with its number of open positions, most first. */
export async function listCompanies() {
  const counts = await companyJobCounts(companies.map((c) => c.name));
  return companies
    .map((c) => ({
      id: c.id,
      name: c.name,
      logo: c.logo,
      industry: c.industry,
      headquarters: c.headquarters,
      jobCount: counts.get(c.name.toLowerCase()) ?? 0,
    }))
    .sort((a, b) => b.jobCount - a.jobCount || a.name.localeCompare(b.name));
}
