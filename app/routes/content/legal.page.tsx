import { Link } from "#app/components/ui/link.tsx";
import type { LegalPage } from "#content/legal.ts";
import { LastReviewed } from "#app/components/content/last-reviewed.tsx";
import { ContentSections, RichText } from "#app/components/content/section.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { TranslationNotice } from "#app/features/legal/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** A legal page: title, last-updated date, introduction, every section, links to the other two. */
export function LegalDocument({
  page,
  others,
}: {
  page: LegalPage & { id: string };
  others: readonly { id: string; title: string }[];
}) {
  return (
    <>
      <PageHeader title={page.title}>
        <LastReviewed date={page.lastUpdated} label={m.content_legal_last_updated()} onDark className="mt-4" />
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        <article className="card mx-auto max-w-3xl p-6 sm:p-10">
          <TranslationNotice englishPath={`/${page.id}`} />
          <p className="text-lg leading-relaxed text-slate-700">
            <RichText text={page.intro} />
          </p>
          <ContentSections sections={page.sections} className="mt-10" />
        </article>
        <nav aria-label={m.content_legal_others()} className="mx-auto mt-8 flex max-w-3xl flex-wrap gap-x-6 gap-y-2 text-sm">
          {others.map((o) => (
            <Link key={o.id} to={`/${o.id}`} className="font-semibold text-brand-700 hover:text-brand-800 hover:underline">
              {o.title}
            </Link>
          ))}
        </nav>
      </div>
    </>
  );
}
