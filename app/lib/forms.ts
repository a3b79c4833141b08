import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "#app/lib/zod.ts";

/**
 * The one way this app validates a form (docs/decisions/011-forms-with-conform.md): a zod schema shared by
 * the server and the browser, read from the FormData by Conform. The action parses with `parseForm` and
 * answers `submission.reply()` (messages per field, entered values, never a password); the component passes
 * that reply to `useSchemaForm`, which shows the same messages under the fields, also before the page's
 * script has loaded, and checks the fields in the browser with the same schema once it has.
 */
export type FormResult = SubmissionResult<string[]>;

/** Parses a submitted form with the schema (an empty field counts as missing, as Conform does). */
export function parseForm<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  return parseWithZod(form, { schema });
}

/**
 * The form state for a schema: the server's last reply, then client-side checks with the same schema on
 * submit (focusing the first invalid field), for a field when it loses focus, and again on every keystroke
 * once a message is shown. `id` must be unique on the page: Conform finds the form by it, and the fields'
 * ids are `<id>-<name>`.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: FormResult | null;
    defaultValue?: Partial<z.input<Schema>>;
    /**
     * false: check on submit only. For a form whose submit button sits right below its only field on a phone:
     * a message appearing when the field loses focus (at the tap on the button) moves the button away from
     * the finger, and the tap submits nothing.
     */
    validateOnBlur?: boolean;
  },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    shouldValidate: options.validateOnBlur === false ? "onSubmit" : "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
}
