import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form, useSearchParams } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { LinkTabs } from "#app/components/content/link-tabs.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input, Label } from "#app/components/ui/input.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useSchemaForm } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import {
  AuthShell,
  emailSchema,
  loginSchema,
  Notice,
  ProfileFields,
  registerSchema,
  SubmitButton,
  usePendingIntent,
  type AuthActionData,
} from "#app/features/auth/public.ts";

export type AuthTab = "login" | "register";

export interface AuthScreenProps {
  initialTab: AuthTab;
  loaderData: { verified: boolean; verifyFailed: boolean; forgot: boolean; redirectTo: string };
  actionData: AuthActionData | undefined;
}

/** The data of the last submission if it came from this form. */
function forIntent(actionData: AuthActionData | undefined, intent: AuthActionData["intent"]) {
  return actionData?.intent === intent ? actionData : undefined;
}

/**
 * The tab the card shows: the address's, until a form of the card has answered; then the tab of that form (a
 * refused sign-in stays on Login, also on /register), or the one the answer names (Login after registering).
 */
export function shownTab(addressTab: AuthTab, actionData: AuthActionData | undefined, forgot: boolean): AuthTab {
  if (forgot) return "login";
  if (!actionData) return addressTab;
  return actionData.tab ?? (actionData.intent === "register" ? "register" : "login");
}

/**
 * /auth and /register: the card with the Login and Register tabs (docs/product.md#pages-and-empty-states). The tabs
 * are links to the two addresses, so the server renders the chosen form and both work without scripts. After a
 * registration the action's answer shows the Login tab (with the address filled in) until the next navigation.
 */
export function AuthScreen({ initialTab, loaderData, actionData }: AuthScreenProps) {
  const tab = shownTab(initialTab, actionData, loaderData.forgot);
  const pendingIntent = usePendingIntent();
  const busy = pendingIntent !== null;
  const [searchParams] = useSearchParams();
  const kept = new URLSearchParams(searchParams);
  kept.delete("forgot");
  const query = kept.size > 0 ? `?${kept}` : "";

  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);

  return (
    <AuthShell title={m.account_auth_title()} description={m.account_auth_description()}>
      {loaderData.verified && (
        <Notice tone="success" className="mb-5">
          <p>{m.account_auth_verified()}</p>
        </Notice>
      )}
      {loaderData.verifyFailed && actionData?.intent !== "resend-verification" && (
        <NewVerificationLink redirectTo={loaderData.redirectTo} busy={busy} pending={pendingIntent === "resend-verification"} />
      )}
      <LinkTabs
        label={m.account_auth_tabs_label()}
        fill
        className="mb-6"
        tabs={(["login", "register"] as const).map((t) => ({
          label: t === "login" ? m.account_auth_tab_login() : m.account_auth_tab_register(),
          to: `${t === "login" ? "/auth" : "/register"}${query}`,
          active: tab === t,
        }))}
      />
      {tab === "login" ? (
        loaderData.forgot ? (
          <ForgotPasswordForm actionData={forIntent(actionData, "forgot-password")} busy={busy} pendingIntent={pendingIntent} />
        ) : (
          <>
            {actionData?.intent === "register" && actionData.ok && (
              <Notice tone="success" className="mb-5">
                <p>
                  {m.account_auth_link_sent({ email: actionData.email ?? "" })}{" "}
                  {loaderData.redirectTo ? m.account_auth_link_sent_return() : m.account_auth_link_sent_login()}
                </p>
              </Notice>
            )}
            <LoginForm
              actionData={forIntent(actionData, "login")}
              defaultEmail={actionData?.email}
              redirectTo={loaderData.redirectTo}
              busy={busy}
              pending={pendingIntent === "login"}
            />
            <ResendVerification
              actionData={actionData}
              redirectTo={loaderData.redirectTo}
              busy={busy}
              pending={pendingIntent === "resend-verification"}
            />
          </>
        )
      ) : (
        <RegisterForm
          actionData={forIntent(actionData, "register")}
          redirectTo={loaderData.redirectTo}
          busy={busy}
          pending={pendingIntent === "register"}
        />
      )}
    </AuthShell>
  );
}

