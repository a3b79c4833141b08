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
import { m } from "#app/lib/i18n/i18n.ts";
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
  /** What an entry is called in its legend ("Job 2") and on its Remove button ("Remove job 2"), by its number. */
  legend: (n: string) => string;
  removeLabel: (n: string) => string;
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
          <legend className="px-1 text-sm font-semibold text-slate-700">{props.legend(String(index + 1))}</legend>
          {props.children(entry)}
          <Button
            variant="danger-text"
            className={props.removeClassName}
            {...form.remove.getButtonProps({ name: list.name, index })}
          >
            <Trash2 aria-hidden="true" />
            {props.removeLabel(String(index + 1))}
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
    <Section name="work-experience" title={m.account_profile_work_title()} intro={m.account_profile_work_intro()}>
      <RepeatableList
        form={form}
        list={fields.workExperience}
        entries={entries}
        legend={(n) => m.account_profile_job_legend({ n })}
        removeLabel={(n) => m.account_profile_job_remove({ n })}
        addLabel={entries.length ? m.account_profile_job_add_another() : m.account_profile_job_add()}
        max={PROFILE_LIMITS.workExperience}
        className="space-y-3"
      >
        {(job) => {
          const f = job.getFieldset();
          return (
            <>
              <FormField meta={f.role} label={m.account_profile_job_title()} />
              <FormField meta={f.employer} label={m.account_profile_employer()} />
              <FormField meta={f.country} label={m.account_profile_country()} />
              <div className="grid gap-3 sm:grid-cols-2">
                <MonthField meta={f.from} label={m.account_profile_from()} />
                <MonthField meta={f.to} label={m.account_profile_to()} />
              </div>
              <TextArea meta={f.description} label={m.account_profile_what_you_did()} rows={3} />
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
    <Section name="education" title={m.account_profile_education_title()}>
      <RepeatableList
        form={form}
        list={fields.education}
        entries={entries}
        legend={(n) => m.account_profile_qualification_legend({ n })}
        removeLabel={(n) => m.account_profile_qualification_remove({ n })}
        addLabel={entries.length ? m.account_profile_qualification_add_another() : m.account_profile_qualification_add()}
        max={PROFILE_LIMITS.education}
        className="space-y-3"
      >
        {(school) => {
          const f = school.getFieldset();
          return (
            <>
              <FormField
                meta={f.qualification}
                label={m.account_profile_qualification()}
                placeholder={m.account_profile_qualification_placeholder()}
              />
              <FormField meta={f.school} label={m.account_profile_school()} />
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField meta={f.country} label={m.account_profile_country()} />
                <FormField meta={f.year} label={m.account_profile_year_finished()} inputMode="numeric" />
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
    <Section name="languages" title={m.account_profile_languages_title()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select meta={fields.germanLevel} label={m.account_profile_german_level()} options={levelOptions()} />
        <FormField
          meta={fields.germanCertificate}
          label={m.account_profile_german_certificate()}
          placeholder={m.account_profile_certificate_placeholder()}
        />
        <Select meta={fields.englishLevel} label={m.account_profile_english_level()} options={levelOptions()} />
      </div>
      <RepeatableList
        form={form}
        list={fields.otherLanguages}
        entries={fields.otherLanguages.getFieldList()}
        legend={(n) => m.account_profile_language_legend({ n })}
        removeLabel={(n) => m.account_profile_language_remove({ n })}
        addLabel={m.account_profile_language_add_another()}
        max={PROFILE_LIMITS.otherLanguages}
        className="grid gap-3 sm:grid-cols-2"
        removeClassName="sm:col-span-2 sm:justify-self-start"
      >
        {(language) => {
          const f = language.getFieldset();
          return (
            <>
              <FormField meta={f.language} label={m.account_profile_language()} />
              <Select
                meta={f.level}
                label={m.account_profile_level()}
                options={levelOptions()}
                placeholder={m.account_profile_choose_level()}
              />
            </>
          );
        }}
      </RepeatableList>
    </Section>
  );
}
