import type { Route } from "./+types/company";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { CompanyPage } from "./company.page.tsx";
import { isVerificationReply, VerificationSection } from "#app/features/verification/public.ts";

export { action, loader } from "./company.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.employer_company_meta_title(), path: "/employer/company", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerCompany({ loaderData, actionData }: Route.ComponentProps) {
  const verificationReply = isVerificationReply(actionData) ? actionData : undefined;
  return (
    <div className="space-y-6">
      <CompanyPage
        profile={loaderData.profile}
        canEdit={loaderData.canEdit}
        actionData={isVerificationReply(actionData) ? undefined : actionData}
      />
      <VerificationSection state={loaderData.verification} canRequest={loaderData.canEdit} actionData={verificationReply} />
    </div>
  );
}
