import { ExternalLink } from "lucide-react";
import type { ResourceGuide, ResourceLink } from "#content/types.ts";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { Breadcrumbs, type Crumb } from "#app/components/content/breadcrumbs.tsx";
import { LastReviewed } from "#app/components/content/last-reviewed.tsx";
import { MailButton } from "#app/components/content/mail-button.tsx";
import { ContentSections, PageSection, sectionIds } from "#app/components/content/section.tsx";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { ResourceCardGrid, type ResourceCardData } from "#app/features/resources/public.ts";

/** Home > Resources > guide title. */
export function guideCrumbs(guide: Pick<ResourceGuide, "id" | "title">): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: "Resources", path: "/resources" },
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
      <h2 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">Official sources and links</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
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
      <PageHeader title={guide.title} intro={guide.shortDescription}>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
          {category && <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white">{category}</span>}
          <LastReviewed date={guide.lastReviewed} onDark />
        </div>
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-12">
          <article className="min-w-0">
            <ContentSections sections={guide.sections} />
            {guide.facts && <FactsNote facts={guide.facts} className="mt-10" />}
            {guide.links.length > 0 && <GuideLinks links={guide.links} />}
          </article>
          <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <nav aria-label="On this page" className="hidden lg:block">
              <p className="text-sm font-semibold tracking-wide text-slate-900 uppercase">On this page</p>
              <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
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
              <p className="font-semibold text-slate-900">Questions about this topic?</p>
              <p className="mt-1 text-sm text-slate-600">
                Write to our team. We reply in English or German within a few working days.
              </p>
              <MailButton subject={`Question about: ${guide.title}`} variant="secondary" className="mt-4 w-full">
                Contact Us
              </MailButton>
            </div>
          </div>
        </div>
        {related.length > 0 && (
          <PageSection title="Related resources" className="mt-14 border-t border-slate-200 pt-10">
            <ResourceCardGrid cards={related} level={3} />
          </PageSection>
        )}
      </div>
    </>
  );
}
