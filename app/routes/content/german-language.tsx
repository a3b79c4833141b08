import { ArrowDown } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import {
  courseProviders,
  languageExams,
  languageLevels,
  languageFacts,
  languageTabs,
  lastReviewed,
  selfStudyResources,
  whyLearnGerman,
} from "#content/language.ts";
import type { Route } from "./+types/german-language";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { LastReviewed } from "#app/components/content/last-reviewed.tsx";
import { PageSection } from "#app/components/content/section.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import {
  COURSES_ANCHOR,
  LanguageLevels,
  LanguageTabs,
  WhyGerman,
} from "#app/features/language/public.ts";
import { cardsFor, contentLang, EnglishContentNotice, RelatedGuides } from "#app/features/resources/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { cn } from "#app/lib/cn.ts";
import { TAB_PARAM } from "#app/components/content/tab-address.ts";
import { keepDataWhenOnlyChanged } from "#app/lib/revalidate.ts";
import { head } from "#app/lib/seo.ts";

const PATH = "/german-language";

export function loader() {
  return {
    lastReviewed,
    facts: languageFacts,
    reasons: whyLearnGerman,
    levels: languageLevels,
    tabs: languageTabs,
    providers: courseProviders,
    selfStudy: selfStudyResources,
    exams: languageExams,
    guides: cardsFor(["language-courses", "language-tests", "integration-courses"]),
  };
}

/** The tabs are links (`?tab=`) to panels already in the page: switching needs no new data. */
export const shouldRevalidate = keepDataWhenOnlyChanged(TAB_PARAM);

/** Every tab's address shares the page's canonical address (`/german-language`), whose HTML holds all panels. */
export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.shared_nav_german(),
    description: m.content_german_description(),
    keywords: ["learn German", "German course Kampala", "Goethe-Zertifikat", "telc", "CEFR levels", "German for work"],
    path: PATH,
  });

export default function GermanLanguage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <>
      <PageHeader title={m.shared_nav_german()} intro={m.content_german_intro()}>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
          <Link to={`${PATH}#${COURSES_ANCHOR}`} className={cn(buttonVariants({ variant: "secondary", size: "lg" }))}>
            {m.content_german_partners()}
            <ArrowDown aria-hidden="true" />
          </Link>
          <LastReviewed date={d.lastReviewed} label={m.content_last_reviewed()} onDark />
        </div>
      </PageHeader>
      <div className="container-page space-y-16 py-10 sm:py-14">
        <EnglishContentNotice />
        <PageSection title={m.content_german_why()}>
          <div lang={contentLang()}>
            <WhyGerman reasons={d.reasons} />
          </div>
          <FactsNote facts={d.facts} className="mt-6" />
        </PageSection>
        <PageSection
          title={m.content_german_levels()}
          intro={m.content_german_levels_intro()}
        >
          <LanguageLevels levels={d.levels} />
        </PageSection>
        <PageSection
          id={COURSES_ANCHOR}
          title={m.content_german_where()}
          intro={m.content_german_where_intro()}
        >
          <LanguageTabs
            tabs={d.tabs}
            providers={d.providers}
            selfStudy={d.selfStudy}
            exams={d.exams}
            path={PATH}
          />
        </PageSection>
        <RelatedGuides title={m.content_german_guides()} cards={d.guides} />
      </div>
    </>
  );
}
