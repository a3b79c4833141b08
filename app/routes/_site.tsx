import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { DataSaverBanner } from "#app/components/layout/data-saver-switch.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { useSavedJobs } from "#app/features/saved-jobs/public.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { m } from "#app/lib/i18n/i18n.ts";

const LanguageOffer = lazy(() => import("#app/components/layout/language-offer.tsx"));

/** The site wrapper: header, page, footer (every page but /auth and the 404 page). */
export default function SiteLayout() {
  const root = useRootData();
  // Moves a list saved in this browser's local storage (before saves moved to a cookie) once, on any page.
  useSavedJobs();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {m.shared_skip_to_content()}
      </a>
      {root?.offerGerman === true && (
        <Suspense>
          <LanguageOffer />
        </Suspense>
      )}
      <DataSaverBanner />
      <Header
        account={
          root?.user
            ? {
                kind: root.user.kind,
                isAdmin: root.user.isAdmin,
                unread: root.unreadConversations,
                interviews: root.interviewCount,
              }
            : null
        }
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
