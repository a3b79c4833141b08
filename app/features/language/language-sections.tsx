import { BriefcaseBusiness, Clock, ExternalLink, Heart, House, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import type { CourseProvider, LanguageExam, LanguageLevel } from "#content/types.ts";
import type { LanguageTab } from "#content/language.ts";
import { useSearchParams } from "react-router";
import { LinkTabs } from "#app/components/content/link-tabs.tsx";
import { chosenTab, TAB_PARAM, tabHref } from "#app/components/content/tab-address.ts";
import { useTabFromFragment } from "#app/components/content/use-tab-from-fragment.ts";
import { contentLang } from "#app/features/resources/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";

const TAB_LABELS: Record<LanguageTab["value"], () => string> = {
  courses: m.content_german_tab_courses,
  "self-study": m.content_german_tab_self_study,
  exams: m.content_german_tab_exams,
};

export interface SelfStudyResource {
  name: string;
  description: string;
  url: string;
  cost: string;
}

const reasonIcons = [BriefcaseBusiness, TrendingUp, House, Heart];

/** "Why learn German?": four reasons as cards. */
export function WhyGerman({ reasons }: { reasons: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {reasons.map((r, i) => {
        const Icon = reasonIcons[i % reasonIcons.length] ?? BriefcaseBusiness;
        return (
          <li key={r.title} className="card p-5">
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{r.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{r.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The six CEFR levels with the time each takes and what you can do. */
export function LanguageLevels({ levels }: { levels: readonly LanguageLevel[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {levels.map((l) => (
        <li key={l.level} className="card flex flex-col p-5 sm:p-6">
          <div className="flex items-center gap-3">
            <span className="flex h-11 min-w-11 items-center justify-center rounded-lg bg-brand-700 px-2 text-lg font-bold text-white">
              {l.level}
            </span>
            <h3 className="text-lg font-semibold text-slate-900">
              <span className="sr-only">{l.level}: </span>
              <span lang={contentLang()}>{l.name}</span>
            </h3>
          </div>
          <p lang={contentLang()} className="mt-3 text-sm leading-relaxed text-slate-600">
            {l.description}
          </p>
          <p className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            <Clock className="size-4" aria-hidden="true" />
            <span>
              <span className="sr-only">{m.content_german_time_required()}</span>
              <span lang={contentLang()}>{l.timeRequired}</span>
            </span>
          </p>
          <p className="mt-4 text-sm font-semibold text-slate-900">{m.content_german_can_do()}</p>
          <ul lang={contentLang()} className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
            {l.examples.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function ExternalSite({ href, name }: { href: string; name: string }) {
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      {m.content_german_visit()}
      <span className="sr-only">: {name}</span>
      <ExternalLink className="size-3.5" aria-hidden="true" />
    </a>
  );
}

function Providers({ providers }: { providers: readonly CourseProvider[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {providers.map((p) => (
        <li key={p.name} className="card flex flex-col p-5 sm:p-6">
          <h3 className="text-lg font-semibold text-slate-900">{p.name}</h3>
          <p lang={contentLang()} className="mt-2 text-sm leading-relaxed text-slate-600">
            {p.description}
          </p>
          <ul lang={contentLang()} className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
            {p.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <div className="mt-5">
            <ExternalSite href={p.website} name={p.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SelfStudy({ resources }: { resources: readonly SelfStudyResource[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {resources.map((r) => (
        <li key={r.name} className="card flex flex-col p-5 sm:p-6">
          <h3 className="text-lg font-semibold text-slate-900">{r.name}</h3>
          <p
            lang={contentLang()}
            className="mt-2 self-start rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800"
          >
            {r.cost}
          </p>
          <p lang={contentLang()} className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">
            {r.description}
          </p>
          <div className="mt-5">
            <ExternalSite href={r.url} name={r.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Exams({ exams }: { exams: readonly LanguageExam[] }) {
  return (
    <ul className="grid gap-5 lg:grid-cols-2">
      {exams.map((e) => (
        <li key={e.name} className="card p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{e.name}</h3>
          </div>
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{m.content_german_exam_levels()}</dt>
              <dd className="mt-0.5">
                <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
                  {e.levels}
                </span>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{m.content_german_exam_recognition()}</dt>
              <dd lang={contentLang()} className="mt-0.5 leading-relaxed text-slate-600">
                {e.recognition}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{m.content_german_exam_preparation()}</dt>
              <dd lang={contentLang()} className="mt-0.5 leading-relaxed text-slate-600">
                {e.preparation}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export type LanguageTabValue = LanguageTab["value"];

/** Where the "Explore Language Partners" link leads: the tab set, with Language Courses (the first tab) shown. */
export const COURSES_ANCHOR = "courses";

/**
 * Language Courses, Self-Study Resources and Language Exams: links with the tab in the address
 * (`/german-language?tab=exams`, decision 143), so they work without scripts; `path` is the page's. A tab's
 * link brings a reloaded page back to the tabs (`#courses`, the section around them). All panels are in the HTML.
 */
export function LanguageTabs({
  tabs,
  providers,
  selfStudy,
  exams,
  path,
}: {
  tabs: readonly LanguageTab[];
  providers: readonly CourseProvider[];
  selfStudy: readonly SelfStudyResource[];
  exams: readonly LanguageExam[];
  path: string;
}) {
  const ids = tabs.map((t) => t.value);
  const [params] = useSearchParams();
  const active = chosenTab(ids, params.get(TAB_PARAM));
  useTabFromFragment(ids);
  const panels: Record<LanguageTabValue, ReactNode> = {
    courses: <Providers providers={providers} />,
    "self-study": <SelfStudy resources={selfStudy} />,
    exams: <Exams exams={exams} />,
  };
  return (
    <>
      <LinkTabs
        label={m.content_german_ways()}
        className="sm:inline-block"
        tabs={tabs.map((t) => ({
          label: TAB_LABELS[t.value](),
          to: tabHref(path, ids, t.value, COURSES_ANCHOR),
          active: t.value === active,
        }))}
      />
      {tabs.map((t) => (
        <section key={t.value} aria-label={TAB_LABELS[t.value]()} hidden={t.value !== active} className="mt-6">
          {panels[t.value]}
        </section>
      ))}
    </>
  );
}
