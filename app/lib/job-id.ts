/** Job ids are short codes or numbers ("27", "hr2", "gen-100"): anything else is not a job id. */
const JOB_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isJobId(value: unknown): value is string {
  return typeof value === "string" && JOB_ID.test(value);
}

/** A job id as sent by a form, or null when it cannot be one. */
export function jobIdFrom(value: unknown): string | null {
  return isJobId(value) ? value : null;
}
