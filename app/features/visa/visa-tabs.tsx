import type { VisaFact, VisaTab } from "#content/visa.ts";
import { ContentSections } from "#app/components/content/section.tsx";
import { useHashTab } from "#app/components/content/use-hash-tab.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";

/** The key figures of a visa route, large and first in the tab. */
function KeyFacts({ facts }: { facts: readonly VisaFact[] }) {
  return (
    <section className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-900">Key facts</h2>
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

/**
 * The five visa tabs, EU Blue Card first. Every panel is in the page's HTML (inactive ones hidden), so
 * search engines read all of them; "#work-permit" etc. in the address opens that tab.
 */
export function VisaTabs({ tabs }: { tabs: readonly VisaTab[] }) {
  const ids = tabs.map((t) => t.id);
  // No tabs: nothing is selected (and nothing shown).
  const [value, setValue] = useHashTab(ids, ids[0] ?? "");
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabsList aria-label="Visa topics" className="flex-wrap">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} forceMount className="data-[state=inactive]:hidden">
          <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{tab.summary}</p>
          <div className="mt-6 space-y-10">
            {tab.facts && tab.facts.length > 0 && <KeyFacts facts={tab.facts} />}
            <ContentSections sections={tab.sections} idPrefix={`${tab.id}-`} className="max-w-3xl" />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
