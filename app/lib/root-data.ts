import { useRouteLoaderData } from "react-router";

/**
 * What the root loader (app/root.tsx) gives every page, for the components below it. Declared here rather
 * than derived from the loader so that features and components read it without importing the root route.
 */
export interface RootData {
  user: { id: string; name: string; email: string; kind: "job_seeker" | "employer"; isAdmin: boolean } | null;
  publicUrl: string;
  /**
   * Data-saver mode (the visitor's switch, or the browser's Save-Data: on): pages are served without scripts
   * and without images (docs/product.md#data-saver).
   */
  saveData: boolean;
  /**
   * The signed-in account's conversations with an unread message (the header's count; 0 signed out, where it is
   * never queried).
   */
  unreadConversations: number;
  /** The saved jobs the header counts and the Save buttons show: the account's, or this device's. */
  savedJobIds: string[];
  /**
   * Interviews the signed-in user should look at (waiting for their answer, or booked ahead): the header shows it beside
   * the account's page. Kept apart from the conversations' unread count so that the two can be added or shown apart.
   */
  interviewCount: number;
  /** Whether to offer this English page in German (a German browser on an employer page; decision 207). */
  offerGerman: boolean;
  /** The footer's contact details from the configuration: the phone only when CONTACT_PHONE is set. */
  contact: { phone: string | null; address: string };
  /**
   * The labels of stored values (job types, experience levels, categories by slug) that differ from the values in
   * the page's language: German ones on a German page, null on an English page, where each label is its value
   * (app/features/jobs/stored-labels.ts reads them; the browser then needs no label tables, decision 209).
   */
  storedLabels: StoredLabels | null;
}

export interface StoredLabels {
  jobTypes: Record<string, string>;
  levels: Record<string, string>;
  categories: Record<string, string>;
}

export function useRootData(): RootData | undefined {
  // root.tsx's loader declares its data as RootData, so this reading is checked there.
  return useRouteLoaderData<RootData>("root");
}
