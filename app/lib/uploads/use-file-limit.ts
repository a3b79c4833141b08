import { useState, type ChangeEvent } from "react";
import { fileTooLarge, type FileLimit } from "./limits.ts";

/**
 * A file field's size check in the browser: a file over the limit gets the field's message as soon as it is
 * chosen, and the form will not send it (the field is marked invalid), so nobody waits minutes on a slow link to
 * hear it. The server checks again; `serverError` is its message for the last submission.
 */
export function useFileLimit(limit: FileLimit, serverError?: string) {
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const message = fileTooLarge(e.currentTarget.files?.[0], limit);
    e.currentTarget.setCustomValidity(message ?? "");
    setTooLarge(message);
  };
  return { error: tooLarge ?? serverError, onChange };
}
