import { CircleCheck } from "lucide-react";
import type { CulturalTip, RelocationEssential, RelocationStage } from "#content/relocation.ts";
import { ContentIcon } from "#app/components/content-icon.tsx";
import { contentLang } from "#app/features/resources/public.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** The four stages as a numbered vertical timeline, each with its checklist. */
export function RelocationTimeline({ stages }: { stages: readonly RelocationStage[] }) {
  return (
    <ol className="relative max-w-4xl space-y-6 sm:space-y-8 sm:before:absolute sm:before:top-2 sm:before:bottom-2 sm:before:left-6 sm:before:w-0.5 sm:before:bg-brand-100">
      {stages.map((stage, i) => (
        <li key={stage.title} className="relative sm:flex sm:gap-6">
          <span
            className="relative z-10 hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white ring-4 ring-slate-50 sm:flex"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <div className="card min-w-0 flex-1 p-5 sm:p-6">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {m.content_relocation_stage({ number: formatNumber(i + 1) })}
            </p>
            <h3 lang={contentLang()} className="mt-1 text-xl font-semibold text-slate-900">
              {stage.title}
            </h3>
            <p lang={contentLang()} className="mt-2 leading-relaxed text-slate-600">
              {stage.description}
            </p>
            <ul
              lang={contentLang()}
              className="mt-4 space-y-2.5"
              aria-label={m.content_relocation_checklist({ stage: stage.title })}
            >
              {stage.checklist.map((item) => (
                <li key={item.id} className="flex gap-2.5 text-slate-700">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
                  <span className="min-w-0 wrap-break-word">{item.text}</span>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The six essentials (banking, housing, ...) as cards with tips. */
export function EssentialsGrid({ essentials }: { essentials: readonly RelocationEssential[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {essentials.map((e) => (
        <li key={e.title} className="card flex flex-col p-5 sm:p-6">
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <ContentIcon name={e.icon} className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{e.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{e.description}</p>
          <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
            {e.tips.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                <span className="min-w-0 wrap-break-word">{tip}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The six cultural tips (punctuality, formality, ...). */
export function CulturalTips({ tips }: { tips: readonly CulturalTip[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {tips.map((tip) => (
        <li key={tip.title} className="flex gap-4 rounded-xl border border-amber-100 bg-amber-50/60 p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-amber-700 shadow-sm">
            <ContentIcon name={tip.icon} className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{tip.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{tip.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
