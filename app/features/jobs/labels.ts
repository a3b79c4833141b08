import { m } from "#app/lib/i18n/i18n.ts";
import type { StoredLabels } from "#app/lib/root-data.ts";
import { categoryBySlug } from "./categories.ts";
import type { Labels } from "./stored-labels.ts";

/**
 * The stored English values of a job's type, experience level and category, as the page's language shows them.
 * The database, the URLs and the facet counts keep the English values; only what is read changes. An unknown
 * value (a category no longer in the list) is shown as stored. For the server (loaders, mails): the browser gets
 * the labels from the root loader instead (stored-labels.ts), so that it does not download these tables.
 */
const JOB_TYPE_LABELS: Record<string, () => string> = {
  "Full-time": m.jobs_type_full_time,
  "Part-time": m.jobs_type_part_time,
  Contract: m.jobs_type_contract,
  Internship: m.jobs_type_internship,
  Remote: m.jobs_type_remote,
  Seasonal: m.jobs_type_seasonal,
};

const LEVEL_LABELS: Record<string, () => string> = {
  "Entry Level": m.jobs_level_entry,
  "Mid Level": m.jobs_level_mid,
  "Senior Level": m.jobs_level_senior,
  Manager: m.jobs_level_manager,
  Executive: m.jobs_level_executive,
};

const CATEGORY_LABELS: Record<string, () => string> = {
  healthcare: m.jobs_category_healthcare,
  it: m.jobs_category_it,
  engineering: m.jobs_category_engineering,
  warehouse: m.jobs_category_warehouse,
  transportation: m.jobs_category_transportation,
  hospitality: m.jobs_category_hospitality,
  retail: m.jobs_category_retail,
  cleaning: m.jobs_category_cleaning,
  manufacturing: m.jobs_category_manufacturing,
  construction: m.jobs_category_construction,
  security: m.jobs_category_security,
  education: m.jobs_category_education,
  sales: m.jobs_category_sales,
  finance: m.jobs_category_finance,
  office: m.jobs_category_office,
};

export function jobTypeLabel(value: string): string {
  return JOB_TYPE_LABELS[value]?.() ?? value;
}

export function experienceLabel(value: string): string {
  return LEVEL_LABELS[value]?.() ?? value;
}

/** A category by its slug; `name` (the stored name) for a slug not in the list. */
export function categoryLabel(slug: string, name: string = slug): string {
  return CATEGORY_LABELS[slug]?.() ?? name;
}

/** The label functions above, as the shape components get from useLabels() (stored-labels.ts). */
export const messageLabels: Labels = { jobType: jobTypeLabel, experience: experienceLabel, category: categoryLabel };

/**
 * The labels that differ from their stored values in the request's language, for the root loader to give the browser
 * (stored-labels.ts): on a German page all of them, on an English page none (null), since each English label is
 * its value. So the browser's bundle carries no label tables, and an English page no labels at all (decision 209).
 */
export function storedValueLabels(): StoredLabels | null {
  const differing = (labels: Record<string, () => string>, stored: (key: string) => string) =>
    Object.fromEntries(
      Object.entries(labels)
        .map(([key, label]) => [key, label()] as const)
        .filter(([key, label]) => label !== stored(key)),
    );
  const labels: StoredLabels = {
    jobTypes: differing(JOB_TYPE_LABELS, (value) => value),
    levels: differing(LEVEL_LABELS, (value) => value),
    categories: differing(CATEGORY_LABELS, (slug) => categoryBySlug(slug)?.name ?? slug),
  };
  return Object.values(labels).some((l) => Object.keys(l).length > 0) ? labels : null;
}
