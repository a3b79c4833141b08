import type { MetaDescriptor } from "react-router";
import { currentLocale } from "./i18n/i18n.ts";
import { LOCALES, localizePath, type Locale } from "./i18n/locale.ts";
import { site } from "./site.ts";

/** Options of the shared page head (docs/product.md#page-head-and-structured-data). */
export interface HeadOptions {
  title: string;
  description?: string;
  keywords?: readonly string[];
  /** The page's path, e.g. "/jobs"; the canonical link is the public URL plus this path. */
  path: string;
  type?: "website" | "article";
  /** Absolute path or URL of the social preview image; defaults to the product logo. */
  image?: string;
  noindex?: boolean;
  nofollow?: boolean;
  /** Website and organization structured data: both by default. */
  siteData?: "both" | "website" | "organization" | "none";
  /** Further JSON-LD objects (JobPosting, BreadcrumbList, ...). */
  jsonLd?: object[];
}

/** "Jobs" -> "Jobs | PearlBridge Jobs"; a title that already names the product stays as it is. */
export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: origin,
    logo: absoluteUrl(origin, site.logo),
    description: site.description,
    sameAs: site.social.map((s) => s.href),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: site.email,
      availableLanguage: [...site.languages],
    },
  };
}

export function websiteJsonLd(origin: string, withSearch = false) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: origin,
    description: site.description,
    ...(withSearch
      ? {
          potentialAction: {
            "@type": "SearchAction",
            target: { "@type": "EntryPoint", urlTemplate: `${origin}/jobs?search={search_term_string}` },
            "query-input": "required name=search_term_string",
          },
        }
      : {}),
  };
}

/** The page in each language, and English for any other reader (x-default): the head's hreflang links. */
export function languageAlternates(origin: string, path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: locale,
      href: absoluteUrl(origin, localizePath(path, locale)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(origin, localizePath(path, "en")) },
  ];
}

const OG_LOCALES: Record<Locale, string> = { en: "en_GB", de: "de_DE" };

export function buildHead(origin: string, o: HeadOptions, locale: Locale = "en"): MetaDescriptor[] {
  const title = fullTitle(o.title);
  const description = o.description ?? site.description;
  // Each language's page is its own canonical (decision 206).
  const url = absoluteUrl(origin, localizePath(o.path, locale));
  const image = absoluteUrl(origin, o.image ?? site.logo);
  const robots = [o.noindex ? "noindex" : "index", o.nofollow ? "nofollow" : "follow"].join(", ");
  const siteData = o.siteData ?? "both";
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: (o.keywords ?? site.keywords).join(", ") },
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(origin, o.path),
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { property: "og:type", content: o.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (siteData === "both" || siteData === "website") tags.push({ "script:ld+json": websiteJsonLd(origin) });
  if (siteData === "both" || siteData === "organization") tags.push({ "script:ld+json": organizationJsonLd(origin) });
  for (const data of o.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** The public origin, from the root loader's data (the same on the server and in the browser). */
export function originFrom(matches: readonly unknown[]): string {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === "root") as
    { loaderData?: { publicUrl?: string } } | undefined;
  return root?.loaderData?.publicUrl ?? "";
}

/** A route's `meta`: `export const meta: Route.MetaFunction = (args) => head(args, {...})`. */
export function head(args: { matches: readonly unknown[] }, options: HeadOptions): MetaDescriptor[] {
  return buildHead(originFrom(args.matches), options, currentLocale());
}
