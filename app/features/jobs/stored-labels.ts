import { useRootData, type RootData, type StoredLabels } from "#app/lib/root-data.ts";

/**
 * The labels of a job's stored English values (type, experience level, category) as the page's language shows them,
 * for components. The root loader sends the ones that differ from the values (labels.ts, storedValueLabels: the
 * German ones on a German page, none on an English page), so that the browser's bundle carries no label tables and
 * their messages (decision 209). An unknown value is shown as stored.
 */
export interface Labels {
  jobType(value: string): string;
  experience(value: string): string;
  /** A category by its slug; `name` (the stored name) for a slug without a label. */
  category(slug: string, name?: string): string;
}

export function labelsOf(stored: StoredLabels | null | undefined): Labels {
  return {
    jobType: (value) => stored?.jobTypes[value] ?? value,
    experience: (value) => stored?.levels[value] ?? value,
    category: (slug, name = slug) => stored?.categories[slug] ?? name,
  };
}

export function useLabels(): Labels {
  return labelsOf(useRootData()?.storedLabels);
}

/** The labels in a route's `meta`, from the root route's data among its matches. */
export function metaLabels(matches: readonly unknown[]): Labels {
  const root = matches.find((match) => (match as { id?: string } | undefined)?.id === "root") as
    { loaderData?: Pick<RootData, "storedLabels"> } | undefined;
  return labelsOf(root?.loaderData?.storedLabels);
}
