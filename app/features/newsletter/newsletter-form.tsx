import { getFormProps } from "@conform-to/react";
import { Mail } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/cn.ts";
import { useSchemaForm, type FormResult } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { NEWSLETTER_ANCHOR, newsletterSchema, subscribedToast, type NewsletterResult } from "./schema.ts";

/**
 * Newsletter sign-up. With script it posts through a fetcher (the page stays, a toast confirms); without,
 * the browser posts the form and the server redirects back here with the toast in a flash cookie.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const fetcher = useFetcher<NewsletterResult>();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // The endpoint answers scripts with JSON ({ ok } or { error }); its refusal (e.g. too many requests) goes
  // under the field like the browser's own check, which Conform then focuses for screen readers.
  const lastResult = useMemo<FormResult | undefined>(
    () => (result && "error" in result ? { status: "error", error: { email: [result.error] } } : undefined),
    [result],
  );
  const [form, fields] = useSchemaForm(newsletterSchema, {
    id: "newsletter-form",
    lastResult,
    validateOnBlur: false,
  });

  useEffect(() => {
    if (result && "ok" in result) {
      showToast(subscribedToast());
      formRef.current?.reset();
    }
  }, [result]);

  return (
    <section
      id={NEWSLETTER_ANCHOR}
      aria-labelledby="newsletter-title"
      className={cn("scroll-mt-24 overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100", className)}
    >
      <div className="grid gap-6 p-6 sm:p-8 lg:grid-cols-2 lg:items-center lg:gap-10 lg:p-10">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white sm:flex">
            <Mail className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="newsletter-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              {m.account_news_title()}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{m.account_news_text()}</p>
          </div>
        </div>
        <fetcher.Form
          ref={formRef}
          method="post"
          action="/api/newsletter"
          {...getFormProps(form)}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <FormField
            meta={fields.email}
            type="email"
            label={m.account_news_email()}
            placeholder={m.account_email_placeholder()}
            autoComplete="email"
            required
            className="flex-1"
          />
          <Button type="submit" size="md" disabled={busy} className="sm:mt-[1.625rem]">
            {busy ? m.account_news_subscribing() : m.account_news_subscribe()}
          </Button>
        </fetcher.Form>
      </div>
    </section>
  );
}
