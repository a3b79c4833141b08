import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500",
        "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
        "disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
  return <label className={cn("text-sm font-medium text-slate-800", className)} {...props} />;
}

/** A labelled input with its error message underneath, linked for screen readers (docs/product.md#validation-messages). */
export function Field({
  id,
  label,
  error,
  required,
  className,
  ...input
}: React.ComponentProps<"input"> & { id: string; label: string; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
