import { data } from "react-router";
import type { Route } from "./+types/legal";
import { LegalDocument } from "./legal.page.tsx";
import { getLegalPage, otherLegalPages } from "#app/features/legal/public.ts";
import { unlocalizePath } from "#app/lib/i18n/locale.ts";
import { head } from "#app/lib/seo.ts";

const descriptions: Record<string, string> = {
  privacy:
    "How PearlBridge Jobs collects, uses and protects your personal data under the GDPR, how long we keep it and which rights you have.",
  terms:
    "The terms for using PearlBridge Jobs: free for job seekers, your account, applying for jobs, acceptable use and liability.",
  cookies:
    "PearlBridge Jobs uses a single session cookie and your browser's local storage for saved jobs. No tracking or advertising cookies.",
};

/** One module for /privacy, /terms and /cookies (route ids privacy, terms, cookies). */
// `url`, not `request.url`: a client-side navigation requests /privacy.data.
export function loader({ url }: Route.LoaderArgs) {
  const page = getLegalPage(unlocalizePath(url.pathname).slice(1));
  // Not reached for the three routes that use this module; the root's boundary shows the 404 page.
  if (!page) throw data(null, { status: 404 });
  return { page, others: otherLegalPages(page.id), description: descriptions[page.id] };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData?.page.title ?? "Legal",
    description: args.loaderData?.description,
    path: `/${args.loaderData?.page.id ?? ""}`,
  });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} others={loaderData.others} />;
}
