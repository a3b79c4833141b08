import type { Route } from "./+types/impressum";
import { ImpressumPage } from "#app/features/legal/impressum-page.tsx";
import { services } from "#app/lib/services.server.ts";
import { head } from "#app/lib/seo.ts";

export function loader() {
  return { impressum: services().config.impressum };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "Impressum",
    description: "Legal notice of PearlBridge Jobs according to § 5 DDG: the operator, address and contact details.",
    path: "/impressum",
  });

export default function Impressum({ loaderData }: Route.ComponentProps) {
  return <ImpressumPage impressum={loaderData.impressum} />;
}
