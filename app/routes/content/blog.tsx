import type { Route } from "./+types/blog";
import { LinkTabs } from "#app/components/content/link-tabs.tsx";
import { Pagination } from "#app/components/content/pagination.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { BLOG_PAGE_SIZE, blogHref, blogTabs, paginate, parseBlogFilter, parsePage, PostGrid, postsByCategory, summary } from "#app/features/blog/public.ts";
import { NewsletterForm } from "#app/features/newsletter/public.ts";
import { EnglishContentNotice } from "#app/features/resources/public.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = parseBlogFilter(params.get("category"));
  const page = paginate(postsByCategory(filter), parsePage(params.get("page")), BLOG_PAGE_SIZE);
  return {
    filter,
    tabs: blogTabs.map((t) => ({ label: t.label, to: blogHref(t.value), active: t.value === filter })),
    categoryLabel: blogTabs.find((t) => t.value === filter)?.label ?? m.content_blog_tab_all(),
    posts: page.items.map(summary),
    page: page.page,
    totalPages: page.totalPages,
    total: page.total,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  const filtered = d && d.filter !== "all";
  const paged = d && d.page > 1;
  return head(args, {
    title: [m.shared_nav_blog(), filtered ? d.categoryLabel : "", paged ? m.jobs_pager_page({ page: formatNumber(d.page) }) : ""]
      .filter(Boolean)
      .join(" - "),
    description: filtered
      ? m.content_blog_description_category({ category: d.categoryLabel })
      : m.content_blog_description(),
    path: d ? blogHref(d.filter, d.page) : "/blog",
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { filter, tabs, posts, page, totalPages, total } = loaderData;
  return (
    <>
      <PageHeader
        title={m.shared_nav_blog()}
        intro={m.content_blog_intro()}
      />
      <div className="container-page space-y-12 py-10 sm:py-14">
        <EnglishContentNotice />
        <section aria-label={m.content_blog_articles()} className="space-y-6">
          <LinkTabs label={m.content_blog_categories()} tabs={tabs} />
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 1 ? m.content_blog_count_one() : m.content_blog_count_other({ count: formatNumber(total) })}
            {totalPages > 1 && m.content_blog_page_of({ page: formatNumber(page), total: formatNumber(totalPages) })}
          </p>
          <PostGrid posts={posts} eagerCount={page === 1 ? 3 : 0} />
          <Pagination page={page} totalPages={totalPages} href={(p) => blogHref(filter, p)} />
        </section>
        <NewsletterForm />
      </div>
    </>
  );
}
