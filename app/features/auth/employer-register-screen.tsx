import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useSchemaForm } from "#app/lib/forms.ts";
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

const ROLE_WORDS: Record<string, string> = { owner: "an owner", admin: "an admin", recruiter: "a recruiter" };

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
      title={invitation ? `Join ${invitation.companyName}` : "Create an employer account"}
      description={
        invitation
          ? `You are invited to join as ${ROLE_WORDS[invitation.role] ?? "a member"}. Create your account with the invited address.`
          : "Post jobs for free and meet skilled candidates from Uganda. Your company is created with your account."
      }
    >
      {loaderData.invitationInvalid && (
        <Notice tone="info" className="mb-5">
          <p>This invitation is no longer valid. Ask your colleague to invite you again, or register your own company below.</p>
        </Notice>
      )}
      {done ? (
        <div className="space-y-4">
          <Notice tone="success">
            <p>We have sent a verification link to {done.email}. Please open it, then log in.</p>
          </Notice>
          <Link to={signIn} className="text-sm font-medium text-brand-700 underline underline-offset-2">
            Go to login
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
          Already have an employer account?{" "}
          <Link to={signIn} className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2">
            Log in
          </Link>
        </p>
        <p>
          Looking for a job?{" "}
          <Link to="/register" className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2">
            Create a job seeker account
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
    <Form method="post" aria-label="Create an employer account" {...getFormProps(form)}>
      <fieldset disabled={pending} className="space-y-4">
        <input type="hidden" name="intent" value={EMPLOYER_REGISTER_INTENT} />
        <ProfileFields fields={fields} />
        <FormField meta={fields.email} type="email" label="Work Email" autoComplete="email" inputMode="email" required />
        <FormField meta={fields.password} type="password" label="Password" autoComplete="new-password" required />
        <FormField meta={fields.companyName} label="Company Name" autoComplete="organization" required />
        <SubmitButton pending={pending} label="Create employer account" pendingLabel="Creating account..." className="w-full" />
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
    <Form method="post" aria-label="Create an employer account" {...getFormProps(form)}>
      <fieldset disabled={pending} className="space-y-4">
        <input type="hidden" name="intent" value={EMPLOYER_REGISTER_INTENT} />
        <input type="hidden" name="invitationId" value={invitation.id} />
        <ProfileFields fields={fields} />
        <FormField meta={fields.email} type="email" label="Work Email" autoComplete="email" inputMode="email" readOnly required />
        <FormField meta={fields.password} type="password" label="Password" autoComplete="new-password" required />
        <SubmitButton pending={pending} label="Create account and join" pendingLabel="Creating account..." className="w-full" />
      </fieldset>
    </Form>
  );
}
