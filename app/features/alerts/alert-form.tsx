import { BellRing } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/input.tsx";
import type { JobFilters } from "#app/features/jobs/public.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";
import { alertQuery } from "./criteria.ts";
import {
  alertEmailField,
  ALERT_EMAIL_ID,
  ALERT_FORM_ID,
  ALERT_FREQUENCY_CHOICES,
  AlertFormEnd,
  FrequencyChoice,
  type AlertFormValues,
} from "./alert-fields.tsx";

// The checked form (Conform and the Zod schemas, about 30 KB compressed) comes when the disclosure is first used.
const loadCheckedForm = () => import("./alert-form.checked.tsx").then((module) => module.CheckedAlertForm);
type CheckedForm = Awaited<ReturnType<typeof loadCheckedForm>>;

/**
 * "Get job alerts for this search" on /jobs: a disclosure (native <details>, so it opens without script) with
 * Daily/Weekly and, signed out, the e-mail address. It posts the search's criteria in its action's query string.
 * The page first has the plain form, which the browser posts (and which comes back with a toast); once the
 * disclosure is pointed at, focused or opened, the checked form (alert-form.checked.tsx: messages at the fields, a
 * fetcher and a toast) takes its place with what was chosen and typed.
 */
export function JobAlertForm({ filters, open = false }: { filters: JobFilters; open?: boolean }) {
  const signedIn = Boolean(useRootData()?.user);
  const query = alertQuery(filters);
  // Remount per search, so that a new search starts with a fresh form.
  return <AlertDisclosure key={`${query}:${signedIn}`} query={query} signedIn={signedIn} open={open} />;
}

function AlertDisclosure({ query, signedIn, open }: { query: string; signedIn: boolean; open: boolean }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const plainRef = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState<{ Form: CheckedForm; initial: AlertFormValues } | null>(null);
  const check = () => {
    if (checked) return;
    loadCheckedForm().then(
      (Form) => {
        // What was typed is read and the checked form put in its place in one synchronous step: no key press falls
        // between the two.
        flushSync(() => setChecked((c) => c ?? { Form, initial: valuesOf(plainRef.current) }));
      },
      () => {}, // offline: the plain form still posts, and the next use tries again
    );
  };
  useEffect(() => {
    // Open already: by the page (/alerts/new), or by a tap before the scripts ran (that tap's events are gone).
    if (open || detailsRef.current?.open) check();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the script takes over
  }, []);
  const action = href(`/alerts/new${query ? `?${query}` : ""}`);
  const close = useCallback(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, []);

  return (
    <details
      ref={detailsRef}
      open={open || undefined}
      className="card mt-6 p-0 open:pb-4"
      data-testid="job-alert"
      onPointerEnter={check}
      onFocus={check}
      onToggle={(e) => e.currentTarget.open && check()}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
        <BellRing className="size-5" aria-hidden="true" />
        {m.account_alert_get_alerts()}
      </summary>
      {checked ? (
        <checked.Form action={action} signedIn={signedIn} initial={checked.initial} onSaved={close} />
      ) : (
        <form ref={plainRef} id={ALERT_FORM_ID} method="post" action={action} noValidate className="space-y-4 px-4">
          <FrequencyChoice name="frequency" initial="daily" />
          {!signedIn && <Field id={ALERT_EMAIL_ID} name="email" type="email" {...alertEmailField()} />}
          <AlertFormEnd signedIn={signedIn} />
          <Button type="submit" className="w-full sm:w-auto">
            {m.account_alert_create()}
          </Button>
        </form>
      )}
    </details>
  );
}

function valuesOf(form: HTMLFormElement | null): AlertFormValues {
  if (!form) return {};
  const data = new FormData(form);
  const frequency = ALERT_FREQUENCY_CHOICES.find((f) => f === data.get("frequency"));
  const email = data.get("email");
  const focused = form.contains(document.activeElement) ? (document.activeElement as HTMLInputElement).name : undefined;
  return {
    ...(frequency ? { frequency } : {}),
    ...(typeof email === "string" && email ? { email } : {}),
    ...(focused ? { focused } : {}),
  };
}
