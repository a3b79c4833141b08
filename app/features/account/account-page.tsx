import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link } from "react-router";
import { showToast } from "#app/components/ui/toaster.tsx";
import { ProfileFields, profileSchema, SubmitButton, usePendingIntent } from "#app/features/auth/public.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import type { AccountActionData, AccountDetails } from "./account.server.ts";

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
            <Link to="/applications" className="font-medium text-brand-700 hover:underline">
              My Applications
            </Link>
          </li>
          <li>
            <Link to="/applications?tab=saved" className="font-medium text-brand-700 hover:underline">
              Saved Jobs
            </Link>
          </li>
        </ul>
      </aside>
    </div>
  );
}
