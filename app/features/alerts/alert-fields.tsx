import type { AlertFrequency, AlertStatus } from "#vocabulary/statuses.ts";

// The alert forms' words and fields that need neither Conform nor the schemas: the plain alert form on /jobs shows
// them before any of those loads, and the checked form (alert-form.checked.tsx) uses the same.
export const FREQUENCY_LABELS = { daily: "Daily", weekly: "Weekly" } as const satisfies Record<AlertFrequency, string>;
export const STATUS_LABELS = {
  pending: "Waiting for confirmation",
  active: "Active",
  paused: "Paused",
} as const satisfies Record<AlertStatus, string>;
/** The frequencies in the order the forms offer them (the labels' keys are the vocabulary's frequencies). */
export const ALERT_FREQUENCY_CHOICES = Object.keys(FREQUENCY_LABELS) as AlertFrequency[];

export const ALERT_FORM_ID = "job-alert-form";
export const ALERT_EMAIL_ID = `${ALERT_FORM_ID}-email`;
/** The e-mail field's words and hints, signed out: the same in the plain form and the checked one. */
export const ALERT_EMAIL_FIELD = {
  label: "Email address",
  placeholder: "you@example.com",
  autoComplete: "email",
  required: true,
} as const;

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
      <legend className="text-sm font-medium text-slate-800">How often?</legend>
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
            {FREQUENCY_LABELS[value]}
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
  return (
    <p className="text-sm text-slate-600">We&apos;ll send you a link to confirm. Every e-mail has a one-click unsubscribe.</p>
  );
}
