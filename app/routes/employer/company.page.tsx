import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { SubmitButton, usePendingIntent } from "#app/features/auth/public.ts";
import { companyLogoSrc } from "#app/lib/company-logo.ts";
import { CompanyLogo } from "#app/features/jobs/public.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { LOGO_FILE_LIMIT } from "#app/lib/uploads/limits.ts";
import { useFileLimit } from "#app/lib/uploads/use-file-limit.ts";
import { COMPANY_ABOUT_MAX, companyProfileSchema } from "#app/features/employers/public.ts";
import type { CompanyActionData, CompanyProfile } from "#app/features/employers/public.server.ts";

/** /employer/company: the profile form for owners and admins, the profile as text for recruiters. */
export function CompanyPage({
  profile,
  canEdit,
  actionData,
}: {
  profile: CompanyProfile;
  canEdit: boolean;
  actionData: CompanyActionData | undefined;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{m.employer_company_title()}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {m.employer_company_shown_before()}{" "}
            <Link to={`/company/${profile.slug}`} className="font-medium text-brand-700 underline underline-offset-2">
              {m.employer_company_shown_link()}
            </Link>{" "}
            {m.employer_company_shown_after()}
          </p>
        </div>
      </div>
      {canEdit ? <CompanyForm profile={profile} actionData={actionData} /> : <CompanyView profile={profile} />}
    </div>
  );
}

function CompanyView({ profile }: { profile: CompanyProfile }) {
  const rows = [
    [m.employer_company_industry(), profile.industry],
    [m.employer_company_headquarters(), profile.headquarters],
    [m.employer_company_website_label(), profile.website],
  ] as const;
  return (
    <section aria-label={m.employer_company_details()} className="card max-w-3xl space-y-5 p-5 sm:p-6">
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">{m.employer_company_managers_only()}</p>
      <div className="flex items-center gap-4">
        <CompanyLogo name={profile.name} src={companyLogoSrc(profile.logoKey)} size={64} />
        <p className="text-xl font-semibold text-slate-900">{profile.name}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 break-words text-slate-900">{value || m.employer_company_not_stated()}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="text-sm font-medium text-slate-600">{m.employer_company_about()}</h2>
        <p className="mt-1 whitespace-pre-line text-slate-900">{profile.about || m.employer_company_not_stated()}</p>
      </div>
    </section>
  );
}

function CompanyForm({ profile, actionData }: { profile: CompanyProfile; actionData: CompanyActionData | undefined }) {
  const pendingIntent = usePendingIntent();
  const [form, fields] = useSchemaForm(companyProfileSchema, {
    id: "company",
    lastResult: actionData?.result,
    defaultValue: {
      name: profile.name,
      industry: profile.industry,
      headquarters: profile.headquarters,
      website: profile.website,
      about: profile.about,
    },
  });
  const aboutError = fields.about.errors?.[0];
  const logo = useFileLimit(LOGO_FILE_LIMIT, actionData?.logoError);
  const logoError = logo.error;
  return (
    <div className="card max-w-3xl p-5 sm:p-6">
      <Form method="post" encType="multipart/form-data" aria-label={m.employer_company_title()} {...getFormProps(form)}>
        <fieldset disabled={pendingIntent !== null} className="space-y-5">
          <input type="hidden" name="intent" value="save" />
          <FormField meta={fields.name} label={m.employer_company_name()} autoComplete="organization" required />

          <div className="space-y-1.5">
            <Label htmlFor="company-logo">{m.employer_company_logo()}</Label>
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
              <CompanyLogo name={profile.name} src={companyLogoSrc(profile.logoKey)} size={64} />
              <input
                id="company-logo"
                name="logo"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => logo.check(e.currentTarget)}
                aria-invalid={logoError ? true : undefined}
                aria-describedby={logoError ? "company-logo-error company-logo-hint" : "company-logo-hint"}
                className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-100"
              />
            </div>
            <p id="company-logo-hint" className="text-sm text-slate-600">
              {m.employer_company_logo_hint()}
            </p>
            {logoError && (
              <p id="company-logo-error" className="text-sm text-red-700">
                {logoError}
              </p>
            )}
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              meta={fields.industry}
              label={m.employer_company_industry()}
              placeholder={m.employer_company_industry_placeholder()}
            />
            <FormField
              meta={fields.headquarters}
              label={m.employer_company_headquarters_label()}
              placeholder={m.employer_company_headquarters_placeholder()}
              autoComplete="address-level2"
            />
          </div>
          <FormField
            meta={fields.website}
            label={m.employer_company_website_label()}
            placeholder={m.employer_company_website_placeholder()}
            inputMode="url"
            autoComplete="url"
          />

          <div className="space-y-1.5">
            <Label htmlFor={fields.about.id}>{m.employer_company_about_label()}</Label>
            <textarea
              {...getTextareaProps(fields.about, { ariaAttributes: false })}
              rows={6}
              maxLength={COMPANY_ABOUT_MAX}
              aria-invalid={aboutError ? true : undefined}
              aria-describedby={aboutError ? `${fields.about.id}-error` : `${fields.about.id}-hint`}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600"
            />
            {aboutError ? (
              <p id={`${fields.about.id}-error`} className="text-sm text-red-700">
                {aboutError}
              </p>
            ) : (
              <p id={`${fields.about.id}-hint`} className="text-sm text-slate-600">
                {m.employer_company_about_hint({ max: formatNumber(COMPANY_ABOUT_MAX, { useGrouping: false }) })}
              </p>
            )}
          </div>

          <SubmitButton
            pending={pendingIntent === "save"}
            label={m.employer_company_save()}
            pendingLabel={m.employer_company_saving()}
            className="w-full sm:w-auto"
          />
        </fieldset>
      </Form>
      {profile.logoKey && (
        <Form method="post" encType="multipart/form-data" className="mt-4 border-t border-slate-200 pt-4">
          <input type="hidden" name="intent" value="remove-logo" />
          <Button type="submit" variant="danger-ghost">
            {m.employer_company_remove_logo()}
          </Button>
        </Form>
      )}
    </div>
  );
}
