import { getFormProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { NavLink } from "#app/components/ui/link.tsx";
import type { z } from "#app/lib/zod.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import type { AdminActionData } from "./actions.server.ts";
import { pageHref } from "./paging.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

export function AdminHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="mb-5">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro && <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p>}
    </div>
  );
}

/** A GET search form over a list (works without JavaScript). */
export function SearchForm({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Form method="get" role="search" className="mb-5 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-56 space-y-1.5">
        <Label htmlFor="admin-search">{label}</Label>
        <Input id="admin-search" name="q" type="search" defaultValue={value} maxLength={100} />
      </div>
      {children}
      <Button type="submit">{m.admin_search()}</Button>
    </Form>
  );
}

export function Pill({ tone, children }: { tone: "green" | "amber" | "red" | "slate" | "brand"; children: ReactNode }) {
  const tones = {
    green: "bg-green-100 text-green-800",
    amber: "bg-amber-100 text-amber-900",
    red: "bg-red-100 text-red-800",
    slate: "bg-slate-200 text-slate-700",
    brand: "bg-brand-50 text-brand-800",
  };
  return <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone])}>{children}</span>;
}

/** "Page 2 of 5" with previous and next links. */
export function ListPager({ page, totalPages }: { page: number; totalPages: number }) {
  const location = useLocation();
  if (totalPages <= 1) return null;
  const href = (n: number) => pageHref(location, n);
  const link =
    "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-100";
  return (
    <nav aria-label={m.admin_pagination()} className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <NavLink to={href(page - 1)} className={link} end>
          {m.admin_previous()}
        </NavLink>
      )}
      <span className="text-sm text-slate-600">
        {m.admin_page_of({ page: formatNumber(page), total: formatNumber(totalPages) })}
      </span>
      {page < totalPages && (
        <NavLink to={href(page + 1)} className={link} end>
          {m.admin_next()}
        </NavLink>
      )}
    </nav>
  );
}

/** Whether this form (intent + target) is being submitted right now. */
function useSubmitting(intent: string, targetId: string, field: string) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get(field) === targetId
  );
}

/** A one-button form (approve, verify, unsuspend …). */
export function ActionButton({
  intent,
  field,
  targetId,
  label,
  variant = "primary",
  description,
  hidden = {},
}: {
  intent: string;
  field: "jobId" | "companyId";
  targetId: string;
  label: string;
  variant?: "primary" | "outline" | "secondary";
  /** The thing acted on, for screen readers: "Approve: Nurse (Pflegefachkraft)". */
  description: string;
  /** More fields the action needs (approve: the version of the job that was read). */
  hidden?: Record<string, string>;
}) {
  const submitting = useSubmitting(intent, targetId, field);
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={targetId} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} disabled={submitting} aria-label={`${label}: ${description}`}>
        {submitting ? m.admin_working() : label}
      </Button>
    </Form>
  );
}

/**
 * A form with a required reason (reject, unpublish, suspend): the message appears under the field, from the
 * server without JavaScript and from the same schema in the browser with it.
 */
export function ReasonForm<Schema extends z.ZodObject>({
  schema,
  intent,
  field,
  targetId,
  label,
  button,
  actionData,
  hint,
}: {
  schema: Schema;
  intent: string;
  field: "jobId" | "companyId";
  targetId: string;
  label: string;
  button: string;
  actionData: AdminActionData | undefined;
  hint?: string;
}) {
  const mine = actionData?.intent === intent && actionData.targetId === targetId;
  const [form, fields] = useSchemaForm(schema, {
    id: `${intent}-${targetId}`,
    lastResult: mine ? actionData.result : undefined,
    validateOnBlur: false,
  });
  const reason = fields.reason as Parameters<typeof getTextareaProps>[0];
  const submitting = useSubmitting(intent, targetId, field);
  const error = reason.errors?.[0];
  const hintId = `${reason.id}-hint`;
  const errorId = `${reason.id}-error`;
  return (
    <Form method="post" replace preventScrollReset className="space-y-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={targetId} />
      <Label htmlFor={reason.id}>{label}</Label>
      <textarea
        {...getTextareaProps(reason, { ariaAttributes: false })}
        rows={3}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600"
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={submitting}>
        {submitting ? m.admin_working() : button}
      </Button>
    </Form>
  );
}
