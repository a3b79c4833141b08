import { getFormProps } from "@conform-to/react";
import { BellRing } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import type { JobFilters } from "#app/features/jobs/public.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { ALERT_FREQUENCIES } from "#vocabulary/statuses.ts";
import { alertQuery } from "./criteria.ts";
import { FREQUENCY_LABELS, signedInAlertSchema, signedOutAlertSchema, type CreateAlertData } from "./schema.ts";

/**
 * "Get job alerts for this search" on /jobs: a disclosure (native <details>, so it opens without script) with
 * Daily/Weekly and, signed out, the e-mail address. It posts the search's criteria in its action's query string;
 * with script through a fetcher (a toast confirms), without it the browser posts and comes back with the toast.
 */
export function JobAlertForm({ filters, open = false }: { filters: JobFilters; open?: boolean }) {
  const signedIn = Boolean(useRootData()?.user);
  const query = alertQuery(filters);
  // Remount per search, so that a new search starts with a fresh form.
  return <AlertForm key={`${query}:${signedIn}`} query={query} signedIn={signedIn} open={open} />;
}

function AlertForm({ query, signedIn, open }: { query: string; signedIn: boolean; open: boolean }) {
  const fetcher = useFetcher<CreateAlertData>();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const done = fetcher.state === "idle" ? fetcher.data?.done : undefined;
  // One schema type for both cases: signed in, the e-mail field is simply not rendered nor checked.
  const [form, fields] = useSchemaForm((signedIn ? signedInAlertSchema : signedOutAlertSchema) as typeof signedOutAlertSchema, {
    id: "job-alert-form",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { frequency: "daily" },
    validateOnBlur: false,
  });
  useEffect(() => {
    if (!done) return;
    showToast(done);
    if (detailsRef.current) detailsRef.current.open = false;
  }, [done]);
  const formError = form.errors?.[0];

  return (
    <details ref={detailsRef} open={open || undefined} className="card mt-6 p-0 open:pb-4" data-testid="job-alert">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
        <BellRing className="size-5" aria-hidden="true" />
        Get job alerts for this search
      </summary>
      <fetcher.Form
        method="post"
        action={`/alerts/new${query ? `?${query}` : ""}`}
        {...getFormProps(form)}
        className="space-y-4 px-4"
        aria-describedby={formError ? "job-alert-form-error" : undefined}
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">How often?</legend>
          <div className="mt-2 flex gap-3">
            {ALERT_FREQUENCIES.map((value) => (
              <label
                key={value}
                className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={fields.frequency.name}
                  value={value}
                  defaultChecked={fields.frequency.initialValue === value}
                  className="size-4 accent-brand-700"
                />
                {FREQUENCY_LABELS[value]}
              </label>
            ))}
          </div>
          {fields.frequency.errors?.[0] && <p className="mt-1 text-sm text-red-700">{fields.frequency.errors[0]}</p>}
        </fieldset>
        {!signedIn && (
          <FormField
            meta={fields.email}
            type="email"
            label="Email address"
            placeholder="you@example.com"
            autoComplete="email"
            required
          />
        )}
        {!signedIn && (
          <p className="text-sm text-slate-600">
            We&apos;ll send you a link to confirm. Every e-mail has a one-click unsubscribe.
          </p>
        )}
        {formError && (
          <p id="job-alert-form-error" role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" disabled={fetcher.state !== "idle"} className="w-full sm:w-auto">
          {fetcher.state !== "idle" ? "Saving..." : "Create alert"}
        </Button>
      </fetcher.Form>
    </details>
  );
}
