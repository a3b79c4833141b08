import { ArrowLeft, Quote } from "lucide-react";
import { data } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { storyBySlug } from "#content/testimonials.ts";
import type { Route } from "./+types/story";
import { errorBoundary, notFoundTitles } from "#app/components/layout/error-boundary.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { StoryAvatar } from "#app/features/home/public.ts";
import { contentLang } from "#app/features/resources/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";

/** A success story's own page, where its card on the home page leads (decision 144). */
export function loader({ params }: Route.LoaderArgs) {
  const story = storyBySlug(params.slug);
  if (!story) throw data(null, { status: 404 });
  return { story };
}

export const meta: Route.MetaFunction = (args) => {
  const story = args.loaderData?.story;
  if (!story) {
    return head(args, { title: notFoundTitles.story(), path: `/stories/${args.params.slug}`, noindex: true, siteData: "none" });
  }
  return head(args, {
    title: m.content_story_title({ name: story.name, position: story.position }),
    description: m.content_story_description({ name: story.name, origin: story.origin, position: story.position }),
    path: `/stories/${story.slug}`,
    type: "article",
  });
};

export default function Story({ loaderData: { story } }: Route.ComponentProps) {
  return (
    <article className="container-page max-w-3xl py-8 sm:py-14">
      <Link
        to="/#stories-heading"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {m.content_story_all()}
      </Link>
      <header className="mt-4 flex items-center gap-4">
        <StoryAvatar name={story.name} className="size-14 text-lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{story.name}</h1>
          <p className="mt-1 text-slate-600">
            <span lang={contentLang()}>{story.position}</span> · {m.content_story_from({ origin: story.origin })}
          </p>
        </div>
      </header>
      <figure className="card mt-6 p-5 sm:p-8">
        <Quote className="size-8 text-brand-200" aria-hidden="true" />
        <blockquote lang={contentLang()} className="mt-3 text-lg leading-relaxed text-slate-800">{story.quote}</blockquote>
        <figcaption className="sr-only">{story.name}</figcaption>
      </figure>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/jobs" className={buttonVariants({ variant: "primary" })}>
          {m.account_alert_browse()}
        </Link>
        <Link to="/resources" className={buttonVariants({ variant: "outline" })}>
          {m.jobs_stat_guides()}
        </Link>
      </div>
    </article>
  );
}

export const ErrorBoundary = errorBoundary("story");
