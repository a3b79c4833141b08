import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { ChevronLeft } from "lucide-react";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/input.tsx";
import {
  detectAdLanguage,
  EXPERIENCE_LEVELS,
  JOB_STATUS_LABELS,
  JOB_TYPES,
  jobCategories,
  lifecycle,
} from "#app/features/jobs/public.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/dates.ts";
import { currentLocale, formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { OCCUPATION_GROUPS, occupationByCode, suggestOccupations } from "#app/features/occupations/public.ts";
import { useSchemaForm, type FormResult } from "#app/lib/forms.ts";
import {
  CITY_MAX,
  DESCRIPTION_MAX,
  jobFormSchema,
  LANGUAGE_LEVELS,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
  TITLE_MAX,
  type JobFormDefaults,
} from "#app/features/job-posting/public.ts";
import type { Language } from "#vocabulary/languages.ts";

type Meta = FieldMetadata<string | undefined>;

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600";

/** A label, the control, an optional hint and the field's first message, linked for screen readers. */
function Control({
  meta,
  label,
  hint,
  required,
  children,
}: {
  meta: Meta;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  children: (aria: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const error = meta.errors?.[0];
  const describedBy = [hint ? `${meta.id}-hint` : "", error ? `${meta.id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <Label htmlFor={meta.id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint && (
        <p id={`${meta.id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${meta.id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function TextControl({
  meta,
  label,
  hint,
  required,
  type = "text",
  ...rest
}: {
  meta: Meta;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  type?: "text" | "date";
  maxLength?: number;
  inputMode?: "decimal";
  list?: string;
  autoComplete?: string;
  min?: string;
  max?: string;
  onInput?: (e: React.FormEvent<HTMLInputElement>) => void;
}) {
  return (
    <Control meta={meta} label={label} hint={hint} required={required}>
      {(aria) => (
        <input {...getInputProps(meta, { type, ariaAttributes: false })} {...aria} {...rest} className={cn(control, "h-11")} />
      )}
    </Control>
  );
}

function TextareaControl({
  meta,
  label,
  hint,
  required,
  rows = 5,
  maxLength,
}: {
  meta: Meta;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <Control meta={meta} label={label} hint={hint} required={required}>
      {(aria) => (
        <textarea
          {...getTextareaProps(meta, { ariaAttributes: false })}
          {...aria}
          rows={rows}
          maxLength={maxLength}
          className={cn(control, "py-2 leading-relaxed")}
        />
      )}
    </Control>
  );
}

function SelectControl({
  meta,
  label,
  hint,
  required,
  options,
  placeholder,
}: {
  meta: Meta;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <Control meta={meta} label={label} hint={hint} required={required}>
      {(aria) => (
        <select {...getSelectProps(meta, { ariaAttributes: false })} {...aria} className={cn(control, "h-11")}>
          {placeholder && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Control>
  );
}

/** Suggestions shown under the occupation field, at most. */
const OCCUPATION_SUGGESTIONS = 3;

/**
 * The occupation (docs/decisions/181-occupation-suggestions.md): a plain grouped select of the 436 ISCO-08 unit
 * groups, which works without scripts; with them, the best occupations for the title typed are offered as buttons
 * that choose one with a tap, and the top one is chosen while the employer has not chosen another.
 */
function OccupationControl({ meta, title, choose }: { meta: Meta; title: string; choose: (code: string) => void }) {
  const hydrated = useHydrated();
  const current = meta.value ?? "";
  const suggestions = useMemo(() => (hydrated ? suggestOccupations(title, OCCUPATION_SUGGESTIONS) : []), [hydrated, title]);
  const top = suggestions[0]?.code ?? "";
  // The value this control chose by itself: replaced when the title changes, never a choice of the employer's.
  const chosenForThem = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated || !top || top === current) return;
    if (current === "" || current === chosenForThem.current) {
      chosenForThem.current = top;
      choose(top);
    }
  }, [hydrated, top, current, choose]);
  const selected = occupationByCode(current);
  // Titles in the page's language; the hint gives the selected one in the other language too.
  const german = currentLocale() === "de";
  const titleOf = (o: { en: string; de: string }) => (german ? o.de : o.en);
  return (
    <Control
      meta={meta}
      label={m.employer_form_occupation_label()}
      required
      hint={
        <>
          {m.employer_form_occupation_hint()}
          {selected && (
            <>
              {" "}
              {m.employer_form_occupation_in_german()}{" "}
              <span lang={german ? "en" : "de"}>{german ? selected.en : selected.de}</span>.
            </>
          )}
        </>
      }
    >
      {(aria) => (
        <>
          <select {...getSelectProps(meta, { ariaAttributes: false })} {...aria} className={cn(control, "h-11")}>
            <option value="">{m.employer_form_occupation_choose()}</option>
            {OCCUPATION_GROUPS.map((g) => (
              <optgroup key={g.code} label={`${g.code} ${titleOf(g)}`}>
                {g.occupations.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.code} {titleOf(o)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {suggestions.length > 0 && (
            <div
              role="group"
              aria-label={m.employer_form_occupation_suggested_label()}
              className="flex flex-wrap items-center gap-2"
            >
              <span className="text-sm text-slate-600">{m.employer_form_occupation_suggested()}</span>
              {suggestions.map((o) => (
                <button
                  key={o.code}
                  type="button"
                  aria-pressed={o.code === current}
                  onClick={() => {
                    chosenForThem.current = null;
                    choose(o.code);
                  }}
                  className="min-h-11 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-left text-sm font-medium text-brand-800 hover:bg-brand-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {o.code} {titleOf(o)}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </Control>
  );
}

/**
 * The language the ad is written in (decision 210): a plain select that works without scripts, pre-selected from
 * the title and description when the form was drawn; with scripts, suggested again as the description is typed,
 * until the employer chooses a language themselves.
 */
function AdLanguageControl({
  meta,
  text,
  suggestedAtFirst,
  choose,
}: {
  meta: Meta;
  text: string;
  /** The language pre-selected for a new job; null for a stored job, whose language the employer has chosen. */
  suggestedAtFirst: Language | null;
  choose: (language: Language) => void;
}) {
  const hydrated = useHydrated();
  const current = meta.value ?? "";
  const suggested = useMemo(() => (hydrated ? detectAdLanguage(text) : null), [hydrated, text]);
  // The value this control chose by itself; null once the employer has chosen.
  const chosenForThem = useRef<string | null>(suggestedAtFirst);
  useEffect(() => {
    if (!suggested || suggested === current || chosenForThem.current === null) return;
    if (current === chosenForThem.current) {
      chosenForThem.current = suggested;
      choose(suggested);
    }
  }, [suggested, current, choose]);
  return (
    <Control meta={meta} label={m.employer_form_ad_language_label()} hint={m.employer_form_ad_language_hint()} required>
      {(aria) => (
        <select
          {...getSelectProps(meta, { ariaAttributes: false })}
          {...aria}
          onChange={() => {
            chosenForThem.current = null;
          }}
          className={cn(control, "h-11")}
        >
          <option value="en">{m.employer_form_language_en()}</option>
          <option value="de">{m.employer_form_language_de()}</option>
        </select>
      )}
    </Control>
  );
}

function YesNo({ meta, legend }: { meta: Meta; legend: string }) {
  const error = meta.errors?.[0];
  return (
    <fieldset aria-describedby={error ? `${meta.id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex gap-3">
        {getCollectionProps(meta, { type: "radio", options: ["yes", "no"], ariaAttributes: false }).map((props) => (
          <label
            key={props.key}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input {...props} key={undefined} className="size-4 accent-brand-700" />
            <span className="text-sm font-medium">{props.value === "yes" ? m.employer_form_yes() : m.employer_form_no()}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${meta.id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card space-y-4 p-4 sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const levelOptions = () => LANGUAGE_LEVELS.map((l) => ({ value: l, label: l === "none" ? m.employer_form_level_none() : l }));
const toOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export interface JobFormPageProps {
  job: {
    id: string;
    status: "draft" | "pending_review" | "published" | "closed" | "rejected" | "expired";
    everPublished: boolean;
    rejectionReason: string | null;
  } | null;
  defaults: JobFormDefaults;
  company: { verified: boolean; suspended: boolean };
  lastResult?: FormResult | null;
  /** The city field's list, from the server (jobs.form.server.ts). */
  placeOptions: string[];
  /** After a city that names no place: the places it may mean. */
  placeSuggestions?: string[];
}

/** /employer/jobs/new and /employer/jobs/{id}/edit: every field of a job, checked on the server and in the browser. */
export function JobFormPage({ job, defaults, company, lastResult, placeOptions, placeSuggestions }: JobFormPageProps) {
  const schema = useMemo(() => jobFormSchema(), []);
  // A new job's ad language is suggested from what it says (nothing yet: English), as the server would detect it.
  const defaultValue = {
    ...defaults,
    adLanguage: defaults.adLanguage || detectAdLanguage(`${defaults.title}\n${defaults.description}`),
  };
  const [form, fields] = useSchemaForm(schema, {
    id: job ? `job-${job.id}` : "new-job",
    lastResult,
    // Stored values are plain strings (a sample job may hold a type outside today's lists): the schema checks them on save.
    defaultValue: defaultValue as never,
  });
  const adLanguageName = fields.adLanguage.name;
  const chooseAdLanguage = useMemo(
    () => (language: Language) => form.update({ name: adLanguageName, value: language }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form.update is stable for the form's life
    [adLanguageName],
  );
  const occupationName = fields.occupation.name;
  const chooseOccupation = useMemo(
    () => (code: string) => form.update({ name: occupationName, value: code }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form.update is stable for the form's life
    [occupationName],
  );
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // While typing (with JavaScript), the city's list asks the server for the places the text may mean.
  const places = useFetcher<{ places: string[] }>();
  const cityOptions = places.data?.places.length
    ? places.data.places
    : placeSuggestions?.length
      ? placeSuggestions
      : placeOptions;
  const submittable = !job || job.status === "draft" || job.status === "rejected";
  const publishLabel = company.verified ? m.employer_jobs_publish() : m.employer_jobs_submit_for_review();
  const title = job ? m.employer_form_edit_title() : m.employer_form_new_title();

  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/employer/jobs"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {m.employer_form_back()}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {job && (
          <p className="mt-1 text-sm text-slate-600">
            {m.employer_form_status()} <strong className="font-semibold text-slate-900">{JOB_STATUS_LABELS[job.status]()}</strong>
          </p>
        )}
      </div>

      {job?.status === "rejected" && job.rejectionReason && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <strong className="font-semibold">{m.employer_form_rejection_reason()}</strong>{" "}
          {lifecycle.rejectionReasonText(job.rejectionReason)} {m.employer_form_rejection_then()}
        </p>
      )}
      {job && lifecycle.editNeedsReview(job.status, company) && (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {m.employer_form_edit_needs_review()}
        </p>
      )}
      {company.suspended && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">{m.employer_jobs_suspended()}</p>
      )}

      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <Section id="job-form-basics" title={m.employer_form_section_job()}>
          <TextControl meta={fields.title} label={m.employer_form_job_title()} required maxLength={TITLE_MAX} />
          <OccupationControl meta={fields.occupation} title={fields.title.value ?? ""} choose={chooseOccupation} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectControl
              meta={fields.category}
              label={m.employer_form_category_label()}
              required
              placeholder={m.employer_form_category_choose()}
              options={jobCategories.map((c) => ({ value: c.slug, label: c.name }))}
            />
            <TextControl
              meta={fields.city}
              label={m.employer_form_city_label()}
              required
              list="job-form-cities"
              maxLength={CITY_MAX}
              autoComplete="off"
              onInput={(e) => {
                const q = e.currentTarget.value.trim();
                if (q.length >= 2) void places.load(`/places/suggest?q=${encodeURIComponent(q)}`);
              }}
              hint={
                placeSuggestions?.length
                  ? m.employer_form_city_similar({ places: placeSuggestions.join(", ") })
                  : m.employer_form_city_hint()
              }
            />
            {/* The server's places only (the gazetteer never goes to the browser): similar ones after a refusal. */}
            <datalist id="job-form-cities">
              {cityOptions.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <SelectControl
              meta={fields.jobType}
              label={m.employer_form_job_type_label()}
              required
              options={toOptions(JOB_TYPES)}
            />
            <SelectControl
              meta={fields.experienceLevel}
              label={m.employer_form_experience_label()}
              required
              options={toOptions(EXPERIENCE_LEVELS)}
            />
          </div>
        </Section>

        <Section id="job-form-salary" title={m.employer_form_section_salary()}>
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectControl
              meta={fields.salaryPeriod}
              label={m.employer_form_pay_period()}
              required
              options={SALARY_PERIODS.map((p) => ({ value: p, label: SALARY_PERIOD_LABELS[p]() }))}
            />
            <TextControl
              meta={fields.salaryMin}
              label={m.employer_form_minimum()}
              inputMode="decimal"
              hint={m.employer_form_minimum_hint()}
            />
            <TextControl
              meta={fields.salaryMax}
              label={m.employer_form_maximum()}
              inputMode="decimal"
              hint={m.employer_form_optional()}
            />
          </div>
        </Section>

        <Section id="job-form-texts" title={m.employer_form_section_texts()}>
          <TextareaControl
            meta={fields.description}
            label={m.employer_form_description_label()}
            required
            rows={10}
            maxLength={DESCRIPTION_MAX}
            hint={m.employer_form_description_hint()}
          />
          <TextareaControl
            meta={fields.requirements}
            label={m.employer_form_requirements_label()}
            required
            hint={m.employer_form_one_per_line()}
          />
          <TextareaControl
            meta={fields.benefits}
            label={m.employer_form_benefits_label()}
            hint={m.employer_form_benefits_hint()}
          />
          <TextareaControl
            meta={fields.skills}
            label={m.employer_form_skills_label()}
            rows={3}
            hint={m.employer_form_skills_hint()}
          />
          <AdLanguageControl
            meta={fields.adLanguage}
            text={`${fields.title.value ?? ""}\n${fields.description.value ?? ""}`}
            suggestedAtFirst={job ? null : (defaultValue.adLanguage as Language)}
            choose={chooseAdLanguage}
          />
        </Section>

        <Section id="job-form-languages" title={m.employer_form_section_languages()}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectControl
              meta={fields.germanLevel}
              label={m.employer_form_german_level_label()}
              required
              options={levelOptions()}
            />
            <SelectControl
              meta={fields.englishLevel}
              label={m.employer_form_english_level_label()}
              required
              options={levelOptions()}
            />
            <YesNo meta={fields.visaSponsorship} legend={m.employer_form_visa()} />
            <YesNo meta={fields.relocationSupport} legend={m.employer_form_relocation()} />
          </div>
        </Section>

        <Section id="job-form-deadline" title={m.employer_form_section_deadline()}>
          {job?.everPublished ? (
            <p className="text-sm text-slate-700">
              {defaults.deadline ? `${m.employer_form_applications_close({ date: formatDate(defaults.deadline) })} ` : ""}
              {m.employer_form_move_deadline_before()} <strong>{m.employer_jobs_extend_deadline()}</strong>{" "}
              {m.employer_form_move_deadline_after()}
            </p>
          ) : (
            <TextControl
              meta={fields.deadline}
              label={m.employer_form_last_day()}
              type="date"
              hint={m.employer_form_deadline_hint({
                days: formatNumber(lifecycle.DEFAULT_DEADLINE_DAYS),
                max: formatNumber(lifecycle.MAX_DEADLINE_DAYS),
              })}
            />
          )}
        </Section>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {submittable ? (
            <>
              <Button type="submit" name="intent" value="draft" variant="outline" disabled={busy}>
                {m.employer_form_save_draft()}
              </Button>
              <Button type="submit" name="intent" value="publish" disabled={busy}>
                {publishLabel}
              </Button>
            </>
          ) : (
            <Button type="submit" name="intent" value="save" disabled={busy}>
              {m.employer_form_save_changes()}
            </Button>
          )}
        </div>
        {submittable && !company.verified && (
          <p className="text-sm text-slate-600 sm:text-right">{m.employer_form_not_verified()}</p>
        )}
      </Form>
    </div>
  );
}
