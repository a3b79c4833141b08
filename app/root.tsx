import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Toaster, showToast } from "#app/components/ui/toaster.tsx";
import { errorBoundary } from "#app/components/layout/error-boundary.tsx";
import { getUser } from "#app/features/auth/session.server.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { services } from "#app/lib/services.server.ts";
import { site } from "#app/lib/site.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [user, flash] = await Promise.all([getUser(request), readFlash(request)]);
  // Save-Data: on (a data-saving browser mode, common with Opera Mini): pages leave out decorative images.
  const saveData = request.headers.get("save-data")?.toLowerCase() === "on";
  const { publicUrl, impressum } = services().config;
  const { street, postalCode, city, country } = impressum.address;
  const contact = { phone: impressum.phone, address: `${street}, ${postalCode} ${city}, ${country}` };
  const shared: RootData = { user, publicUrl, saveData, contact };
  return data({ ...shared, toast: flash.toast }, flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
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
