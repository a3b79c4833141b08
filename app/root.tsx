import { useEffect } from "react";
// eslint-disable-next-line no-restricted-imports -- the remembered language opens the other language's address
import { data, Links, Meta, Outlet, redirect, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Toaster, showToast } from "#app/components/ui/toaster.tsx";
import { errorBoundary } from "#app/components/layout/error-boundary.tsx";
import { StaticToast } from "#app/components/layout/static-toast.tsx";
import { getUser } from "#app/features/auth/public.server.ts";
import { unreadCountFor } from "#app/features/conversations/public.server.ts";
import { storedValueLabels } from "#app/features/jobs/public.server.ts";
import { interviewCount } from "#app/features/interviews/public.server.ts";
import { savedState } from "#app/features/saved-jobs/public.server.ts";
import { moveDeviceProgress } from "#app/features/tracker/public.server.ts";
import { dataSaverFor } from "#app/lib/data-saver.ts";
import { currentLocale } from "#app/lib/i18n/i18n.ts";
import { languageAction, languageChoice } from "#app/lib/i18n/language-choice.ts";
import { localizePath } from "#app/lib/i18n/locale.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { InlineCss } from "#app/lib/inline-css.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { DeferredScripts } from "#app/lib/deferred-scripts.tsx";
import { useRootData, type RootData } from "#app/lib/root-data.ts";
import { services } from "#app/lib/services.server.ts";
import { site } from "#app/lib/site.ts";

/** public/favicon.svg inline: in data-saver mode the page makes no image request at all. */
const FAVICON_DATA_URL =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1e40af"/><path d="M7 21c3-6 6-9 9-9s6 3 9 9" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/><circle cx="16" cy="10" r="3" fill="#fbbf24"/></svg>',
  );

export async function loader({ request }: Route.LoaderArgs) {
  // The language the visitor chose with the switch opens at an English address; a German browser is offered the
  // German employer pages (decision 207).
  const url = new URL(request.url);
  const language = languageAction(
    url.pathname,
    languageChoice(request.headers.get("Cookie")),
    request.headers.get("Accept-Language"),
  );
  if (language && "redirectTo" in language) {
    throw redirect(localizePath(url.pathname + url.search, language.redirectTo), { headers: { Vary: "Cookie" } });
  }
  const [user, flash] = await Promise.all([getUser(request), readFlash(request)]);
  // The header's counts: one indexed query each, only for a signed-in account. The tracker ticked on this device
  // before signing in joins the account (decision 186); no query without its cookie.
  const [saved, unreadConversations, interviews, tracker] = await Promise.all([
    savedState(request, user),
    user ? unreadCountFor(user) : 0,
    user ? interviewCount(user) : 0,
    user?.kind === "job_seeker" ? moveDeviceProgress(request, user.id) : null,
  ]);
  // Data saver: the visitor's switch (a cookie), else the browser's Save-Data header (docs/product.md#data-saver).
  const saveData = dataSaverFor(request);
  const { publicUrl, impressum } = services().config;
  const { street, postalCode, city, country } = impressum.address;
  const contact = { phone: impressum.phone, address: `${street}, ${postalCode} ${city}, ${country}` };
  const shared: RootData = {
    user,
    publicUrl,
    saveData,
    contact,
    savedJobIds: saved.ids,
    unreadConversations,
    interviewCount: interviews,
    offerGerman: language !== null && "offer" in language,
    storedLabels: storedValueLabels(),
  };
  const headers = new Headers();
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  if (saved.setCookie) headers.append("Set-Cookie", saved.setCookie);
  if (tracker) headers.append("Set-Cookie", tracker);
  return data({ ...shared, toast: flash.toast }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData() as (RootData & { toast?: Route.ComponentProps["loaderData"]["toast"] }) | undefined;
  // Data saver: no scripts at all (nor their preloads or the hydration data), and the stylesheet as a
  // cacheable file, so that the next page is the HTML alone.
  const dataSaver = root?.saveData === true;
  // A public sign that React has hydrated the page (menus, tabs and fetcher forms respond): browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={currentLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href={dataSaver ? FAVICON_DATA_URL : "/favicon.svg"} type="image/svg+xml" />
        {!dataSaver && <link rel="manifest" href="/manifest.webmanifest" />}
        <Meta />
        {dataSaver ? <link rel="stylesheet" href={stylesheet} /> : <InlineCss />}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <StaticToast toast={root?.toast ?? null} visible={dataSaver} />
        {!dataSaver && (
          <>
            <Toaster />
            <ScrollRestorationOnceHydrated />
            <DeferredScripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const toast = loaderData.toast;
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  return <Outlet />;
}

/** Errors no route below caught, outside the site wrapper: the general 404 page, or the error page. */
export const ErrorBoundary = errorBoundary("page");

/**
 * React Router's scroll restoration, from the moment the page's script runs, without its inline script in the HTML:
 * that script (which restores a reloaded page's position before the script runs) reads session storage and rewrites
 * the history entry on every page, about 13 ms of a first load's main thread in Chromium, 50 ms on a slow phone
 * (docs/decisions/172-lighter-first-render.md). A reloaded page is put back where it was once the script runs instead.
 */
function ScrollRestorationOnceHydrated() {
  return useHydrated() ? <ScrollRestoration /> : null;
}
