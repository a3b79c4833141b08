import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { blogPosts } from "#content/blog.ts";
import {
  BLOG_PAGE_SIZE,
  blogCategoryLabel,
  blogHref,
  blogPostingJsonLd,
  getPost,
  paginate,
  parseBlogFilter,
  parsePage,
  postsByCategory,
  relatedPosts,
  summary,
} from "./blog.ts";

describe("blog lookups", () => {
  it("has the 12 posts and finds each by id", () => {
    expect(blogPosts).toHaveLength(12);
    for (const post of blogPosts) expect(getPost(post.id)).toBe(post);
    expect(getPost("nope")).toBeUndefined();
    expect(getPost(undefined)).toBeUndefined();
  });

  it("filters by category, newest first", () => {
    expect(postsByCategory("all")).toHaveLength(12);
    const visa = postsByCategory("visa");
    expect(visa.length).toBeGreaterThan(0);
    expect(visa.every((p) => p.category === "visa")).toBe(true);
    const dates = postsByCategory("all").map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const sum = (["visa", "career", "language", "culture", "lifestyle"] as const).reduce(
      (n, c) => n + postsByCategory(c).length,
      0,
    );
    expect(sum).toBe(12);
  });

  it("paginates and keeps the page in range", () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(paginate(items, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, totalPages: 2, total: 12 });
    expect(paginate(items, 2, 6).items).toEqual([7, 8, 9, 10, 11, 12]);
    expect(paginate(items, 9, 6).page).toBe(2);
    expect(paginate(items, 0, 6).page).toBe(1);
    expect(paginate(items, Number.NaN, 6).page).toBe(1);
    expect(paginate(items.slice(0, 7), 2, 6)).toMatchObject({ items: [7], totalPages: 2 });
    expect(paginate([], 3, 6)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
    expect(paginate(postsByCategory("all"), 1, BLOG_PAGE_SIZE).items).toHaveLength(6);
  });

  it("reads ?category= and ?page= safely", () => {
    expect(parseBlogFilter("culture")).toBe("culture");
    expect(parseBlogFilter("Culture")).toBe("all");
    expect(parseBlogFilter(null)).toBe("all");
    expect(parsePage("2")).toBe(2);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-1")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("99999999999")).toBe(1);
  });

  it("builds listing addresses", () => {
    expect(blogHref("all")).toBe("/blog");
    expect(blogHref("all", 2)).toBe("/blog?page=2");
    expect(blogHref("visa")).toBe("/blog?category=visa");
    expect(blogHref("visa", 3)).toBe("/blog?category=visa&page=3");
  });

  it("suggests related posts from the same category first, never the post itself", () => {
    for (const post of blogPosts) {
      const related = relatedPosts(post);
      expect(related).toHaveLength(3);
      expect(related.map((p) => p.id)).not.toContain(post.id);
      const sameCount = blogPosts.filter((p) => p.id !== post.id && p.category === post.category).length;
      expect(related.slice(0, Math.min(3, sameCount)).every((p) => p.category === post.category)).toBe(true);
    }
  });

  it("summarises posts without their body, with the category label", () => {
    const [first] = blogPosts;
    assert(first, "at least one blog post");
    const s = summary(first);
    expect(s).not.toHaveProperty("body");
    expect(s.categoryLabel).toBe(blogCategoryLabel(first.category));
    expect(blogCategoryLabel("career")).toBe("Career Advice");
  });

  it("describes a post as BlogPosting structured data", () => {
    const [post] = blogPosts;
    assert(post, "at least one blog post");
    const ld = blogPostingJsonLd("https://example.org", post);
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.date,
      author: { "@type": "Person", name: post.author },
      image: `https://example.org${post.image}`,
      url: `https://example.org/blog/${post.id}`,
    });
  });
});
