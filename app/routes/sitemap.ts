import { allJobIds } from "#app/features/jobs/jobs.server.ts";
import { services } from "#app/lib/services.server.ts";
import { sitemapXml, staticSitemapPaths } from "#app/lib/sitemap.ts";

/** Every public page and every job, for search engines (linked from /robots.txt). */
export async function loader() {
  const origin = services().config.publicUrl;
  const jobs = await allJobIds();
  const body = sitemapXml(origin, [
    ...staticSitemapPaths().map((path) => ({ path })),
    ...jobs.map((j) => ({ path: `/job/${encodeURIComponent(j.id)}`, lastModified: j.postedAt })),
  ]);
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
