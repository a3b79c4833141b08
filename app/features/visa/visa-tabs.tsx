import { useSearchParams } from "react-router";
import type { VisaFact, VisaTab } from "#content/visa.ts";
import { ContentSections } from "#app/components/content/section.tsx";
import { LinkTabs } from "#app/components/content/link-tabs.tsx";
import { chosenTab, TAB_PARAM, tabHref } from "#app/components/content/tab-address.ts";
import { useTabFromFragment } from "#app/components/content/use-tab-from-fragment.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** The key figures of a visa route, large and first in the tab. */
function KeyFacts({ facts }: { facts: readonly VisaFact[] }) {
  return (
    <section className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-900">{m.content_visa_key_facts()}</h2>
      <dl className="mt-3 grid gap-2.5 sm:mt-4 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-lg bg-white px-4 py-3 shadow-[var(--shadow-card)] sm:py-4">
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="mt-0.5 text-base leading-snug font-bold text-brand-800 sm:text-lg">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where a tab's link brings the page on a reload (without scripts): the tabs, not the top of the page. */
const ANCHOR = "visa-topics";

/**
 * The five visa tabs, EU Blue Card first: links with the tab in the address (`/visa-info?tab=work-permit`,
 * decision 143), so they work without scripts; `path` is the page's. Every panel is in the page's HTML
 * (the others hidden), so search engines read all of them.
 */
export function VisaTabs({
  tabs,
  path,
  contentLang,
}: {
  tabs: readonly VisaTab[];
  path: string;
  /** "en" on a German page: the tabs' names and panels are English guidance (marked for screen readers). */
  contentLang?: "en";
}) {
  const ids = tabs.map((t) => t.id);
  const [params] = useSearchParams();
  const active = chosenTab(ids, params.get(TAB_PARAM));
  useTabFromFragment(ids);
  return (
    <div id={ANCHOR} className="scroll-mt-20">
      <LinkTabs
        label={m.content_visa_topics()}
        tabs={tabs.map((t) => ({ label: t.label, to: tabHref(path, ids, t.id, ANCHOR), active: t.id === active }))}
      />
      {tabs.map((tab) => (
        <section key={tab.id} aria-label={tab.label} hidden={tab.id !== active} lang={contentLang} className="mt-6">
          <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{tab.summary}</p>
          <div className="mt-6 space-y-10">
            {tab.facts && tab.facts.length > 0 && <KeyFacts facts={tab.facts} />}
            <ContentSections sections={tab.sections} idPrefix={`${tab.id}-`} className="max-w-3xl" />
          </div>
        </section>
      ))}
    </div>
  );
}
