/**
 * The repeatable parts of the profile form (jobs, qualifications, other languages): each entry a fieldset with
 * its Remove button, and an Add button while there is room. Add and Remove are Conform intents, so they work
 * without JavaScript as well.
 */
import { Plus, Trash2 } from "lucide-react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { useSchemaForm } from "#app/lib/forms.ts";
import { levelOptions, MonthField, Section, Select, TextArea } from "./profile-fields.tsx";
import { PROFILE_LIMITS, type candidateProfileSchema } from "./profile-schema.ts";

type ProfileForm = ReturnType<typeof useSchemaForm<typeof candidateProfileSchema>>;

export interface ProfileFormProps {
  form: ProfileForm[0];
  fields: ProfileForm[1];
}

/** Work experience: the jobs, newest first. */
export function WorkExperienceSection({ form, fields }: ProfileFormProps) {
  const jobs = fields.workExperience.getFieldList();
  return (
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
  );
}

/** Education: the qualifications. */
export function EducationSection({ form, fields }: ProfileFormProps) {
  const schools = fields.education.getFieldList();
  return (
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
  );
}

/** German and English levels, and other languages. */
export function LanguagesSection({ form, fields }: ProfileFormProps) {
  const languages = fields.otherLanguages.getFieldList();
  return (
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
  );
}
