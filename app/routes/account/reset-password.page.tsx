import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useSchemaForm } from "#app/lib/forms.ts";

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
      <AuthShell title="Reset Password" description="Choose a new password for your account." termsNote={false}>
        <Notice tone="error">
          <p>This reset link is invalid or has expired.</p>
        </Notice>
        <Link to="/auth?forgot=1" className={buttonVariants({ variant: "primary", className: "mt-5 w-full" })}>
          Request a new link
        </Link>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={confirmed ? "Choose Your Password" : "Reset Password"}
      description={confirmed ? "One step left to confirm your e-mail address." : "Choose a new password for your account."}
      termsNote={false}
    >
      {confirmed ? (
        <Notice tone="info" className="mb-4">
          <p>
            You opened the link on another device or browser than the one the account was created on. To make sure the account is
            yours, choose the password you will sign in with. Saving it confirms your address, and any password set before will no
            longer work.
          </p>
        </Notice>
      ) : null}
      <Form method="post" aria-label={confirmed ? "Choose your password" : "Reset password"} {...getFormProps(form)}>
        <fieldset disabled={pending} className="space-y-4">
          <input type="hidden" name="token" value={token} />
          {confirmed ? <input type="hidden" name="confirmed" value="1" /> : null}
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <FormField meta={fields.password} type="password" label="New Password" autoComplete="new-password" required />
          <SubmitButton
            pending={pending}
            label={confirmed ? "Save password" : "Update password"}
            pendingLabel={confirmed ? "Saving..." : "Updating..."}
            className="w-full"
          />
          <p className="text-center">
            <Link to="/auth" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              Back to login
            </Link>
          </p>
        </fieldset>
      </Form>
    </AuthShell>
  );
}
