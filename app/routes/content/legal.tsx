import { data } from "react-router";
import type { Route } from "./+types/legal";
import { LegalDocument } from "./legal.page.tsx";
import { getLegalPage, otherLegalPages } from "#app/features/legal/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { unlocalizePath } from "#app/lib/i18n/locale.ts";
import { head } from "#app/lib/seo.ts";

const descriptions: Record<string, () => string> = {
  privacy: m.content_legal_description_privacy,
  terms: m.content_legal_description_terms,
  cookies: m.content_legal_description_cookies,
};

/** One module for /privacy, /terms and /cookies (route ids privacy, terms, cookies), and their German /de/... */
// `url`, not `request.url`: a client-side navigation requests /privacy.data.
export function loader({ url }: Route.LoaderArgs) {
  const page = getLegalPage(unlocalizePath(url.pathname).slice(1));
  // Not reached for the routes that use this module; the root's boundary shows the 404 page.
  if (!page) throw data(null, { status: 404 });
  return { page, others: otherLegalPages(page.id), description: descriptions[page.id]?.() };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData?.page.title ?? m.content_legal_fallback_title(),
    description: args.loaderData?.description,
    path: `/${args.loaderData?.page.id ?? ""}`,
  });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} others={loaderData.others} />;
}
