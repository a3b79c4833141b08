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
          Profile
        </h2>
        <p className="mt-1 text-sm text-slate-600">We use these details for your job applications.</p>
        <Form method="post" aria-label="Profile" className="mt-6" {...getFormProps(form)}>
          <fieldset disabled={pending} className="space-y-4">
            <input type="hidden" name="intent" value="update-profile" />
            <ProfileFields fields={fields} />
            <dl className="space-y-1.5">
              <dt className="text-sm font-medium text-slate-800">Email</dt>
              <dd className="text-base break-all text-slate-900">{account.email}</dd>
              <dd className="text-sm text-slate-600">Your sign-in address cannot be changed here.</dd>
            </dl>
            <SubmitButton pending={pending} label="Save changes" pendingLabel="Saving..." />
          </fieldset>
        </Form>
      </section>
      <aside aria-label="Your activity" className="card h-fit space-y-3 p-5">
        <h2 className="text-lg font-semibold">Your activity</h2>
        <ul className="space-y-2 text-sm">
          <li>
            <Link to="/profile" className="font-medium text-brand-700 hover:underline">
              Profile and CV
            </Link>
          </li>
          <li>
            <Link to="/applications" className="font-medium text-brand-700 hover:underline">
              My Applications
            </Link>
          </li>
          <li>
            <Link to="/saved" className="font-medium text-brand-700 hover:underline">
              Saved Jobs
            </Link>
          </li>
          <li>
            <Link to="/alerts" className="font-medium text-brand-700 hover:underline">
              Job alerts
            </Link>
          </li>
          <li>
            <Link to="/account/tracker" className="font-medium text-brand-700 hover:underline">
              Recognition and visa tracker
            </Link>
          </li>
        </ul>
      </aside>
      <PrivacySection deleteError={actionData?.deleteError} />
    </div>
  );
}

/** Download my data, and Delete my account confirmed with the password (docs/product.md#candidate-profile-and-privacy). */
function PrivacySection({ deleteError }: { deleteError?: string }) {
  const pending = usePendingIntent() === "delete-account";
  return (
    <section aria-labelledby="privacy-heading" className="card space-y-6 p-5 sm:p-8 lg:col-start-1">
      <div>
        <h2 id="privacy-heading" className="text-xl font-semibold">
          Your data
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          See what we keep and why in our{" "}
          <Link to="/privacy" className="font-medium text-brand-700 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">Download my data</h3>
        <p className="text-sm text-slate-700">
          One file (JSON) with your account, profile, applications with their status history, and saved jobs. Your CV is
          downloaded from your profile.
        </p>
        <a href="/account/data" className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" />
          Download my data
        </a>
      </div>
      <div className="space-y-3 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-red-800">Delete my account</h3>
        <p className="text-sm text-slate-700">
          This deletes your account, profile, CV files, saved jobs and sign-ins for good. Employers you applied to keep their copy
          of the application as &ldquo;Deleted candidate&rdquo; with its status history, without your name, contact details, cover
          note or CV.
        </p>
        <Form method="post" aria-label="Delete my account" className="space-y-3">
          <fieldset disabled={pending} className="space-y-3">
            <input type="hidden" name="intent" value="delete-account" />
            <Field
              id="delete-password"
              name="password"
              type="password"
              label="Your password, to confirm"
              autoComplete="current-password"
              required
              error={deleteError}
              className="max-w-sm"
            />
            <SubmitButton
              pending={pending}
              label="Delete my account"
              pendingLabel="Deleting..."
              className="bg-red-700 hover:bg-red-800"
            />
          </fieldset>
        </Form>
      </div>
    </section>
  );
}
