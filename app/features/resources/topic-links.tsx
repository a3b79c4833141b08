import { Link } from "#app/components/ui/link.tsx";
import { ContentIcon } from "#app/components/content-icon.tsx";
import type { TopicTile } from "./resources.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { contentLang } from "./english-content.tsx";

/** The topic pages next to the guide library (visa, relocation, language, blog). */
export function TopicLinks({ topics }: { topics: readonly TopicTile[] }) {
  return (
    <section>
      <h2 className="text-xl font-semibold tracking-tight text-slate-900">{m.content_resources_explore()}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {topics.map((t) => (
          <li key={t.id}>
            <Link
              to={t.href}
              className="card flex h-full items-start gap-3 p-4 transition-shadow hover:border-brand-200 hover:shadow-md"
            >
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-lg"
                style={{ backgroundColor: `${t.color}14`, color: t.color }}
              >
                <ContentIcon name={t.icon} className="size-5" />
              </span>
              <span lang={contentLang()}>
                <span className="block font-semibold text-slate-900">{t.title}</span>
                <span className="mt-0.5 block text-sm leading-snug text-slate-600">{t.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
