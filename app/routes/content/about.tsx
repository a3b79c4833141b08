import { Quote } from "lucide-react";
import { aboutPage } from "#content/about.ts";
import type { Route } from "./+types/about";
import { PageSection } from "#app/components/content/section.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { AboutCallToAction, Paragraphs, Values, WhatWeDo } from "#app/features/about/public.ts";
import { contentLang, EnglishContentNotice } from "#app/features/resources/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";

export function loader() {
  return aboutPage;
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.shared_nav_about(),
    description: m.content_about_description(),
    path: "/about",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const about = loaderData;
  return (
    <>
      <PageHeader
        title={m.shared_nav_about()}
        intro={m.content_about_intro()}
      />
      <div className="container-page space-y-16 py-10 sm:py-14">
        <EnglishContentNotice />
        <section aria-labelledby="mission" className="card relative overflow-hidden border-l-4 border-l-brand-700 p-6 sm:p-10">
          <Quote className="absolute top-4 right-4 size-16 text-brand-50 sm:size-24" aria-hidden="true" />
          <h2 id="mission" className="relative text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {m.content_about_mission()}
          </h2>
          <p lang={contentLang()} className="relative mt-3 max-w-4xl text-lg leading-relaxed font-medium text-slate-900 sm:text-2xl">
            {about.mission}
          </p>
        </section>
        <PageSection title={m.content_about_story()}>
          <Paragraphs paragraphs={about.story} />
        </PageSection>
        <PageSection title={m.content_about_what_we_do()} intro={m.content_about_what_we_do_intro()}>
          <WhatWeDo forJobSeekers={about.forJobSeekers} forEmployers={about.forEmployers} />
        </PageSection>
        <PageSection title={m.content_about_values()}>
          <Values values={about.values} />
        </PageSection>
        <PageSection title={m.content_about_team()}>
          <Paragraphs paragraphs={about.team} />
        </PageSection>
        <AboutCallToAction />
      </div>
    </>
  );
}
