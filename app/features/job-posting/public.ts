// What routes and other features may use of the job-posting feature in the browser (components and pure rules).
export { StatusBadge } from "./status-badge.tsx";
export {
  CITY_MAX,
  dayOfDeadline,
  deadlineFromDay,
  DESCRIPTION_MAX,
  isCalendarDay,
  jobContent,
  jobFormMessages,
  jobFormSchema,
  LANGUAGE_LEVELS,
  NEW_JOB_DEFAULTS,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
  salaryFields,
  TITLE_MAX,
  type JobFormDefaults,
} from "./job-form.ts";
export { matchesFilter, STATUS_FILTERS, type StatusFilter } from "./status-filter.ts";
export type { CompanyJobRow } from "./types.ts";
