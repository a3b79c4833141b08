import { useId } from "react";
import { m } from "#app/lib/i18n/i18n.ts";
import {
  AD_LANGUAGE_FILTER_LABELS,
  BLUE_CARD_BADGE,
  GERMAN_FILTER_OPTIONS,
  RELOCATION_BADGE,
  VISA_BADGE,
  type JobFactFilters,
} from "./job-facts.ts";

/* The job-fact filters (docs/product.md#job-facts): plain radios and checkboxes of the search form, so they work
   without JavaScript; with it, the page applies a change at once. Every row is a 44 px tap target. */

const row =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded text-sm text-slate-700 hover:text-slate-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700";
const legend = "mb-1 text-sm font-semibold text-slate-900";
const fieldset = "border-b border-slate-200 py-4";

function Flag({
  form,
  name,
  label,
  hint,
  checked,
  value = "1",
}: {
  form: string;
  name: string;
  value?: string;
  label: string;
  hint: string;
  checked: boolean;
}) {
  // Unique per rendering: the panel may be on the page twice (side bar and phone sheet).
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <label className={row}>
      <input
        type="checkbox"
        form={form}
        name={name}
        value={value}
        defaultChecked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
      />
      <span>
        <span id={labelId}>{label}</span>
        <span id={hintId} className="block text-xs text-slate-600">
          {hint}
        </span>
      </span>
    </label>
  );
}

/**
 * German level, visa sponsorship, relocation support, Blue Card salary level and the ads' language, as fieldsets of the
 * filter panel; `form` is the id of the search form the controls belong to.
 */
export function JobFactFilterFields({ facts, form }: { facts: JobFactFilters; form: string }) {
  return (
    <div data-testid="job-fact-filters">
      <fieldset className={`${fieldset} pt-0`}>
        <legend className={legend}>{m.jobs_filter_german_level()}</legend>
        <p className="mb-1 text-xs text-slate-600">{m.jobs_filter_german_hint()}</p>
        <label className={row}>
          <input
            type="radio"
            form={form}
            name="german"
            value=""
            defaultChecked={!facts.german}
            className="size-5 shrink-0 accent-brand-700"
          />
          {m.jobs_filter_any_level()}
        </label>
        {GERMAN_FILTER_OPTIONS.map((o) => (
          <label key={o.value} className={row}>
            <input
              type="radio"
              form={form}
              name="german"
              value={o.value}
              defaultChecked={facts.german === o.value}
              className="size-5 shrink-0 accent-brand-700"
            />
            {o.label()}
          </label>
        ))}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{m.jobs_filter_visa_move()}</legend>
        <Flag form={form} name="visa" label={VISA_BADGE()} hint={m.jobs_filter_visa_hint()} checked={facts.visa} />
        <Flag
          form={form}
          name="relocation"
          label={RELOCATION_BADGE()}
          hint={m.jobs_filter_relocation_hint()}
          checked={facts.relocation}
        />
        <Flag
          form={form}
          name="bluecard"
          label={BLUE_CARD_BADGE()}
          hint={m.jobs_filter_blue_card_hint()}
          checked={facts.blueCard}
        />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{m.jobs_lang_legend()}</legend>
        <Flag
          form={form}
          name="lang"
          value="en"
          label={AD_LANGUAGE_FILTER_LABELS.en()}
          hint={m.jobs_lang_only_en_hint()}
          checked={facts.language === "en"}
        />
      </fieldset>
    </div>
  );
}
