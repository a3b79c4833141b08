import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Download } from "lucide-react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/input.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { ProfileFields, profileSchema, SubmitButton, usePendingIntent } from "#app/features/auth/public.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import type { AccountActionData, AccountDetails } from "#app/features/account/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { LOCALE_NAMES, LOCALES } from "#app/lib/i18n/locale.ts";

/** /account: the user's details, with name and phone editable (same rules as registration). */
export function AccountPage({ account, actionData }: { account: AccountDetails; actionData?: AccountActionData }) {
  const [form, fields] = useSchemaForm(profileSchema, {
    id: "account",
    lastResult: actionData?.result,
    defaultValue: { fullName: account.fullName, phoneNumber: account.phoneNumber },
  });
  const pending = usePendingIntent() === "update-profile";
  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);

  return (
    <div className="container-page grid gap-6 py-8 sm:py-10 lg:grid-cols-[1fr_18rem]">
      <section aria-labelledby="profile-heading" className="card p-5 sm:p-8">
        <h2 id="profile-heading" className="text-xl font-semibold">
          {m.account_profile_heading()}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.account_profile_intro()}</p>
        <Form method="post" aria-label={m.account_profile_form()} className="mt-6" {...getFormProps(form)}>
          <fieldset disabled={pending} className="space-y-4">
            <input type="hidden" name="intent" value="update-profile" />
            <ProfileFields fields={fields} />
            <dl className="space-y-1.5">
              <dt className="text-sm font-medium text-slate-800">{m.account_profile_email()}</dt>
              <dd className="text-base break-all text-slate-900">{account.email}</dd>
              <dd className="text-sm text-slate-600">{m.account_profile_email_fixed()}</dd>
            </dl>
            <SubmitButton pending={pending} label={m.account_save_changes()} pendingLabel={m.account_saving()} />
          </fieldset>
        </Form>
      </section>
      <aside aria-label={m.account_activity()} className="card h-fit space-y-3 p-5">
        <h2 className="text-lg font-semibold">{m.account_activity()}</h2>
        <ul className="space-y-2 text-sm">
          <li>
            <Link to="/profile" className="font-medium text-brand-700 hover:underline">
              {m.account_link_profile()}
            </Link>
          </li>
          <li>
            <Link to="/applications" className="font-medium text-brand-700 hover:underline">
              {m.account_link_applications()}
            </Link>
          </li>
          <li>
            <Link to="/saved" className="font-medium text-brand-700 hover:underline">
              {m.account_link_saved()}
            </Link>
          </li>
          <li>
            <Link to="/alerts" className="font-medium text-brand-700 hover:underline">
              {m.account_link_alerts()}
            </Link>
          </li>
          <li>
            <Link to="/account/tracker" className="font-medium text-brand-700 hover:underline">
              {m.account_link_tracker()}
            </Link>
          </li>
        </ul>
      </aside>
      <LanguageSection language={account.language} error={actionData?.languageError} />
      <PrivacySection deleteError={actionData?.deleteError} />
    </div>
  );
}

/**
 * "Language for e-mails" (decision 206): a plain form with two radio buttons; the action saves user.language and
 * answers with a redirect and a toast, with or without scripts.
 */
function LanguageSection({ language, error }: { language: AccountDetails["language"]; error?: string }) {
  const pending = usePendingIntent() === "update-language";
  return (
    <section aria-labelledby="language-heading" className="card p-5 sm:p-8 lg:col-start-1">
      <h2 id="language-heading" className="text-xl font-semibold">
        {m.account_language_heading()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.account_language_intro()}</p>
      <Form method="post" aria-label={m.account_language_form()} className="mt-4">
        <fieldset disabled={pending} className="space-y-4">
          <input type="hidden" name="intent" value="update-language" />
          <fieldset>
            <legend className="sr-only">{m.account_language_heading()}</legend>
            <div className="flex flex-wrap gap-3">
              {LOCALES.map((value) => (
                <label
                  key={value}
                  lang={value}
                  className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="language"
                    value={value}
                    defaultChecked={language === value}
                    className="size-4 accent-brand-700"
                  />
                  {LOCALE_NAMES[value]}
                </label>
              ))}
            </div>
            {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
          </fieldset>
          <SubmitButton pending={pending} label={m.account_language_save()} pendingLabel={m.account_saving()} variant="outline" />
        </fieldset>
      </Form>
    </section>
  );
}

/** Download my data, and Delete my account confirmed with the password (docs/product.md#candidate-profile-and-privacy). */
function PrivacySection({ deleteError }: { deleteError?: string }) {
  const pending = usePendingIntent() === "delete-account";
  return (
    <section aria-labelledby="privacy-heading" className="card space-y-6 p-5 sm:p-8 lg:col-start-1">
      <div>
        <h2 id="privacy-heading" className="text-xl font-semibold">
          {m.account_data_heading()}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {m.account_data_privacy_before()}{" "}
          <Link to="/privacy" className="font-medium text-brand-700 hover:underline">
            {m.account_data_privacy_link()}
          </Link>
          {m.account_data_privacy_after()}
        </p>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">{m.account_download_heading()}</h3>
        <p className="text-sm text-slate-700">{m.account_download_text()}</p>
        <a href="/account/data" className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" />
          {m.account_download_button()}
        </a>
      </div>
      <div className="space-y-3 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-red-800">{m.account_delete_heading()}</h3>
        <p className="text-sm text-slate-700">{m.account_delete_text()}</p>
        <Form method="post" aria-label={m.account_delete_form()} className="space-y-3">
          <fieldset disabled={pending} className="space-y-3">
            <input type="hidden" name="intent" value="delete-account" />
            <Field
              id="delete-password"
              name="password"
              type="password"
              label={m.account_delete_password()}
              autoComplete="current-password"
              required
              error={deleteError}
              className="max-w-sm"
            />
            <SubmitButton
              pending={pending}
              label={m.account_delete_button()}
              pendingLabel={m.account_deleting()}
              className="bg-red-700 hover:bg-red-800"
            />
          </fieldset>
        </Form>
      </div>
    </section>
  );
}
