import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { BadgeCheck, Clock } from "lucide-react";
import { Form } from "react-router";
import { FormField } from "#app/components/ui/form-field.tsx";
import { SubmitButton, usePendingIntent } from "#app/features/auth/public.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { POSTAL_CODE_MAX, VERIFICATION_INTENT, verificationRequestSchema } from "./request-schema.ts";
import type { VerificationActionData } from "./action-data.ts";
import type { VerificationState } from "./state.ts";

/**
 * The company page's verification section: the badge when verified, the waiting request, or (for owners and
 * admins) the request form, with the reason of a declined request above it. A plain multipart form to the
 * company profile's own action, so it works without JavaScript.
 */
export function VerificationSection({
  state,
  canRequest,
  actionData,
}: {
  state: VerificationState;
  canRequest: boolean;
  actionData: VerificationActionData | undefined;
}) {
  return (
    <section aria-labelledby="verification-title" className="card max-w-3xl space-y-4 p-5 sm:p-6">
      <h2 id="verification-title" className="text-lg font-semibold text-slate-900">
        {m.verification_section_title()}
      </h2>
      {state.kind === "verified" ? (
        <div className="flex items-start gap-3 rounded-lg bg-green-50 p-3 text-green-900">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{m.verification_verified_title()}</p>
            <p className="mt-1 text-sm">{m.verification_verified_text()}</p>
          </div>
        </div>
      ) : state.kind === "pending" ? (
        <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-3 text-amber-950">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{m.verification_pending_title()}</p>
            <p className="mt-1 text-sm">{m.verification_pending_text({ date: formatDate(state.requestedAt) })}</p>
          </div>
        </div>
      ) : (
        <>
          {state.declined && (
            <div className="rounded-lg bg-red-50 p-3 text-red-900">
              <p className="font-semibold">{m.verification_declined_title()}</p>
              <p className="mt-1 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
                {m.verification_declined_reason({ reason: state.declined.reason })}
              </p>
              {canRequest && <p className="mt-1 text-sm">{m.verification_declined_again()}</p>}
            </div>
          )}
          <p className="text-sm text-slate-600">{m.verification_intro()}</p>
          {canRequest ? (
            <RequestForm actionData={actionData} />
          ) : (
            <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">{m.verification_managers_only()}</p>
          )}
        </>
      )}
    </section>
  );
}

function RequestForm({ actionData }: { actionData: VerificationActionData | undefined }) {
  const pendingIntent = usePendingIntent();
  const [form, fields] = useSchemaForm(verificationRequestSchema, { id: "verification", lastResult: actionData?.verification });
  const legend = "text-sm font-semibold text-slate-900";
  return (
    <Form method="post" encType="multipart/form-data" aria-label={m.verification_form_label()} {...getFormProps(form)}>
      <fieldset disabled={pendingIntent !== null} className="space-y-5">
        <input type="hidden" name="intent" value={VERIFICATION_INTENT} />
        <HintedField meta={fields.registerNumber} label={m.verification_register_label()} hint={m.verification_register_hint()} />
        <fieldset className="space-y-4">
          <legend className={legend}>{m.verification_address_legend()}</legend>
          <FormField
            meta={fields.street}
            label={m.verification_street_label()}
            autoComplete="street-address"
            maxLength={200}
            required
          />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <FormField
              meta={fields.postalCode}
              label={m.verification_postal_code_label()}
              autoComplete="postal-code"
              maxLength={POSTAL_CODE_MAX}
              required
            />
            <FormField
              meta={fields.city}
              label={m.verification_city_label()}
              autoComplete="address-level2"
              maxLength={100}
              required
            />
          </div>
        </fieldset>
        <FormField
          meta={fields.website}
          label={m.verification_website_label()}
          placeholder={m.verification_website_placeholder()}
          inputMode="url"
          autoComplete="url"
          required
        />
        <fieldset className="space-y-4">
          <legend className={legend}>{m.verification_contact_legend()}</legend>
          <FormField meta={fields.contactName} label={m.verification_contact_name_label()} autoComplete="name" required />
          <HintedField
            meta={fields.contactPhoneOrEmail}
            label={m.verification_contact_reach_label()}
            hint={m.verification_contact_reach_hint()}
          />
        </fieldset>
        <SubmitButton
          pending={pendingIntent === VERIFICATION_INTENT}
          label={m.verification_submit()}
          pendingLabel={m.verification_submit_pending()}
          className="w-full sm:w-auto"
        />
      </fieldset>
    </Form>
  );
}

/** A required field with a hint under it (the message, when there is one, is read before the hint). */
function HintedField({ meta, label, hint }: { meta: FieldMetadata<string | undefined>; label: string; hint: string }) {
  const hintId = `${meta.id}-hint`;
  const describedBy = meta.errors?.[0] ? `${meta.id}-error ${hintId}` : hintId;
  return (
    <div className="space-y-1.5">
      <FormField meta={meta} label={label} maxLength={200} required aria-describedby={describedBy} />
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}
