import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useSchemaForm } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import {
  AuthShell,
  newPasswordSchema,
  Notice,
  SubmitButton,
  usePendingIntent,
  type ResetActionData,
} from "#app/features/auth/public.ts";

/**
 * /reset-password: the new-password form for the token in the mailed link, or the way to ask for a new link. With
 * `confirmed`, the person has just confirmed their address in another browser than the one that signed up: they
 * choose the password of the account (decision 036).
 */
export function ResetPasswordScreen({
  token,
  confirmed = false,
  redirectTo = "",
  actionData,
}: {
  token: string | null;
  confirmed?: boolean;
  /** Where to go after signing in with the new password (the confirmation link's return path). */
  redirectTo?: string;
  actionData?: ResetActionData;
}) {
  const [form, fields] = useSchemaForm(newPasswordSchema, { id: "reset", lastResult: actionData?.result });
  const pending = usePendingIntent() !== null;
  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);

  if (!token || actionData?.invalidToken) {
    return (
      <AuthShell title={m.account_reset_title()} description={m.account_reset_description()} termsNote={false}>
        <Notice tone="error">
          <p>{m.account_auth_reset_invalid()}</p>
        </Notice>
        <Link to="/auth?forgot=1" className={buttonVariants({ variant: "primary", className: "mt-5 w-full" })}>
          {m.account_reset_request_new()}
        </Link>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={confirmed ? m.account_reset_choose_title() : m.account_reset_title()}
      description={confirmed ? m.account_reset_choose_description() : m.account_reset_description()}
      termsNote={false}
    >
      {confirmed ? (
        <Notice tone="info" className="mb-4">
          <p>{m.account_reset_other_device()}</p>
        </Notice>
      ) : null}
      <Form
        method="post"
        aria-label={confirmed ? m.account_reset_choose_form() : m.account_auth_reset_form()}
        {...getFormProps(form)}
      >
        <fieldset disabled={pending} className="space-y-4">
          <input type="hidden" name="token" value={token} />
          {confirmed ? <input type="hidden" name="confirmed" value="1" /> : null}
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <FormField
            meta={fields.password}
            type="password"
            label={m.account_reset_new_password()}
            autoComplete="new-password"
            required
          />
          <SubmitButton
            pending={pending}
            label={confirmed ? m.account_reset_save() : m.account_reset_update()}
            pendingLabel={confirmed ? m.account_saving() : m.account_reset_updating()}
            className="w-full"
          />
          <p className="text-center">
            <Link to="/auth" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              {m.account_auth_back_to_login()}
            </Link>
          </p>
        </fieldset>
      </Form>
    </AuthShell>
  );
}
