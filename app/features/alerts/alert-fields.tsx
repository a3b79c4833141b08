import type { AlertFrequency, AlertStatus } from "#vocabulary/statuses.ts";
import { m } from "#app/lib/i18n/i18n.ts";

// The alert forms' words and fields that need neither Conform nor the schemas: the plain alert form on /jobs shows
// them before any of those loads, and the checked form (alert-form.checked.tsx) uses the same.
// Labels are message functions, called when shown (in the page's language).
export const FREQUENCY_LABELS = { daily: m.account_alert_daily, weekly: m.account_alert_weekly } as const satisfies Record<
  AlertFrequency,
  () => string
>;
export const STATUS_LABELS = {
  pending: m.account_alert_status_pending,
  active: m.account_alert_status_active,
  paused: m.account_alert_status_paused,
} as const satisfies Record<AlertStatus, () => string>;
/** The frequencies in the order the forms offer them (the labels' keys are the vocabulary's frequencies). */
export const ALERT_FREQUENCY_CHOICES = Object.keys(FREQUENCY_LABELS) as AlertFrequency[];

export const ALERT_FORM_ID = "job-alert-form";
export const ALERT_EMAIL_ID = `${ALERT_FORM_ID}-email`;
/** The e-mail field's words and hints, signed out: the same in the plain form and the checked one. */
export const alertEmailField = () =>
  ({
    label: m.account_alert_email_label(),
    placeholder: m.account_email_placeholder(),
    autoComplete: "email",
    required: true,
  }) as const;

/** What a visitor had chosen and typed in the plain form when the checked one took its place. */
export interface AlertFormValues {
  frequency?: AlertFrequency;
  email?: string;
  /** The field that had the focus, to give it back. */
  focused?: string;
}

/** Daily or Weekly, as radio buttons: in the plain form and in the checked one. */
export function FrequencyChoice({ name, initial, error }: { name: string; initial?: string; error?: string }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{m.account_alert_how_often()}</legend>
      <div className="mt-2 flex gap-3">
        {ALERT_FREQUENCY_CHOICES.map((value) => (
          <label
            key={value}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={initial === value}
              className="size-4 accent-brand-700"
            />
            {FREQUENCY_LABELS[value]()}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/** The note under the e-mail field, signed out. */
export function AlertFormEnd({ signedIn }: { signedIn: boolean }) {
  if (signedIn) return null;
  return <p className="text-sm text-slate-600">{m.account_alert_form_end()}</p>;
}
