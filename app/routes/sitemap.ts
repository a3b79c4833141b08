import { companySitemapSlugs } from "#app/features/companies/public.server.ts";
import { allJobIds } from "#app/features/jobs/jobs.server.ts";
import { services } from "#app/lib/services.server.ts";
import { sitemapXml, staticSitemapPaths } from "#app/lib/sitemap.ts";

/** Every public page, company and open job, for search engines (linked from /robots.txt). */
export async function loader() {
  const origin = services().config.publicUrl;
  const [jobs, companies] = await Promise.all([allJobIds(), companySitemapSlugs()]);
  const body = sitemapXml(origin, [
    ...staticSitemapPaths().map((path) => ({ path })),
    ...companies.map((slug) => ({ path: `/company/${encodeURIComponent(slug)}` })),
    ...jobs.map((j) => ({ path: `/job/${encodeURIComponent(j.id)}`, lastModified: j.updatedAt })),
  ]);
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
