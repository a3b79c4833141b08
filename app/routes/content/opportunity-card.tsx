import { fact } from "#content/visa-facts.ts";
import type { Route } from "./+types/opportunity-card";
import { Breadcrumbs, breadcrumbJsonLd } from "#app/components/content/breadcrumbs.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { OpportunityCardCheck } from "./opportunity-card.page.tsx";
import { opportunityCardResult, parseAnswers, wasAnswered } from "#app/features/visa/public.ts";
import { head, originFrom } from "#app/lib/seo.ts";

const CRUMBS = [
  { name: "Home", path: "/" },
  { name: "Visa Information", path: "/visa-info" },
  { name: "Opportunity Card self-check", path: "/visa-info/opportunity-card" },
];

export function loader({ url }: Route.LoaderArgs) {
  const answers = parseAnswers(url.searchParams);
  return { answers, result: wasAnswered(url.searchParams) ? opportunityCardResult(answers) : null };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "Opportunity Card Self-Check (Chancenkarte Points)",
    description: `Check your points for Germany's Opportunity Card (Chancenkarte): recognition, experience, German and English, age and more. You need ${fact("opportunityCardPointsNeeded")}; see what would raise them. Nothing is stored.`,
    keywords: ["Opportunity Card", "Chancenkarte", "points calculator", "job search Germany", "Uganda"],
    path: "/visa-info/opportunity-card",
    jsonLd: [breadcrumbJsonLd(originFrom(args.matches), CRUMBS)],
  });

export default function OpportunityCard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs items={CRUMBS} />
      <PageHeader
        title="Opportunity Card self-check"
        intro={`The Opportunity Card (Chancenkarte) lets you come to Germany for up to ${fact("opportunityCardMaxMonths")} to look for work. With a fully recognised qualification you qualify directly; otherwise you need ${fact("opportunityCardPointsNeeded")}. Answer the questions to see yours.`}
      />
      <div className="container-page py-8 sm:py-12">
        <OpportunityCardCheck answers={loaderData.answers} result={loaderData.result} />
      </div>
    </>
  );
}
