import { factValue } from "#content/visa-facts.ts";
import type { Route } from "./+types/opportunity-card";
import { Breadcrumbs, breadcrumbJsonLd } from "#app/components/content/breadcrumbs.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { OpportunityCardCheck } from "./opportunity-card.page.tsx";
import { opportunityCardResult, parseAnswers, wasAnswered } from "#app/features/visa/public.ts";
import { head, originFrom } from "#app/lib/seo.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** The card's figures as the texts state them ("6 points", "12 months"). */
const figures = () => ({
  points: formatNumber(factValue("opportunityCardPointsNeeded")),
  months: formatNumber(factValue("opportunityCardMaxMonths")),
});

/** Home > Visa Information > the self-check, in the page's language (read when rendered). */
const crumbs = () => [
  { name: m.shared_nav_home(), path: "/" },
  { name: m.content_visa_title(), path: "/visa-info" },
  { name: m.content_visa_opportunity_title(), path: "/visa-info/opportunity-card" },
];

export function loader({ url }: Route.LoaderArgs) {
  const answers = parseAnswers(url.searchParams);
  return { answers, result: wasAnswered(url.searchParams) ? opportunityCardResult(answers) : null };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.content_opportunity_meta_title(),
    description: m.content_opportunity_description(figures()),
    keywords: ["Opportunity Card", "Chancenkarte", "points calculator", "job search Germany", "Uganda"],
    path: "/visa-info/opportunity-card",
    jsonLd: [breadcrumbJsonLd(originFrom(args.matches), crumbs())],
  });

export default function OpportunityCard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs items={crumbs()} />
      <PageHeader
        title={m.content_visa_opportunity_title()}
        intro={m.content_opportunity_intro(figures())}
      />
      <div className="container-page py-8 sm:py-12">
        <OpportunityCardCheck answers={loaderData.answers} result={loaderData.result} />
      </div>
    </>
  );
}
