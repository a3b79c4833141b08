import type { Route } from "./+types/layout";
import { requireEmployer } from "#app/features/auth/public.server.ts";

/** The employer area's frame. Each page below checks the employer itself: this loader only draws the frame. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { company, companies } = await requireEmployer(request, url);
  return {
    company: { id: company.companyId, name: company.name, slug: company.slug, verified: company.verified },
    companies: companies.map((c) => ({ id: c.companyId, name: c.name })),
  };
}
