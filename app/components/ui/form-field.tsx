import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type * as React from "react";
import { Field } from "./input.tsx";

type FieldProps = Omit<React.ComponentProps<typeof Field>, "id" | "name" | "type" | "error" | "defaultValue" | "form">;

/**
 * A Field bound to a Conform field (app/lib/forms.ts): its id, name, entered value and first message come
 * from the form state; Field links the message to the input (aria-invalid, aria-describedby). A password is
 * never put back into the page.
 */
export function FormField({
  meta,
  type = "text",
  ...props
}: FieldProps & { meta: FieldMetadata<string | undefined>; type?: "text" | "email" | "password" | "tel" }) {
  const input = getInputProps(meta, { type, value: type !== "password", ariaAttributes: false });
  return <Field {...input} error={meta.errors?.[0]} {...props} />;
}
