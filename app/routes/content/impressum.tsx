import type { Route } from "./+types/impressum";
import { ImpressumPage } from "./impressum.page.tsx";
import { head } from "#app/lib/seo.ts";

export { loader } from "./impressum.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "Impressum",
    description: "Legal notice of PearlBridge Jobs according to § 5 DDG: the operator, address and contact details.",
    path: "/impressum",
  });

export default function Impressum({ loaderData }: Route.ComponentProps) {
  return <ImpressumPage impressum={loaderData.impressum} />;
}
