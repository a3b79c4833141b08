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
