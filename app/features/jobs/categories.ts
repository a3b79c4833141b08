import { jobCategories } from "#content/categories.ts";

export { jobCategories };

const bySlug = new Map(jobCategories.map((c) => [c.slug, c]));
const byName = new Map(jobCategories.map((c) => [c.name, c]));

export function categoryBySlug(slug: string) {
  return bySlug.get(slug);
}

/** The slug of a category name; an unknown name gets a slug made from its words. */
export function categorySlug(name: string): string {
  return byName.get(name)?.slug ?? slugify(name);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The categories of the first list (20, several of them overlapping) that were merged into another one, by
 * their old slug (docs/decisions/028-phone-browsing.md). Their links keep working: /jobs?category=old redirects
 * permanently to the new slug. The same mapping moved the stored jobs (the migration browse_categories_sql).
 * Old slugs that survived (it, engineering, healthcare, education, finance, sales, hospitality, retail,
 * warehouse, transportation, cleaning, manufacturing, security) are not listed.
 */
export const MERGED_CATEGORIES: Readonly<Record<string, string>> = {
  "care-support": "healthcare",
  marketing: "sales",
  hr: "office",
  operations: "office",
  "food-service": "hospitality",
  "customer-service": "retail",
  "general-labor": "construction",
};

/** The current slug for a slug of either list; undefined for anything else. */
export function currentCategorySlug(slug: string): string | undefined {
  const s = slug.trim().toLowerCase();
  if (bySlug.has(s)) return s;
  return MERGED_CATEGORIES[s];
}

/**
 * Where a /jobs URL with an old category slug now lives (its other parameters kept, the categories replaced by
 * their current slugs, duplicates dropped), or null when it names no old category. Pure: the route answers 301.
 */
export function categoryRedirect(url: URL): string | null {
  const values = url.searchParams.getAll("category");
  const slugs = values.flatMap((v) => v.split(",")).map((s) => s.trim().toLowerCase());
  if (!slugs.some((s) => s in MERGED_CATEGORIES)) return null;
  const mapped = [...new Set(slugs.map((s) => MERGED_CATEGORIES[s] ?? s).filter(Boolean))];
  const params = new URLSearchParams(url.searchParams);
  params.delete("category");
  params.delete("page");
  params.set("category", mapped.join(","));
  return `${url.pathname}?${params.toString()}`;
}
