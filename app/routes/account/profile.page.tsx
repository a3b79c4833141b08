import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { Notice, SubmitButton, usePendingIntent } from "#app/features/auth/public.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import {
  candidateProfileSchema,
  CompletenessMeter,
  CvSection,
  DateField,
  EducationSection,
  LanguagesSection,
  ageBandOptions,
  PROFILE_LIMITS,
  qualificationOptions,
  recognitionOptions,
  regulatedOptions,
  Section,
  Select,
  TextArea,
  WorkExperienceSection,
  type Completeness,
  type CvInfo,
  type ProfileActionData,
  type ProfileValues,
} from "#app/features/profile/public.ts";

const FORM_ID = "candidate-profile";

/** /profile: the candidate profile form, with the completeness meter and the CV beside it. */
export function ProfilePage({
  values,
  cv,
  completeness,
  returnTo,
  actionData,
}: {
  values: ProfileValues;
  cv: CvInfo | null;
  completeness: Completeness;
  /** The job the person came from to complete the profile: Save goes back there. */
  returnTo: string;
  actionData?: ProfileActionData;
}) {
  const [form, fields] = useSchemaForm(candidateProfileSchema, {
    id: FORM_ID,
    lastResult: actionData?.result,
    defaultValue: values,
  });
  const pending = usePendingIntent() === "save-profile";
  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);

  return (
    <div className="container-page grid gap-6 py-8 sm:py-10 lg:grid-cols-[1fr_20rem] lg:items-start">
      {returnTo && (
        <Notice tone="info" className="lg:col-span-2">
          <p>
            {m.account_profile_return_notice()}{" "}
            <Link to={returnTo} className="font-medium text-brand-700 underline underline-offset-2">
              {m.account_profile_return_without_saving()}
            </Link>
          </p>
        </Notice>
      )}
      <div className="space-y-6 lg:order-2 lg:sticky lg:top-4">
        <CompletenessMeter completeness={completeness} />
        <CvSection cv={cv} error={actionData?.cvError} />
      </div>
      <Form method="post" aria-label={m.account_profile_form_label()} className="space-y-6 lg:order-1" {...getFormProps(form)}>
        {/* The default button: Enter in a field saves, rather than pressing the first "Add" or "Remove" button. */}
        <button type="submit" name="intent" value="save-profile" hidden tabIndex={-1} />
        {form.errors?.[0] && (
          <p id={form.errorId} className="text-sm text-red-700">
            {form.errors[0]}
          </p>
        )}
        <Section name="about-you" title={m.account_profile_about_title()} intro={m.account_profile_about_intro()}>
          <FormField
            meta={fields.headline}
            label={m.account_profile_headline()}
            placeholder={m.account_profile_headline_placeholder()}
            maxLength={PROFILE_LIMITS.headline}
          />
          <TextArea
            meta={fields.about}
            label={m.account_profile_about_label()}
            hint={m.account_profile_about_hint({ max: String(PROFILE_LIMITS.about) })}
          />
          <FormField
            meta={fields.skills}
            label={m.account_profile_skills()}
            placeholder={m.account_profile_skills_placeholder()}
          />
          <p className="-mt-2 text-sm text-slate-600">{m.account_profile_skills_hint({ max: String(PROFILE_LIMITS.skills) })}</p>
        </Section>

        <WorkExperienceSection form={form} fields={fields} />

        <EducationSection form={form} fields={fields} />

        <LanguagesSection form={form} fields={fields} />

        <Section name="germany" title={m.account_profile_germany_title()} intro={m.account_profile_germany_intro()}>
          <Select meta={fields.recognitionStatus} label={m.account_profile_recognition_label()} options={recognitionOptions()} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField meta={fields.currentCity} label={m.account_profile_current_city()} autoComplete="address-level2" />
            <FormField meta={fields.currentCountry} label={m.account_profile_current_country()} autoComplete="country-name" />
          </div>
          <FormField
            meta={fields.citiesOfInterest}
            label={m.account_profile_cities_of_interest()}
            placeholder={m.account_profile_cities_placeholder()}
          />
          <p className="-mt-2 text-sm text-slate-600">
            {m.account_profile_cities_hint({ max: String(PROFILE_LIMITS.citiesOfInterest) })}
          </p>
          <DateField meta={fields.availableFrom} label={m.account_profile_available_from()} />
        </Section>

        <Section name="your-situation" title={m.account_profile_situation_title()} intro={m.account_profile_situation_intro()}>
          <Select
            meta={fields.qualificationLevel}
            label={m.account_profile_qualification_level()}
            hint={m.account_profile_qualification_level_hint()}
            options={qualificationOptions()}
          />
          <FormField
            meta={fields.qualificationField}
            label={m.account_profile_qualification_field()}
            placeholder={m.account_profile_qualification_field_placeholder()}
            maxLength={PROFILE_LIMITS.qualificationField}
          />
          <p className="-mt-2 text-sm text-slate-600">{m.account_profile_qualification_field_hint()}</p>
          <Select
            meta={fields.regulatedProfession}
            label={m.account_profile_regulated()}
            hint={m.account_profile_regulated_hint()}
            options={regulatedOptions()}
          />
          <FormField
            meta={fields.yearsExperience}
            label={m.account_profile_years_experience()}
            inputMode="numeric"
            maxLength={2}
          />
          <p className="-mt-2 text-sm text-slate-600">{m.account_profile_years_hint()}</p>
          <Select
            meta={fields.ageBand}
            label={m.account_profile_age()}
            hint={m.account_profile_age_hint()}
            options={ageBandOptions()}
          />
          <p className="text-sm text-slate-600">
            {m.account_profile_situation_more()}{" "}
            <Link to="/account/tracker" className="font-medium text-brand-700 underline underline-offset-2">
              {m.account_profile_tracker_link()}
            </Link>
          </p>
        </Section>

        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton
            name="intent"
            value="save-profile"
            pending={pending}
            label={returnTo ? m.account_profile_save_return() : m.account_profile_save()}
            pendingLabel={m.account_saving()}
            size="lg"
          />
          <Link to={returnTo || "/account"} className="text-sm font-medium text-brand-700 hover:underline">
            {returnTo ? m.account_profile_back_to_job() : m.account_profile_back_to_account()}
          </Link>
        </div>
      </Form>
    </div>
  );
}

/** What an employer account sees at /profile. */
export function EmployerProfileNotice() {
  return (
    <div className="container-page py-10">
      <div className="card max-w-2xl space-y-3 p-6">
        <h2 className="text-xl font-semibold">{m.account_profile_employer_heading()}</h2>
        <p className="text-slate-700">{m.account_profile_employer_text()}</p>
        <Link to="/employer" className={buttonVariants()}>
          {m.account_profile_employer_link()}
        </Link>
      </div>
    </div>
  );
}
