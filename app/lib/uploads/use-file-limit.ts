import { useEffect, useRef, useState, type RefObject } from "react";
import { fileTooLarge, type FileLimit } from "./limits.ts";

/**
 * A file field's size check in the browser: a file over the limit gets the field's message as soon as it is
 * chosen, and the form will not send it (the field is marked invalid), so nobody waits minutes on a slow link to
 * hear it. The server checks again; `serverError` is its message for the last submission.
 */
export function useFileLimit(limit: FileLimit, serverError?: string) {
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  /** Checks the field's file; true when it may be sent. */
  const check = (input: HTMLInputElement) => {
    const message = fileTooLarge(input.files?.[0], limit);
    input.setCustomValidity(message ?? "");
    setTooLarge(message);
    return message === null;
  };
  return { error: tooLarge ?? serverError, check };
}

/**
 * A file chosen before the page's scripts ran (a new visitor on a slow link picks it while they load) is handled
 * once they have, as if it were chosen then: pass the field's change handler and put the ref on the field.
 */
export function useChosenBeforeScripts(handle: (input: HTMLInputElement) => void): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current?.files?.length) handle(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the scripts take over the page
  }, []);
  return ref;
}
