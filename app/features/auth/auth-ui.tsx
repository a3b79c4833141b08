import type { FieldMetadata } from "@conform-to/react";
import { CircleAlert, CircleCheck, Info, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { cn } from "#app/lib/cn.ts";
import { site } from "#app/lib/site.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * The frame of the account pages outside the site wrapper (/auth, /register, /reset-password): the logo
 * linking home, the heading with the product name and tagline, a card, and the terms note.
 */
export function AuthShell({
  title,
  description,
  children,
  termsNote = true,
}: {
  title: string;
  description: string;
  children: ReactNode;
  termsNote?: boolean;
}) {
  return (
    <main className="flex flex-1 flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="container-page flex h-16 items-center">
        <Logo />
      </div>
      <div className="mx-auto w-full max-w-md flex-1 px-4 pt-4 pb-12 sm:pt-8">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{site.name}</h1>
          <p className="mt-2 text-base text-slate-600">{m.account_auth_tagline()}</p>
        </div>
        <section aria-labelledby="auth-card-title" className="card mt-8 p-5 sm:p-8">
          <h2 id="auth-card-title" className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
          <div className="mt-6">{children}</div>
        </section>
        {termsNote && (
          <p className="mt-6 text-center text-sm text-slate-600">
            {m.account_auth_terms_before()}{" "}
            <Link to="/terms" className="font-medium text-brand-700 underline underline-offset-2">
              {m.account_auth_terms_link()}
            </Link>{" "}
            {m.account_auth_terms_and()}{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
              {m.account_auth_privacy_link()}
            </Link>
            {m.account_auth_terms_after()}
          </p>
        )}
      </div>
    </main>
  );
}

const noticeStyles = {
  success: { box: "border-green-200 bg-green-50 text-green-900", Icon: CircleCheck },
  info: { box: "border-brand-200 bg-brand-50 text-brand-900", Icon: Info },
  error: { box: "border-red-200 bg-red-50 text-red-900", Icon: CircleAlert },
} as const;

/** A message box inside a form or card; announced by screen readers when it appears. */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: keyof typeof noticeStyles;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = noticeStyles[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={cn("flex gap-3 rounded-lg border p-3 text-sm", box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-2">{children}</div>
    </div>
  );
}

/** A submit button that shows a spinner and its busy label while its form is in flight. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  ...props
}: ButtonProps & { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" {...props}>
      {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}

/**
 * The intent of the form submission in flight on this page (while it is set, the form is disabled and its
 * button reads "Logging in..." or "Creating account..."), or null; it clears when the navigation ends, whatever
 * the outcome.
 */
export function usePendingIntent(): string | null {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formData) return null;
  const intent = navigation.formData.get("intent");
  return typeof intent === "string" ? intent : "";
}

/** The profile's two fields, as registration and My Account both ask for them (same labels, rules and hints). */
export function ProfileFields({
  fields,
}: {
  fields: { fullName: FieldMetadata<string | undefined>; phoneNumber: FieldMetadata<string | undefined> };
}) {
  return (
    <>
      <FormField meta={fields.fullName} label={m.account_auth_full_name()} autoComplete="name" required />
      <FormField
        meta={fields.phoneNumber}
        type="tel"
        label={m.account_auth_phone()}
        autoComplete="tel"
        inputMode="tel"
        required
      />
    </>
  );
}
