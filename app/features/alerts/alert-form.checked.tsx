import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useSchemaForm } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { alertEmailField, ALERT_FORM_ID, AlertFormEnd, FrequencyChoice, type AlertFormValues } from "./alert-fields.tsx";
import { signedInAlertSchema, signedOutAlertSchema, type CreateAlertData } from "./schema.ts";

/**
 * The alert form once its code is here (alert-form.tsx loads it): checked at the fields before it is sent, sent
 * through a fetcher, and a toast confirms. It starts with what was chosen and typed in the plain form, and gives
 * the focus back to the field that had it.
 */
export function CheckedAlertForm({
  action,
  signedIn,
  initial,
  onSaved,
}: {
  action: string;
  signedIn: boolean;
  initial: AlertFormValues;
  onSaved: () => void;
}) {
  const fetcher = useFetcher<CreateAlertData>();
  const done = fetcher.state === "idle" ? fetcher.data?.done : undefined;
  // One schema type for both cases: signed in, the e-mail field is simply not rendered nor checked.
  const [form, fields] = useSchemaForm((signedIn ? signedInAlertSchema : signedOutAlertSchema) as typeof signedOutAlertSchema, {
    id: ALERT_FORM_ID,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { frequency: initial.frequency ?? "daily", email: initial.email },
    validateOnBlur: false,
  });
  useEffect(() => {
    if (!done) return;
    showToast(done);
    onSaved();
  }, [done, onSaved]);
  useEffect(() => {
    if (initial.focused) document.querySelector<HTMLElement>(`#${ALERT_FORM_ID} [name="${initial.focused}"]`)?.focus();
  }, [initial.focused]);
  const formError = form.errors?.[0];

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="space-y-4 px-4"
      aria-describedby={formError ? `${ALERT_FORM_ID}-error` : undefined}
    >
      <FrequencyChoice
        name={fields.frequency.name}
        initial={fields.frequency.initialValue}
        error={fields.frequency.errors?.[0]}
      />
      {!signedIn && <FormField meta={fields.email} type="email" {...alertEmailField()} />}
      <AlertFormEnd signedIn={signedIn} />
      {formError && (
        <p id={`${ALERT_FORM_ID}-error`} role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={fetcher.state !== "idle"} className="w-full sm:w-auto">
        {fetcher.state !== "idle" ? m.account_alert_saving() : m.account_alert_create()}
      </Button>
    </fetcher.Form>
  );
}
