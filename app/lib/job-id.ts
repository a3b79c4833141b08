import { isTextId } from "./ids.ts";

/** Job ids are short codes or numbers ("27", "hr2", "gen-100"): anything else is not a job id (lib/ids.ts). */
export function isJobId(value: unknown): value is string {
  return isTextId(value);
}

/** A job id as sent by a form, or null when it cannot be one. */
export function jobIdFrom(value: unknown): string | null {
  return isJobId(value) ? value : null;
}
