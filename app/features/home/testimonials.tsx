import { Quote } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import type { Testimonial } from "#content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/**
 * Success stories: each card is a link to the story's own page (`/stories/{slug}`, decision 144), so a tap works
 * before the page's script has loaded and without it, and nothing opens that could close by itself.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((t) => (
        <li key={t.id} className="card relative flex flex-col p-5 transition-shadow hover:shadow-md">
          <Quote className="size-6 text-brand-200" aria-hidden="true" />
          <p className="mt-2 line-clamp-4 flex-1 text-slate-700">{t.quote}</p>
          <p className="mt-4 flex items-center gap-3">
            <StoryAvatar name={t.name} />
            <span>
              <span className="block font-semibold text-slate-900">{t.name}</span>
              <span className="block text-sm text-slate-600">
                {m.jobs_story_from({ position: t.position, origin: t.origin })}
              </span>
            </span>
          </p>
          {/* The link covers the whole card (its ::after), and is named by its own short text only. */}
          <Link
            to={storyPath(t)}
            className="mt-3 text-sm font-medium text-brand-700 after:absolute after:inset-0 after:rounded-[inherit] hover:underline"
          >
            {m.jobs_story_read({ name: t.name.split(" ")[0] ?? t.name })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A story's page. */
export function storyPath(story: Pick<Testimonial, "slug">): string {
  return `/stories/${encodeURIComponent(story.slug)}`;
}

/** The initials in a round badge, in place of a photo. */
export function StoryAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
