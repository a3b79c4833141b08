import { count } from "drizzle-orm";
import { jobApplications } from "#db/schema.ts";
import { resourceGuides } from "#content/resources.ts";
import { companyJobCounts } from "#app/features/jobs/public.server.ts";
import { db } from "#app/lib/services.server.ts";
import type { HomeCounts } from "./stats.ts";

/** The figures from the database: open jobs and the companies offering them, every application ever sent, the guides. */
export async function countHomeStats(): Promise<HomeCounts> {
  const [perCompany, [applications]] = await Promise.all([companyJobCounts(), db().select({ n: count() }).from(jobApplications)]);
  let openJobs = 0;
  for (const n of perCompany.values()) openJobs += n;
  return { openJobs, hiringCompanies: perCompany.size, applicationsSent: applications?.n ?? 0, guides: resourceGuides.length };
}

/**
 * The home page is the most requested page: its figures are counted at most once a minute per server process
 * (nobody needs them to the second). A failed count is not cached.
 */
const STATS_TTL_MS = 60_000;
let cached: { at: number; value: Promise<HomeCounts> } | null = null;

export function homeStats(now = Date.now()): Promise<HomeCounts> {
  if (cached && now - cached.at < STATS_TTL_MS) return cached.value;
  const value = countHomeStats();
  cached = { at: now, value };
  value.catch(() => {
    if (cached?.value === value) cached = null;
  });
  return value;
}
