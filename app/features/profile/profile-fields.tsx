/**
 * The profile form's building blocks: a labelled select, text area, month and date field (each with its message
 * linked by id), the section card, and the options of the language and recognition selects.
 */
import { m } from "#app/lib/i18n/i18n.ts";
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Label } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { LANGUAGE_LEVELS } from "#vocabulary/levels.ts";
import { RECOGNITION_STATUSES } from "#vocabulary/statuses.ts";
import { AGE_BANDS, QUALIFICATION_LEVELS, REGULATED_ANSWERS } from "#vocabulary/situation.ts";
import { AGE_BAND_LABELS, LEVEL_LABELS, QUALIFICATION_LABELS, RECOGNITION_LABELS, REGULATED_LABELS } from "./profile-schema.ts";

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

export function TextArea({
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

export function Select({
  meta,
  label,
  options,
  placeholder = m.account_profile_not_stated(),
  hint,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Why we ask, under the label. */
  hint?: string;
}) {
  return (
    <Labelled meta={meta} label={label} hint={hint}>
      <select
        {...getSelectProps(meta, { ariaAttributes: false })}
        aria-invalid={meta.errors?.[0] ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
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

/** The options of the selects, in the page's language (called when drawn). */
export const levelOptions = () => LANGUAGE_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));
export const qualificationOptions = () => QUALIFICATION_LEVELS.map((value) => ({ value, label: QUALIFICATION_LABELS[value] }));
export const ageBandOptions = () => AGE_BANDS.map((value) => ({ value, label: AGE_BAND_LABELS[value] }));
export const regulatedOptions = () => REGULATED_ANSWERS.map((value) => ({ value, label: REGULATED_LABELS[value] }));
export const recognitionOptions = () => RECOGNITION_STATUSES.map((value) => ({ value, label: RECOGNITION_LABELS[value] }));

/**
 * A card of the form. `name` makes its heading's id ("profile-your-situation", linked from the tracker), the same in
 * every language.
 */
export function Section({ name, title, intro, children }: { name: string; title: string; intro?: string; children: ReactNode }) {
  const id = `profile-${name}`;
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

export function MonthField({ meta, label }: { meta: FieldMetadata<string | undefined>; label: string }) {
  return <DateLike meta={meta} label={label} type="month" placeholder="2023-04" />;
}

export function DateField({ meta, label }: { meta: FieldMetadata<string | null | undefined>; label: string }) {
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
