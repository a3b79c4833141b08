/**
 * The repeatable parts of the profile form (jobs, qualifications, other languages): each entry a fieldset with
 * its Remove button, and an Add button while there is room. Add and Remove are Conform intents, so they work
 * without JavaScript as well.
 */
import type { FieldName } from "@conform-to/react";
import type { ReactNode } from "react";
import { Plus, Trash2 } from "lucide-react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { useSchemaForm } from "#app/lib/forms.ts";
import type { z } from "#app/lib/zod.ts";
import { levelOptions, MonthField, Section, Select, TextArea } from "./profile-fields.tsx";
import { PROFILE_LIMITS, type candidateProfileSchema } from "./profile-schema.ts";

type ProfileForm = ReturnType<typeof useSchemaForm<typeof candidateProfileSchema>>;

export interface ProfileFormProps {
  form: ProfileForm[0];
  fields: ProfileForm[1];
}

/**
 * One repeatable list: each entry a numbered fieldset ("Job 2") with the entry's fields and its Remove button,
 * then the list's own error, then the Add button while the list has room.
 */
function RepeatableList<Entry extends { key: string | undefined }>(props: {
  form: ProfileForm[0];
  list: { name: FieldName<unknown[] | undefined, z.input<typeof candidateProfileSchema>>; errors?: string[] };
  entries: Entry[];
  /** What an entry is called in its legend ("Job 2") and on its Remove button ("Remove job 2"). */
  legend: string;
  removeLabel: string;
  addLabel: string;
  max: number;
  /** The fieldset's layout; the Remove button's place in it. */
  className: string;
  removeClassName?: string;
  children: (entry: Entry) => ReactNode;
}) {
  const { form, list, entries } = props;
  return (
    <>
      {entries.map((entry, index) => (
        <fieldset key={entry.key} className={cn("rounded-lg border border-slate-200 p-4", props.className)}>
          <legend className="px-1 text-sm font-semibold text-slate-700">
            {props.legend} {index + 1}
          </legend>
          {props.children(entry)}
          <Button
            variant="danger-text"
            className={props.removeClassName}
            {...form.remove.getButtonProps({ name: list.name, index })}
          >
            <Trash2 aria-hidden="true" />
            {props.removeLabel} {index + 1}
          </Button>
        </fieldset>
      ))}
      {list.errors?.[0] && <p className="text-sm text-red-700">{list.errors[0]}</p>}
      {entries.length < props.max && (
        <Button variant="secondary" {...form.insert.getButtonProps({ name: list.name })}>
          <Plus aria-hidden="true" />
          {props.addLabel}
        </Button>
      )}
    </>
  );
}

/** Work experience: the jobs, newest first. */
export function WorkExperienceSection({ form, fields }: ProfileFormProps) {
  const entries = fields.workExperience.getFieldList();
  return (
    <Section title="Work experience" intro="Your jobs, newest first.">
      <RepeatableList
        form={form}
        list={fields.workExperience}
        entries={entries}
        legend="Job"
        removeLabel="Remove job"
        addLabel={entries.length ? "Add another job" : "Add a job"}
        max={PROFILE_LIMITS.workExperience}
        className="space-y-3"
      >
        {(job) => {
          const f = job.getFieldset();
          return (
            <>
              <FormField meta={f.role} label="Job title" />
              <FormField meta={f.employer} label="Employer" />
              <FormField meta={f.country} label="Country" />
              <div className="grid gap-3 sm:grid-cols-2">
                <MonthField meta={f.from} label="From" />
                <MonthField meta={f.to} label="To (empty if you still work there)" />
              </div>
              <TextArea meta={f.description} label="What you did" rows={3} />
            </>
          );
        }}
      </RepeatableList>
    </Section>
  );
}

/** Education: the qualifications. */
export function EducationSection({ form, fields }: ProfileFormProps) {
  const entries = fields.education.getFieldList();
  return (
    <Section title="Education">
      <RepeatableList
        form={form}
        list={fields.education}
        entries={entries}
        legend="Qualification"
        removeLabel="Remove qualification"
        addLabel={entries.length ? "Add another qualification" : "Add a qualification"}
        max={PROFILE_LIMITS.education}
        className="space-y-3"
      >
        {(school) => {
          const f = school.getFieldset();
          return (
            <>
              <FormField meta={f.qualification} label="Qualification" placeholder="Diploma in Nursing" />
              <FormField meta={f.school} label="School, college or university" />
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField meta={f.country} label="Country" />
                <FormField meta={f.year} label="Year finished" inputMode="numeric" />
              </div>
            </>
          );
        }}
      </RepeatableList>
    </Section>
  );
}

/** German and English levels, and other languages. */
export function LanguagesSection({ form, fields }: ProfileFormProps) {
  return (
    <Section title="Languages">
      <div className="grid gap-4 sm:grid-cols-2">
        <Select meta={fields.germanLevel} label="German level" options={levelOptions} />
        <FormField meta={fields.germanCertificate} label="German certificate, if any" placeholder="Goethe-Zertifikat B1" />
        <Select meta={fields.englishLevel} label="English level" options={levelOptions} />
      </div>
      <RepeatableList
        form={form}
        list={fields.otherLanguages}
        entries={fields.otherLanguages.getFieldList()}
        legend="Other language"
        removeLabel="Remove language"
        addLabel="Add another language"
        max={PROFILE_LIMITS.otherLanguages}
        className="grid gap-3 sm:grid-cols-2"
        removeClassName="sm:col-span-2 sm:justify-self-start"
      >
        {(language) => {
          const f = language.getFieldset();
          return (
            <>
              <FormField meta={f.language} label="Language" />
              <Select meta={f.level} label="Level" options={levelOptions} placeholder="Choose a level" />
            </>
          );
        }}
      </RepeatableList>
    </Section>
  );
}