function LoginForm({
  actionData,
  defaultEmail,
  redirectTo,
  busy,
  pending,
}: {
  actionData?: AuthActionData;
  defaultEmail?: string;
  redirectTo: string;
  busy: boolean;
  pending: boolean;
}) {
  const [form, fields] = useSchemaForm(loginSchema, {
    id: "login",
    lastResult: actionData?.result,
    defaultValue: { email: defaultEmail },
  });
  const [searchParams] = useSearchParams();
  const forgot = new URLSearchParams(searchParams);
  forgot.set("forgot", "1");
  return (
    <Form method="post" aria-label={m.account_auth_login_form()} {...getFormProps(form)}>
      <fieldset disabled={busy} className="space-y-4">
        <input type="hidden" name="intent" value="login" />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <FormField
          meta={fields.email}
          type="email"
          label={m.account_auth_email()}
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormField
          meta={fields.password}
          type="password"
          label={m.account_auth_password()}
          autoComplete="current-password"
          required
        />
        <div className="flex justify-end">
          <Link to={`?${forgot}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {m.account_auth_forgot()}
          </Link>
        </div>
        <SubmitButton
          pending={pending}
          label={m.account_auth_login_button()}
          pendingLabel={m.account_auth_logging_in()}
          className="w-full"
        />
      </fieldset>
    </Form>
  );
}

/** A verification link that failed: says so, and sends a new one to the address typed (it keeps the return path). */
function NewVerificationLink({ redirectTo, busy, pending }: { redirectTo: string; busy: boolean; pending: boolean }) {
  return (
    <Notice tone="error" className="mb-5">
      <p>{m.account_auth_link_invalid()}</p>
      <Form method="post" aria-label={m.account_auth_new_link_form()} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="resend-verification" />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <div className="space-y-1.5">
          <Label htmlFor="new-link-email">{m.account_auth_new_link_email()}</Label>
          <Input id="new-link-email" name="email" type="email" required autoComplete="email" inputMode="email" />
        </div>
        <SubmitButton
          pending={pending}
          disabled={busy}
          label={m.account_auth_send_new_link()}
          pendingLabel={m.account_auth_sending()}
          variant="secondary"
          size="sm"
        />
      </Form>
    </Notice>
  );
}

/** After a sign-in refused for an unverified address: the notice and the button that sends the link again. */
function ResendVerification({
  actionData,
  redirectTo,
  busy,
  pending,
}: {
  actionData?: AuthActionData;
  /** The page the person came from (a job's Apply): the new link returns there too. */
  redirectTo: string;
  busy: boolean;
  pending: boolean;
}) {
  const email = actionData?.unverifiedEmail;
  if (!email) return null;
  return (
    <Notice tone="info" className="mt-5">
      <p>
        {actionData.intent === "resend-verification"
          ? m.account_auth_new_link_sent({ email })
          : m.account_auth_email_not_verified()}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="resend-verification" />
        <input type="hidden" name="email" value={email} />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <SubmitButton
          pending={pending}
          disabled={busy}
          label={m.account_auth_resend()}
          pendingLabel={m.account_auth_sending()}
          variant="secondary"
          size="sm"
        />
      </Form>
    </Notice>
  );
}

function ForgotPasswordForm({
  actionData,
  busy,
  pendingIntent,
}: {
  actionData?: AuthActionData;
  busy: boolean;
  pendingIntent: string | null;
}) {
  const [form, fields] = useSchemaForm(emailSchema, { id: "forgot", lastResult: actionData?.result });
  const [searchParams] = useSearchParams();
  const back = new URLSearchParams(searchParams);
  back.delete("forgot");
  const backLink = (
    <Link to={`?${back}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
      {m.account_auth_back_to_login()}
    </Link>
  );
  if (actionData?.resetRequested) {
    return (
      <div className="space-y-4">
        <Notice tone="success">
          <p>{m.account_auth_reset_requested()}</p>
        </Notice>
        {backLink}
      </div>
    );
  }
  return (
    <Form method="post" aria-label={m.account_auth_reset_form()} {...getFormProps(form)}>
      <fieldset disabled={busy} className="space-y-4">
        <p className="text-sm text-slate-600">{m.account_auth_reset_intro()}</p>
        <input type="hidden" name="intent" value="forgot-password" />
        <FormField
          meta={fields.email}
          type="email"
          label={m.account_auth_email()}
          autoComplete="email"
          inputMode="email"
          required
        />
        <SubmitButton
          pending={pendingIntent === "forgot-password"}
          label={m.account_auth_send_reset_link()}
          pendingLabel={m.account_auth_sending()}
          className="w-full"
        />
        <div className="text-center">{backLink}</div>
      </fieldset>
    </Form>
  );
}

function RegisterForm({
  actionData,
  redirectTo,
  busy,
  pending,
}: {
  actionData?: AuthActionData;
  redirectTo: string;
  busy: boolean;
  pending: boolean;
}) {
  const [form, fields] = useSchemaForm(registerSchema, { id: "register", lastResult: actionData?.result });
  return (
    <Form method="post" aria-label={m.account_auth_register_form()} {...getFormProps(form)}>
      <fieldset disabled={busy} className="space-y-4">
        <input type="hidden" name="intent" value="register" />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <ProfileFields fields={fields} />
        <FormField
          meta={fields.email}
          type="email"
          label={m.account_auth_email()}
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormField
          meta={fields.password}
          type="password"
          label={m.account_auth_password()}
          autoComplete="new-password"
          required
        />
        <SubmitButton
          pending={pending}
          label={m.account_auth_create_account()}
          pendingLabel={m.account_auth_creating_account()}
          className="w-full"
        />
      </fieldset>
    </Form>
  );
}
