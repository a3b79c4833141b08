import { useEffect, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "./schemas.ts";

/** Any of the form schemas in schemas.ts (an object of string fields). */
interface ObjectSchema {
  shape: Record<string, unknown>;
  safeParse(value: unknown): { success: true } | { success: false; error: z.ZodError };
}

function errorsOf(schema: ObjectSchema, form: HTMLFormElement): FieldErrors {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = data.get(key);
    values[key] = typeof value === "string" ? value : "";
  }
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

function fieldName(target: EventTarget): string | undefined {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.name : undefined;
}

/**
 * Client-side validation with the server's zod schema (docs/product.md#validation-messages): every field on submit, a field when
 * it loses focus, and a shown message is updated while the user corrects the field. The server's messages
 * (a submission without JavaScript, or a bypassed check) are shown until the next client check.
 */
export function useFormValidation(schema: ObjectSchema, serverErrors?: FieldErrors) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);

  const checkField = (form: HTMLFormElement, name: string | undefined) => {
    if (!name || !(name in schema.shape)) return;
    const message = errorsOf(schema, form)[name];
    setErrors((prev) => (prev[name] === message ? prev : { ...prev, [name]: message }));
  };

  const formProps = {
    noValidate: true,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const next = errorsOf(schema, form);
      setErrors(next);
      const first = Object.keys(schema.shape).find((key) => next[key]);
      if (first) {
        event.preventDefault();
        const input = form.elements.namedItem(first);
        if (input instanceof HTMLElement) input.focus();
      }
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      checkField(event.currentTarget, fieldName(event.target));
    },
    onChange(event: ChangeEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (name && errors[name]) checkField(event.currentTarget, name);
    },
  };
  return { errors, formProps };
}
