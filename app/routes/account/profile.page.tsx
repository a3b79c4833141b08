import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { Notice, SubmitButton, usePendingIntent } from "#app/features/auth/public.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
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
            Complete your profile, then save it to go back to your application.{" "}
            <Link to={returnTo} className="font-medium text-brand-700 underline underline-offset-2">
              Back to the job without saving
            </Link>
          </p>
        </Notice>
      )}
      <div className="space-y-6 lg:order-2 lg:sticky lg:top-4">
        <CompletenessMeter completeness={completeness} />
        <CvSection cv={cv} error={actionData?.cvError} />
      </div>
      <Form method="post" aria-label="Candidate profile" className="space-y-6 lg:order-1" {...getFormProps(form)}>
        {/* The default button: Enter in a field saves, rather than pressing the first "Add" or "Remove" button. */}
        <button type="submit" name="intent" value="save-profile" hidden tabIndex={-1} />
        {form.errors?.[0] && (
          <p id={form.errorId} className="text-sm text-red-700">
            {form.errors[0]}
          </p>
        )}
        <Section title="About you" intro="What an employer reads first.">
          <FormField
            meta={fields.headline}
            label="Headline"
            placeholder="Warehouse worker with forklift licence"
            maxLength={PROFILE_LIMITS.headline}
          />
          <TextArea meta={fields.about} label="About you" hint={`A few lines, at most ${PROFILE_LIMITS.about} characters.`} />
          <FormField meta={fields.skills} label="Skills" placeholder="Forklift, Excel, First aid" />
          <p className="-mt-2 text-sm text-slate-600">Separate skills with commas (at most {PROFILE_LIMITS.skills}).</p>
        </Section>

        <WorkExperienceSection form={form} fields={fields} />

        <EducationSection form={form} fields={fields} />

        <LanguagesSection form={form} fields={fields} />

        <Section title="Germany" intro="Where you stand with moving to Germany.">
          <Select
            meta={fields.recognitionStatus}
            label="Recognition of your qualifications in Germany"
            options={recognitionOptions}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField meta={fields.currentCity} label="City you live in now" autoComplete="address-level2" />
            <FormField meta={fields.currentCountry} label="Country you live in now" autoComplete="country-name" />
          </div>
          <FormField meta={fields.citiesOfInterest} label="Cities in Germany you would move to" placeholder="Hamburg, Berlin" />
          <p className="-mt-2 text-sm text-slate-600">Separate cities with commas (at most {PROFILE_LIMITS.citiesOfInterest}).</p>
          <DateField meta={fields.availableFrom} label="Available from" />
        </Section>

        <Section
          title="Your situation"
          intro="Private: only you see these answers. We use them to show which visa routes can bring you to a job and which steps your tracker needs. Employers never see them."
        >
          <Select
            meta={fields.qualificationLevel}
            label="Your highest qualification"
            hint="The routes depend on it: the Blue Card needs a degree, the skilled-worker visa a degree or at least two years of training."
            options={qualificationOptions}
          />
          <FormField
            meta={fields.qualificationField}
            label="Its field"
            placeholder="Nursing, Electrical installation, Computer science"
            maxLength={PROFILE_LIMITS.qualificationField}
          />
          <p className="-mt-2 text-sm text-slate-600">So that you can find the authority that recognises it in Germany.</p>
          <Select
            meta={fields.regulatedProfession}
            label="Does your profession need a licence in Germany?"
            hint="Nursing, medicine and teaching do; most trades do not. Your tracker then includes the steps to the licence."
            options={regulatedOptions}
          />
          <FormField
            meta={fields.yearsExperience}
            label="Years of experience in this occupation"
            inputMode="numeric"
            maxLength={2}
          />
          <p className="-mt-2 text-sm text-slate-600">Experience earns points for the Opportunity Card.</p>
          <Select
            meta={fields.ageBand}
            label="Your age"
            hint="Only to apply the rules that depend on age: Opportunity Card points under 40, and a minimum salary or pension proof for a first skilled-worker visa at 45 or over."
            options={ageBandOptions}
          />
          <p className="text-sm text-slate-600">
            Your German and English levels and the recognition of your qualifications count too; employers see those with your
            applications.{" "}
            <Link to="/account/tracker" className="font-medium text-brand-700 underline underline-offset-2">
              Your recognition and visa tracker
            </Link>
          </p>
        </Section>

        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton
            name="intent"
            value="save-profile"
            pending={pending}
            label={returnTo ? "Save and return to the job" : "Save profile"}
            pendingLabel="Saving..."
            size="lg"
          />
          <Link to={returnTo || "/account"} className="text-sm font-medium text-brand-700 hover:underline">
            {returnTo ? "Back to the job" : "Back to My Account"}
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
        <h2 className="text-xl font-semibold">The candidate profile is for job seekers</h2>
        <p className="text-slate-700">
          You are signed in with an employer account. Your company&apos;s details and your team are in the employer area.
        </p>
        <Link to="/employer" className={buttonVariants()}>
          Go to the employer area
        </Link>
      </div>
    </div>
  );
}
