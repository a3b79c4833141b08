import { Quote } from "lucide-react";
import { aboutPage } from "#content/about.ts";
import type { Route } from "./+types/about";
import { PageSection } from "#app/components/content/section.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { AboutCallToAction, Paragraphs, Values, WhatWeDo } from "#app/features/about/public.ts";
import { head } from "#app/lib/seo.ts";

export function loader() {
  return aboutPage;
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "About Us",
    description:
      "PearlBridge Jobs connects talented people in Uganda with employers in Germany: our mission, our story, what we do for job seekers and employers, and the values behind our free service.",
    path: "/about",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const about = loaderData;
  return (
    <>
      <PageHeader
        title="About Us"
        intro="We build the bridge between Uganda's talent and Germany's employers, with honest guidance at every step."
      />
      <div className="container-page space-y-16 py-10 sm:py-14">
        <section aria-labelledby="mission" className="card relative overflow-hidden border-l-4 border-l-brand-700 p-6 sm:p-10">
          <Quote className="absolute top-4 right-4 size-16 text-brand-50 sm:size-24" aria-hidden="true" />
          <h2 id="mission" className="relative text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Our mission
          </h2>
          <p className="relative mt-3 max-w-4xl text-lg leading-relaxed font-medium text-slate-900 sm:text-2xl">
            {about.mission}
          </p>
        </section>
        <PageSection title="Our story">
          <Paragraphs paragraphs={about.story} />
        </PageSection>
        <PageSection title="What we do" intro="A free job board and honest, practical guidance for both sides of the bridge.">
          <WhatWeDo forJobSeekers={about.forJobSeekers} forEmployers={about.forEmployers} />
        </PageSection>
        <PageSection title="Our values">
          <Values values={about.values} />
        </PageSection>
        <PageSection title="Our team">
          <Paragraphs paragraphs={about.team} />
        </PageSection>
        <AboutCallToAction />
      </div>
    </>
  );
}
