import type { Route } from "./+types/impressum";
import { ImpressumPage } from "./impressum.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { loader } from "./impressum.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.shared_nav_impressum(),
    description: m.content_impressum_description(),
    path: "/impressum",
  });

export default function Impressum({ loaderData }: Route.ComponentProps) {
  return <ImpressumPage impressum={loaderData.impressum} />;
}
