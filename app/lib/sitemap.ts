import { resourceGuides } from "#content/resources.ts";
import { blogPosts } from "#content/blog.ts";
import { testimonials } from "#content/testimonials.ts";

const STATIC_PATHS = [
  "/",
  "/jobs",
  "/companies",
  "/about",
  "/resources",
  "/visa-info",
  "/relocation",
  "/german-language",
  "/blog",
  "/faq",
  "/privacy",
  "/terms",
  "/cookies",
];

/** The public pages that do not come from the database (companies and jobs do: routes/sitemap.ts). */
export function staticSitemapPaths(): string[] {
  return [
    ...STATIC_PATHS,
    ...resourceGuides.map((g) => `/resources/${g.id}`),
    ...blogPosts.map((p) => `/blog/${p.id}`),
    ...testimonials.map((t) => `/stories/${t.slug}`),
  ];
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

export function sitemapXml(origin: string, entries: { path: string; lastModified?: Date }[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
