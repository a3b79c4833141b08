import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { breadcrumbJsonLd } from "#app/components/content/breadcrumbs.tsx";
import { errorBoundary, notFoundTitles } from "#app/components/layout/error-boundary.tsx";
import { blogPostingJsonLd, getPost, relatedPosts, summary } from "#app/features/blog/public.ts";
import { BlogArticle, postCrumbs } from "./blog-post.page.tsx";
import { head, originFrom } from "#app/lib/seo.ts";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.id);
  if (!post) throw data(null, { status: 404 });
  return { post: { ...post, categoryLabel: summary(post).categoryLabel }, related: relatedPosts(post).map(summary) };
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) {
    return head(args, { title: notFoundTitles.post(), path: `/blog/${args.params.id}`, noindex: true, siteData: "none" });
  }
  const origin = originFrom(args.matches);
  return [
    ...head(args, {
      title: post.title,
      description: post.excerpt,
      path: `/blog/${post.id}`,
      type: "article",
      image: post.image,
      keywords: [post.categoryLabel, "Germany", "Uganda", "career in Germany"],
      siteData: "organization",
      jsonLd: [blogPostingJsonLd(origin, post), breadcrumbJsonLd(origin, postCrumbs(post))],
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: post.author },
    { property: "article:section", content: post.categoryLabel },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} related={loaderData.related} />;
}

export const ErrorBoundary = errorBoundary("post");
