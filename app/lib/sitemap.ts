import { resourceGuides } from "#content/resources.ts";
import { blogPosts } from "#content/blog.ts";
import { testimonials } from "#content/testimonials.ts";
import { LOCALES, localizePath } from "./i18n/locale.ts";

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
  "/employers",
  "/impressum",
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

/** Each page in both languages, each naming the other as its alternate (decision 206). */
export function sitemapXml(origin: string, entries: { path: string; lastModified?: Date }[]): string {
  const urls = entries
    .flatMap((e) => {
      const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
      const alternates = LOCALES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localizePath(e.path, l))}"/>`,
      ).join("");
      return LOCALES.map((l) => `<url><loc>${escapeXml(origin + localizePath(e.path, l))}</loc>${lastmod}${alternates}</url>`);
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`;
}
