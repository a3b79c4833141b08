import { blogCategoryTabs, blogPosts } from "#content/blog.ts";
import type { BlogCategory, BlogPost } from "#content/types.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { site } from "#app/lib/site.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/*
 * Lookups over content/blog.ts. Loaders call these and pass plain data to the components, so the posts'
 * full text only reaches the browser on the post's own page.
 */

/** Posts per page on /blog. */
export const BLOG_PAGE_SIZE = 6;

export type BlogFilter = "all" | BlogCategory;

const TAB_LABELS: Record<BlogFilter, () => string> = {
  all: m.content_blog_tab_all,
  career: m.content_blog_tab_career,
  visa: m.content_resources_tab_visa,
  culture: m.content_blog_tab_culture,
  language: m.content_blog_tab_language,
  lifestyle: m.content_blog_tab_lifestyle,
};

/** The tabs in content order; a label is read in the page's language (a getter, never frozen at import). */
export const blogTabs = blogCategoryTabs.map(({ value }) => ({
  value,
  get label() {
    return TAB_LABELS[value]();
  },
}));

/** A post without its body, for cards. */
export type PostSummary = Omit<BlogPost, "body"> & { categoryLabel: string };

/** "career" -> "Career Advice" (the tab label). */
export function blogCategoryLabel(category: BlogCategory): string {
  return blogTabs.find((t) => t.value === category)?.label ?? category;
}

export function summary({ body: _body, ...post }: BlogPost): PostSummary {
  return { ...post, categoryLabel: blogCategoryLabel(post.category) };
}

/** A ?category= value as a filter; anything unknown means all. */
export function parseBlogFilter(value: string | null | undefined): BlogFilter {
  return blogTabs.find((t) => t.value === value)?.value ?? "all";
}

/** A ?page= value: a whole number of at least 1, otherwise 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function newestFirst(a: BlogPost, b: BlogPost): number {
  return b.date.localeCompare(a.date) || a.id.localeCompare(b.id);
}

/** The posts of a category (or all), newest first. */
export function postsByCategory(filter: BlogFilter): BlogPost[] {
  return blogPosts.filter((p) => filter === "all" || p.category === filter).sort(newestFirst);
}

export interface Page<T> {
  items: T[];
  /** The page shown: the requested one, kept within 1..totalPages. */
  page: number;
  totalPages: number;
  total: number;
}

/** One page of a list. Pages outside 1..totalPages show the nearest page; an empty list has one empty page. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const size = Math.max(1, Math.floor(perPage));
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages, total: items.length };
}

/** The post with this id, or undefined (unknown ids answer 404). */
export function getPost(id: string | undefined): BlogPost | undefined {
  return id ? blogPosts.find((p) => p.id === id) : undefined;
}

/** Up to `limit` other posts: the same category first, then the newest others. */
export function relatedPosts(post: BlogPost, limit = 3): BlogPost[] {
  const others = blogPosts.filter((p) => p.id !== post.id).sort(newestFirst);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, limit);
}

/** The address of a blog listing: "/blog", "/blog?category=visa", "/blog?page=2", ... */
export function blogHref(filter: BlogFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("category", filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(origin: string, post: BlogPost) {
  const url = absoluteUrl(origin, `/blog/${post.id}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(origin, post.image),
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(origin, site.logo) },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: blogCategoryLabel(post.category),
    inLanguage: "en",
  };
}
