import { data } from "react-router";
import type { Route } from "./+types/resource";
import { breadcrumbJsonLd } from "#app/components/content/breadcrumbs.tsx";
import { errorBoundary, notFoundTitles } from "#app/components/layout/error-boundary.tsx";
import { GuidePage, guideCrumbs } from "./resource.page.tsx";
import { categoryLabel, getGuide, guideCategory, related } from "#app/features/resources/public.ts";
import { head, originFrom } from "#app/lib/seo.ts";

export function loader({ params }: Route.LoaderArgs) {
  const guide = getGuide(params.id);
  if (!guide) throw data(null, { status: 404 });
  const category = guideCategory(guide);
  return { guide, category: category && categoryLabel(category), related: related(guide) };
}

export const meta: Route.MetaFunction = (args) => {
  const guide = args.loaderData?.guide;
  if (!guide) {
    return head(args, {
      title: notFoundTitles.resource(),
      path: `/resources/${args.params.id}`,
      noindex: true,
      siteData: "none",
    });
  }
  return head(args, {
    title: guide.title,
    description: guide.shortDescription,
    path: `/resources/${guide.id}`,
    type: "article",
    jsonLd: [breadcrumbJsonLd(originFrom(args.matches), guideCrumbs(guide))],
  });
};

export default function Resource({ loaderData }: Route.ComponentProps) {
  return <GuidePage guide={loaderData.guide} category={loaderData.category} related={loaderData.related} />;
}

export const ErrorBoundary = errorBoundary("resource");
