import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Download, FileText, Plus, Trash2 } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { SubmitButton, usePendingIntent } from "#app/features/auth/public.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import { cn } from "#app/lib/cn.ts";
import { LANGUAGE_LEVELS, RECOGNITION_STATUSES } from "#db/schema.ts";
import type { Completeness } from "./completeness.ts";
import { candidateProfileSchema, LEVEL_LABELS, PROFILE_LIMITS, RECOGNITION_LABELS } from "./profile-schema.ts";
import type { CvInfo, ProfileActionData, ProfileValues } from "./profile.server.ts";

const FORM_ID = "candidate-profile";
const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600";

/** A label, a control and the control's first message (linked by id), for selects and text areas. */
function Labelled({
  meta,
  label,
  hint,
  children,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  const error = meta.errors?.[0];
  return (
    <div className="space-y-1.5">
      <Label htmlFor={meta.id}>{label}</Label>
      {hint && (
        <p id={meta.descriptionId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={meta.errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(meta: FieldMetadata<unknown>, hint?: string) {
  const ids = [hint ? meta.descriptionId : null, meta.errors?.[0] ? meta.errorId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function TextArea({
  meta,
  label,
  hint,
  rows = 4,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  rows?: number;
}) {
  return (
    <Labelled meta={meta} label={label} hint={hint}>
      <textarea
        {...getTextareaProps(meta, { ariaAttributes: false })}
        aria-invalid={meta.errors?.[0] ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
        rows={rows}
        className={cn(fieldClass, "py-2")}
      />
    </Labelled>
  );
}

function Select({
  meta,
  label,
  options,
  placeholder = "Not stated",
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <Labelled meta={meta} label={label}>
      <select
        {...getSelectProps(meta, { ariaAttributes: false })}
        aria-invalid={meta.errors?.[0] ? true : undefined}
        aria-describedby={describedBy(meta)}
        className={cn(fieldClass, "h-11")}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

const levelOptions = LANGUAGE_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));
const recognitionOptions = RECOGNITION_STATUSES.map((value) => ({ value, label: RECOGNITION_LABELS[value] }));

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="card space-y-4 p-5 sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** The meter: how complete the profile is and what to add next. */
function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  return (
    <section aria-labelledby="completeness-heading" className="card space-y-3 p-5">
      <h2 id="completeness-heading" className="text-lg font-semibold">
        Your profile is {completeness.percent}% complete
      </h2>
      <div
        role="progressbar"
        aria-labelledby="completeness-heading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completeness.percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${completeness.percent}%` }} />
      </div>
      {completeness.missing.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {completeness.missing.slice(0, 4).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">Employers see everything they need.</p>
      )}
    </section>
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The CV: upload (or replace), download and delete; its own forms, so that the profile form stays small. */
function CvSection({ cv, error }: { cv: CvInfo | null; error?: string }) {
  const pending = usePendingIntent();
  return (
    <section aria-labelledby="cv-heading" className="card space-y-4 p-5">
      <div>
        <h2 id="cv-heading" className="text-lg font-semibold">
          CV
        </h2>
        <p className="mt-1 text-sm text-slate-600">A PDF or Word (.docx) file of up to 5 MB.</p>
      </div>
      {cv && (
        <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 text-sm">
            <p className="font-medium break-all text-slate-900">{cv.fileName}</p>
            <p className="text-slate-600">
              {formatSize(cv.size)} · uploaded {formatDate(cv.uploadedAt)}
            </p>
          </div>
        </div>
      )}
      <Form method="post" encType="multipart/form-data" aria-label="Upload your CV" className="space-y-3">
        <input type="hidden" name="intent" value="upload-cv" />
        <div className="space-y-1.5">
          <Label htmlFor="profile-cv">{cv ? "Replace with a new file" : "Choose your CV"}</Label>
          <input
            id="profile-cv"
            name="cv"
            type="file"
            required
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "profile-cv-error" : undefined}
            className="block min-h-11 w-full text-sm text-slate-700 file:mr-3 file:h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800"
          />
          {error && (
            <p id="profile-cv-error" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <SubmitButton
          pending={pending === "upload-cv"}
          label={cv ? "Replace CV" : "Upload CV"}
          pendingLabel="Uploading..."
          className="w-full"
        />
      </Form>
      {cv && (
        <div className="flex flex-wrap gap-2">
          <a href="/profile/cv" className={cn(buttonVariants({ variant: "outline" }), "flex-1")}>
            <Download aria-hidden="true" />
            Download
          </a>
          <Form method="post" className="flex-1">
            <input type="hidden" name="intent" value="delete-cv" />
            <Button type="submit" variant="outline" className="w-full text-red-700">
              <Trash2 aria-hidden="true" />
              Delete CV
            </Button>
          </Form>
        </div>
      )}
    </section>
  );
}

export function ProfilePage({
  values,
  cv,
  completeness,
  actionData,
}: {
  values: ProfileValues;
  cv: CvInfo | null;
  completeness: Completeness;
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

  const jobs = fields.workExperience.getFieldList();
  const schools = fields.education.getFieldList();
  const languages = fields.otherLanguages.getFieldList();

  return (
    <div className="container-page grid gap-6 py-8 sm:py-10 lg:grid-cols-[1fr_20rem] lg:items-start">
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

        <Section title="Work experience" intro="Your jobs, newest first.">
          {jobs.map((job, index) => {
            const f = job.getFieldset();
            return (
              <fieldset key={job.key} className="space-y-3 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-700">Job {index + 1}</legend>
                <FormField meta={f.role} label="Job title" />
                <FormField meta={f.employer} label="Employer" />
                <FormField meta={f.country} label="Country" />
                <div className="grid gap-3 sm:grid-cols-2">
                  <MonthField meta={f.from} label="From" />
                  <MonthField meta={f.to} label="To (empty if you still work there)" />
                </div>
                <TextArea meta={f.description} label="What you did" rows={3} />
                <Button
                  variant="ghost"
                  className="text-red-700"
                  {...form.remove.getButtonProps({ name: fields.workExperience.name, index })}
                >
                  <Trash2 aria-hidden="true" />
                  Remove job {index + 1}
                </Button>
              </fieldset>
            );
          })}
          {fields.workExperience.errors?.[0] && <p className="text-sm text-red-700">{fields.workExperience.errors[0]}</p>}
          {jobs.length < PROFILE_LIMITS.workExperience && (
            <Button variant="secondary" {...form.insert.getButtonProps({ name: fields.workExperience.name })}>
              <Plus aria-hidden="true" />
              {jobs.length ? "Add another job" : "Add a job"}
            </Button>
          )}
        </Section>

        <Section title="Education">
          {schools.map((school, index) => {
            const f = school.getFieldset();
            return (
              <fieldset key={school.key} className="space-y-3 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-700">Qualification {index + 1}</legend>
                <FormField meta={f.qualification} label="Qualification" placeholder="Diploma in Nursing" />
                <FormField meta={f.school} label="School, college or university" />
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField meta={f.country} label="Country" />
                  <FormField meta={f.year} label="Year finished" inputMode="numeric" />
                </div>
                <Button
                  variant="ghost"
                  className="text-red-700"
                  {...form.remove.getButtonProps({ name: fields.education.name, index })}
                >
                  <Trash2 aria-hidden="true" />
                  Remove qualification {index + 1}
                </Button>
              </fieldset>
            );
          })}
          {fields.education.errors?.[0] && <p className="text-sm text-red-700">{fields.education.errors[0]}</p>}
          {schools.length < PROFILE_LIMITS.education && (
            <Button variant="secondary" {...form.insert.getButtonProps({ name: fields.education.name })}>
              <Plus aria-hidden="true" />
              {schools.length ? "Add another qualification" : "Add a qualification"}
            </Button>
          )}
        </Section>

        <Section title="Languages">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select meta={fields.germanLevel} label="German level" options={levelOptions} />
            <FormField meta={fields.germanCertificate} label="German certificate, if any" placeholder="Goethe-Zertifikat B1" />
            <Select meta={fields.englishLevel} label="English level" options={levelOptions} />
          </div>
          {languages.map((language, index) => {
            const f = language.getFieldset();
            return (
              <fieldset key={language.key} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
                <legend className="px-1 text-sm font-semibold text-slate-700">Other language {index + 1}</legend>
                <FormField meta={f.language} label="Language" />
                <Select meta={f.level} label="Level" options={levelOptions} placeholder="Choose a level" />
                <Button
                  variant="ghost"
                  className="text-red-700 sm:col-span-2 sm:justify-self-start"
                  {...form.remove.getButtonProps({ name: fields.otherLanguages.name, index })}
                >
                  <Trash2 aria-hidden="true" />
                  Remove language {index + 1}
                </Button>
              </fieldset>
            );
          })}
          {fields.otherLanguages.errors?.[0] && <p className="text-sm text-red-700">{fields.otherLanguages.errors[0]}</p>}
          {languages.length < PROFILE_LIMITS.otherLanguages && (
            <Button variant="secondary" {...form.insert.getButtonProps({ name: fields.otherLanguages.name })}>
              <Plus aria-hidden="true" />
              Add another language
            </Button>
          )}
        </Section>

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

        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton
            name="intent"
            value="save-profile"
            pending={pending}
            label="Save profile"
            pendingLabel="Saving..."
            size="lg"
          />
          <Link to="/account" className="text-sm font-medium text-brand-700 hover:underline">
            Back to My Account
          </Link>
        </div>
      </Form>
    </div>
  );
}

function MonthField({ meta, label }: { meta: FieldMetadata<string | undefined>; label: string }) {
  return <DateLike meta={meta} label={label} type="month" placeholder="2023-04" />;
}

function DateField({ meta, label }: { meta: FieldMetadata<string | null | undefined>; label: string }) {
  return <DateLike meta={meta as FieldMetadata<string | undefined>} label={label} type="date" />;
}

/** A month or date input: the browser's picker where there is one, the "2023-04" text form elsewhere. */
function DateLike({
  meta,
  label,
  type,
  placeholder,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type: "month" | "date";
  placeholder?: string;
}) {
  return (
    <Labelled meta={meta} label={label}>
      <input
        {...getInputProps(meta, { type, ariaAttributes: false })}
        placeholder={placeholder}
        aria-invalid={meta.errors?.[0] ? true : undefined}
        aria-describedby={describedBy(meta)}
        className={cn(fieldClass, "h-11")}
      />
    </Labelled>
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
