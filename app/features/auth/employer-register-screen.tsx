import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useSchemaForm } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { EMPLOYER_REGISTER_INTENT, type AuthActionData } from "./action-data.ts";
import { AuthShell, Notice, ProfileFields, SubmitButton, usePendingIntent } from "./auth-ui.tsx";
import { employerRegisterSchema, registerSchema } from "./schemas.ts";

export interface EmployerRegisterProps {
  loaderData: {
    invitation: { id: string; email: string; companyName: string; role: string } | null;
    invitationInvalid: boolean;
  };
  actionData: AuthActionData | undefined;
}

const ROLE_WORDS: Record<string, () => string> = {
  owner: m.employer_register_role_owner,
  admin: m.employer_register_role_admin,
  recruiter: m.employer_register_role_recruiter,
};

/** /employers/register: an employer account and its company, or an invited colleague's account. */
export function EmployerRegisterScreen({ loaderData, actionData }: EmployerRegisterProps) {
  const { invitation } = loaderData;
  const pending = usePendingIntent() === EMPLOYER_REGISTER_INTENT;
  const done = actionData?.intent === EMPLOYER_REGISTER_INTENT && actionData.ok ? actionData : undefined;
  const signIn = `/auth?redirectTo=${encodeURIComponent(invitation ? `/employer/invitations/${invitation.id}` : "/employer")}`;

  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);

  return (
    <AuthShell
      title={invitation ? m.employer_register_join_title({ company: invitation.companyName }) : m.employer_register_title()}
      description={
        invitation
          ? m.employer_register_invited_text({ role: (ROLE_WORDS[invitation.role] ?? m.employer_register_role_member)() })
          : m.employer_register_text()
      }
    >
      {loaderData.invitationInvalid && (
        <Notice tone="info" className="mb-5">
          <p>{m.employer_register_invitation_invalid()}</p>
        </Notice>
      )}
      {done ? (
        <div className="space-y-4">
          <Notice tone="success">
            <p>{m.employer_register_sent({ email: done.email ?? "" })}</p>
          </Notice>
          <Link to={signIn} className="text-sm font-medium text-brand-700 underline underline-offset-2">
            {m.employer_register_go_to_login()}
          </Link>
        </div>
      ) : (
        <EmployerRegisterForm
          actionData={actionData?.intent === EMPLOYER_REGISTER_INTENT ? actionData : undefined}
          invitation={invitation}
          pending={pending}
        />
      )}
      <div className="mt-6 space-y-1 border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
        <p>
          {m.employer_register_have_account()}{" "}
          <Link to={signIn} className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2">
            {m.employer_register_log_in()}
          </Link>
        </p>
        <p>
          {m.employer_register_looking()}{" "}
          <Link to="/register" className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2">
            {m.employer_register_seeker_account()}
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}

type Invitation = NonNullable<EmployerRegisterProps["loaderData"]["invitation"]>;

function EmployerRegisterForm({
  actionData,
  invitation,
  pending,
}: {
  actionData?: AuthActionData;
  invitation: Invitation | null;
  pending: boolean;
}) {
  return invitation ? (
    <InvitedForm actionData={actionData} invitation={invitation} pending={pending} />
  ) : (
    <CompanyForm actionData={actionData} pending={pending} />
  );
}

/** A new company: the account's fields and the company's name. */
function CompanyForm({ actionData, pending }: { actionData?: AuthActionData; pending: boolean }) {
  const [form, fields] = useSchemaForm(employerRegisterSchema, { id: "employer-register", lastResult: actionData?.result });
  return (
    <Form method="post" aria-label={m.employer_register_title()} {...getFormProps(form)}>
      <fieldset disabled={pending} className="space-y-4">
        <input type="hidden" name="intent" value={EMPLOYER_REGISTER_INTENT} />
        <ProfileFields fields={fields} />
        <FormField
          meta={fields.email}
          type="email"
          label={m.employer_register_work_email()}
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormField
          meta={fields.password}
          type="password"
          label={m.employer_register_password()}
          autoComplete="new-password"
          required
        />
        <FormField meta={fields.companyName} label={m.employer_register_company_name()} autoComplete="organization" required />
        <SubmitButton
          pending={pending}
          label={m.employer_register_submit()}
          pendingLabel={m.employer_register_creating()}
          className="w-full"
        />
      </fieldset>
    </Form>
  );
}

/** An invited colleague: the invited address, no company name (they join the inviting company). */
function InvitedForm({
  actionData,
  invitation,
  pending,
}: {
  actionData?: AuthActionData;
  invitation: Invitation;
  pending: boolean;
}) {
  const [form, fields] = useSchemaForm(registerSchema, {
    id: "employer-register",
    lastResult: actionData?.result,
    defaultValue: { email: invitation.email },
  });
  return (
    <Form method="post" aria-label={m.employer_register_title()} {...getFormProps(form)}>
      <fieldset disabled={pending} className="space-y-4">
        <input type="hidden" name="intent" value={EMPLOYER_REGISTER_INTENT} />
        <input type="hidden" name="invitationId" value={invitation.id} />
        <ProfileFields fields={fields} />
        <FormField
          meta={fields.email}
          type="email"
          label={m.employer_register_work_email()}
          autoComplete="email"
          inputMode="email"
          readOnly
          required
        />
        <FormField
          meta={fields.password}
          type="password"
          label={m.employer_register_password()}
          autoComplete="new-password"
          required
        />
        <SubmitButton
          pending={pending}
          label={m.employer_register_submit_join()}
          pendingLabel={m.employer_register_creating()}
          className="w-full"
        />
      </fieldset>
    </Form>
  );
}
