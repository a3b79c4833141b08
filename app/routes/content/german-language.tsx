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
import { cardsFor, RelatedGuides } from "#app/features/resources/public.ts";
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
    title: "Learn German",
    description:
      "Learn German for your job in Germany: the CEFR levels A1 to C2 and how long each takes, courses in Kampala and online, free self-study resources and recognised exams such as Goethe, telc and TestDaF.",
    keywords: ["learn German", "German course Kampala", "Goethe-Zertifikat", "telc", "CEFR levels", "German for work"],
    path: PATH,
  });

export default function GermanLanguage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <>
      <PageHeader
        title="Learn German"
        intro="German opens doors: more jobs, a faster path to permanent residence and an easier everyday life. Here is how long each level takes, where to learn and which exam to take."
      >
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
          <Link to={`${PATH}#${COURSES_ANCHOR}`} className={cn(buttonVariants({ variant: "secondary", size: "lg" }))}>
            Explore Language Partners
            <ArrowDown aria-hidden="true" />
          </Link>
          <LastReviewed date={d.lastReviewed} onDark />
        </div>
      </PageHeader>
      <div className="container-page space-y-16 py-10 sm:py-14">
        <PageSection title="Why learn German?">
          <WhyGerman reasons={d.reasons} />
          <FactsNote facts={d.facts} className="mt-6" />
        </PageSection>
        <PageSection
          title="German language levels (CEFR)"
          intro="Languages are measured on the Common European Framework of Reference, from A1 to C2. The hours are typical guided learning time from zero; most jobs ask for B1 or B2."
        >
          <LanguageLevels levels={d.levels} />
        </PageSection>
        <PageSection
          id={COURSES_ANCHOR}
          title="Where to learn German"
          intro="Our language partners and the best free tools, plus the exams that employers and the German Embassy recognise."
        >
          <LanguageTabs
            tabs={d.tabs}
            providers={d.providers}
            selfStudy={d.selfStudy}
            exams={d.exams}
            path={PATH}
          />
        </PageSection>
        <RelatedGuides title="Language guides" cards={d.guides} />
      </div>
    </>
  );
}
