import { Info } from "lucide-react";
import type { ReactNode } from "react";
import type { ContentSection } from "#content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { site } from "#app/lib/site.ts";
import { uniqueSlugs } from "./text.ts";

/** Text from content/: the contact address becomes a mail link, everything else stays plain text. */
export function RichText({ text }: { text: string }) {
  const parts = text.split(site.email);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <span key={i}>
      {part}
      {i < parts.length - 1 && (
        <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {site.email}
        </a>
      )}
    </span>
  ));
}

/** A highlighted note inside a guide (role "note", not an aside: it lives inside the main landmark). */
export function Callout({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div role="note" className={cn("flex gap-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-4", className)}>
      <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-brand-900">{title}</p>
        <div className="mt-1 text-sm leading-relaxed text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Paragraphs and bullets of a section, without its heading. */
export function SectionBody({ section }: { section: Pick<ContentSection, "paragraphs" | "bullets" | "callout"> }) {
  return (
    <>
      <div className="prose-content wrap-break-word [&>*:last-child]:mb-0">
        {section.paragraphs.map((p, i) => (
          <p key={i}>
            <RichText text={p} />
          </p>
        ))}
        {section.bullets && section.bullets.length > 0 && (
          <ul className="marker:text-brand-600">
            {section.bullets.map((b, i) => (
              <li key={i}>
                <RichText text={b} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {section.callout && (
        <Callout title={section.callout.title} className="mt-5">
          <RichText text={section.callout.text} />
        </Callout>
      )}
    </>
  );
}

/** One content section: heading (h2 or h3), paragraphs, bullets and callout. */
export function ContentSectionBlock({ section, level = 2, id }: { section: ContentSection; level?: 2 | 3; id?: string }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="render-later scroll-mt-24">
      <Heading
        id={id}
        className={cn(
          "mb-3 scroll-mt-24 font-semibold tracking-tight text-slate-900",
          level === 2 ? "text-xl sm:text-2xl" : "text-lg",
        )}
      >
        {section.heading}
      </Heading>
      <SectionBody section={section} />
    </section>
  );
}

/** Ids of the sections' headings, for an "On this page" list. */
export function sectionIds(sections: readonly ContentSection[]): string[] {
  return uniqueSlugs(sections.map((s) => s.heading));
}

/** All sections of a guide, post or legal page, each with an id on its heading (prefixed when several lists share a page). */
export function ContentSections({
  sections,
  level = 2,
  idPrefix = "",
  className,
}: {
  sections: ContentSection[];
  level?: 2 | 3;
  idPrefix?: string;
  className?: string;
}) {
  const ids = sectionIds(sections).map((id) => `${idPrefix}${id}`);
  return (
    <div className={cn("space-y-10", className)}>
      {sections.map((section, i) => (
        <ContentSectionBlock key={ids[i]} section={section} level={level} id={ids[i]} />
      ))}
    </div>
  );
}

/** A titled block of a content page with consistent spacing: h2, optional introduction, content. */
export function PageSection({
  title,
  intro,
  id,
  children,
  className,
}: {
  title: string;
  intro?: ReactNode;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} className={cn("scroll-mt-24", className)}>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
      {intro && <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
