import { ArrowLeft } from "lucide-react";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { BlogPost } from "#content/types.ts";
import { Breadcrumbs, type Crumb } from "#app/components/content/breadcrumbs.tsx";
import { ContentSections, PageSection } from "#app/components/content/section.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { NewsletterForm } from "#app/features/newsletter/public.ts";
import { PostGrid, PostImage, PostMeta, type PostSummary } from "#app/features/blog/public.ts";
import { contentLang, EnglishContentNotice } from "#app/features/resources/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** Home > Blog > post title. */
export function postCrumbs(post: Pick<BlogPost, "id" | "title">): Crumb[] {
  return [
    { name: m.shared_nav_home(), path: "/" },
    { name: m.content_blog_blog(), path: "/blog" },
    { name: post.title, path: `/blog/${post.id}` },
  ];
}

/** A blog post page: header with author, date, read time and category; image; every section; more posts. */
export function BlogArticle({ post, related }: { post: BlogPost & { categoryLabel: string }; related: readonly PostSummary[] }) {
  return (
    <>
      <Breadcrumbs items={postCrumbs(post)} />
      <PageHeader title={post.title} titleLang={contentLang()} intro={<span lang={contentLang()}>{post.excerpt}</span>}>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
          <Link
            to={`/blog?category=${post.category}`}
            className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white hover:bg-white/25"
          >
            {post.categoryLabel}
          </Link>
          <PostMeta post={post} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-brand-100" />
        </div>
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        <article className="mx-auto max-w-3xl">
          <EnglishContentNotice className="mb-8" />
          <PostImage
            post={post}
            eager
            className="aspect-video w-full rounded-xl bg-slate-100 object-cover shadow-[var(--shadow-card)]"
          />
          <div lang={contentLang()}>
            <ContentSections sections={post.body} className="mt-10" />
          </div>
          {post.facts && <FactsNote facts={post.facts} className="mt-10" />}
          <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
            {m.content_blog_written_by()} <span className="font-semibold text-slate-900">{post.author}</span>{" "}
            {m.content_blog_written_for()}
          </p>
          <Link
            to="/blog"
            className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {m.shared_back_to_blog()}
          </Link>
        </article>
        {related.length > 0 && (
          <PageSection title={m.content_blog_more()} className="mt-16">
            <PostGrid posts={related} level={3} />
          </PageSection>
        )}
        <NewsletterForm className="mt-16" />
      </div>
    </>
  );
}
