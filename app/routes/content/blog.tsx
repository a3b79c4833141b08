import type { Route } from "./+types/blog";
import { LinkTabs } from "#app/components/content/link-tabs.tsx";
import { Pagination } from "#app/components/content/pagination.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { BLOG_PAGE_SIZE, blogHref, blogTabs, paginate, parseBlogFilter, parsePage, PostGrid, postsByCategory, summary } from "#app/features/blog/public.ts";
import { NewsletterForm } from "#app/features/newsletter/public.ts";
import { head } from "#app/lib/seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = parseBlogFilter(params.get("category"));
  const page = paginate(postsByCategory(filter), parsePage(params.get("page")), BLOG_PAGE_SIZE);
  return {
    filter,
    tabs: blogTabs.map((t) => ({ label: t.label, to: blogHref(t.value), active: t.value === filter })),
    categoryLabel: blogTabs.find((t) => t.value === filter)?.label ?? "All Posts",
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
    title: ["Career Blog", filtered ? d.categoryLabel : "", paged ? `Page ${d.page}` : ""].filter(Boolean).join(" - "),
    description: filtered
      ? `${d.categoryLabel} articles from the PearlBridge Jobs Career Blog for Ugandans building a career in Germany.`
      : "Career advice, visa news, German culture, language tips and everyday life: articles for Ugandans building a career in Germany.",
    path: d ? blogHref(d.filter, d.page) : "/blog",
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { filter, tabs, posts, page, totalPages, total } = loaderData;
  return (
    <>
      <PageHeader
        title="Career Blog"
        intro="Stories, practical advice and news for Ugandans building a career in Germany, from your first payslip to your first winter."
      />
      <div className="container-page space-y-12 py-10 sm:py-14">
        <section aria-label="Articles" className="space-y-6">
          <LinkTabs label="Blog categories" tabs={tabs} />
          <p className="text-sm text-slate-600" aria-live="polite">
            {total} {total === 1 ? "article" : "articles"}
            {totalPages > 1 && ` · page ${page} of ${totalPages}`}
          </p>
          <PostGrid posts={posts} eagerCount={page === 1 ? 3 : 0} />
          <Pagination page={page} totalPages={totalPages} href={(p) => blogHref(filter, p)} />
        </section>
        <NewsletterForm />
      </div>
    </>
  );
}
