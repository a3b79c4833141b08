import { ChevronDown } from "lucide-react";
import type { FaqGroup } from "#content/types.ts";
import { RichText } from "#app/components/content/section.tsx";
import { groupAnchor } from "./faq.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { contentLang } from "#app/features/resources/public.ts";

/** Jump links to the FAQ groups. */
export function FaqTopics({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <nav aria-label={m.content_faq_topics()}>
      <ul lang={contentLang()} className="flex flex-wrap gap-2">
        {groups.map((g) => (
          <li key={g.title}>
            <a
              href={`#${groupAnchor(g)}`}
              className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              {g.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The questions of every group as disclosure widgets (native details/summary: no script needed). */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="space-y-12">
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={groupAnchor(group)}>
          <h2 id={groupAnchor(group)} className="scroll-mt-24 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {group.title}
          </h2>
          <div className="card mt-4 divide-y divide-slate-200">
            {group.items.map((item) => (
              <details key={item.question} className="group">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <ChevronDown
                    className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-slate-700">
                  <RichText text={item.answer} />
                </p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
