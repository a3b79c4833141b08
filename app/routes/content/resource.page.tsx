import { ExternalLink } from "lucide-react";
import type { ResourceGuide, ResourceLink } from "#content/types.ts";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { Breadcrumbs, type Crumb } from "#app/components/content/breadcrumbs.tsx";
import { LastReviewed } from "#app/components/content/last-reviewed.tsx";
import { MailButton } from "#app/components/content/mail-button.tsx";
import { ContentSections, PageSection, sectionIds } from "#app/components/content/section.tsx";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { contentLang, EnglishContentNotice, ResourceCardGrid, type ResourceCardData } from "#app/features/resources/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** Home > Resources > guide title. */
export function guideCrumbs(guide: Pick<ResourceGuide, "id" | "title">): Crumb[] {
  return [
    { name: m.shared_nav_home(), path: "/" },
    { name: m.shared_nav_resources(), path: "/resources" },
    { name: guide.title, path: `/resources/${guide.id}` },
  ];
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

function GuideLinks({ links }: { links: readonly ResourceLink[] }) {
  return (
    <section className="mt-12">
      <h2 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        {m.content_resource_links()}
      </h2>
      <ul lang={contentLang()} className="mt-4 grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.url} className="card p-4">
            <a
              href={link.url}
              rel="noopener noreferrer"
              className="inline-flex items-start gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              {link.text}
              <ExternalLink className="mt-1 size-3.5 shrink-0" aria-hidden="true" />
            </a>
            <p className="mt-1 text-sm text-slate-600">{link.description}</p>
            <p className="mt-2 text-xs text-slate-500">{hostOf(link.url)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A resource guide: breadcrumbs, header, every section, its links, related guides. */
export function GuidePage({
  guide,
  category,
  related,
}: {
  guide: ResourceGuide;
  /** The label of the guide's category, e.g. "Visa & Immigration". */
  category?: string;
  related: readonly ResourceCardData[];
}) {
  const ids = sectionIds(guide.sections);
  return (
    <>
      <Breadcrumbs items={guideCrumbs(guide)} />
      <PageHeader title={guide.title} titleLang={contentLang()} intro={<span lang={contentLang()}>{guide.shortDescription}</span>}>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
          {category && <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white">{category}</span>}
          <LastReviewed date={guide.lastReviewed} label={m.content_last_reviewed()} onDark />
        </div>
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-12">
          <article className="min-w-0">
            <EnglishContentNotice className="mb-8" />
            <div lang={contentLang()}>
              <ContentSections sections={guide.sections} />
            </div>
            {guide.facts && <FactsNote facts={guide.facts} className="mt-10" />}
            {guide.links.length > 0 && <GuideLinks links={guide.links} />}
          </article>
          <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <nav aria-label={m.content_resource_on_this_page()} className="hidden lg:block">
              <p className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{m.content_resource_on_this_page()}</p>
              <ol lang={contentLang()} className="mt-3 space-y-2 border-l border-slate-200 text-sm">
                {guide.sections.map((s, i) => (
                  <li key={ids[i]}>
                    <a
                      href={`#${ids[i]}`}
                      className="-ml-px block border-l-2 border-transparent pl-3 text-slate-600 hover:border-brand-600 hover:text-brand-700"
                    >
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="card p-5">
              <p className="font-semibold text-slate-900">{m.content_resource_questions()}</p>
              <p className="mt-1 text-sm text-slate-600">{m.content_resource_questions_text()}</p>
              <MailButton subject={`Question about: ${guide.title}`} variant="secondary" className="mt-4 w-full">
                {m.content_contact_us()}
              </MailButton>
            </div>
          </div>
        </div>
        {related.length > 0 && (
          <PageSection title={m.content_resource_related()} className="mt-14 border-t border-slate-200 pt-10">
            <ResourceCardGrid cards={related} level={3} />
          </PageSection>
        )}
      </div>
    </>
  );
}
