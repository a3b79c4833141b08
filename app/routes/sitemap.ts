import { allJobIds } from "~/features/jobs/jobs.server";
import { services } from "~/lib/services.server";
import { sitemapXml, staticSitemapPaths } from "~/lib/sitemap";

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
