import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { ContentIcon } from "#app/components/content-icon.tsx";
import type { ResourceCardData } from "./resources.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { contentLang } from "./english-content.tsx";

/** A guide's card: the whole card is clickable through its title link. */
export function ResourceCardView({ card, level = 2 }: { card: ResourceCardData; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="card group relative flex h-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-200 hover:shadow-md">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <ContentIcon name={card.icon} className="size-5" />
        </span>
        <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{card.categoryLabel}</span>
      </div>
      <Heading lang={contentLang()} className="mt-4 text-lg leading-snug font-semibold text-slate-900">
        <Link to={card.link} className="outline-none group-hover:text-brand-700 after:absolute after:inset-0 after:content-['']">
          {card.title}
        </Link>
      </Heading>
      <p lang={contentLang()} className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
        {card.description}
      </p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden="true">
        {m.content_resources_read_guide()}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}

/** A responsive grid of guide cards. */
export function ResourceCardGrid({ cards, level = 2 }: { cards: readonly ResourceCardData[]; level?: 2 | 3 }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <ResourceCardView card={card} level={level} />
        </li>
      ))}
    </ul>
  );
}
