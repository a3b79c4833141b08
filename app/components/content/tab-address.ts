/**
 * Tabs whose choice is in the address (`?tab=skilled-workers`), so the server renders the chosen panel and a tab
 * is a plain link (link-tabs.tsx, decision 143). The first tab is the page without the parameter.
 */
export const TAB_PARAM = "tab";

/** The tab the address's `tab` value chooses: one of `ids`, or the first for none or an unknown one. */
export function chosenTab<T extends string>(ids: readonly T[], value: string | null): T | undefined {
  return ids.find((id) => id === value) ?? ids[0];
}

/** A tab's address on `path`: the first tab is the bare page; `anchor` brings the tab set into view on a reload. */
export function tabHref(path: string, ids: readonly string[], id: string, anchor?: string): string {
  const query = id === ids[0] ? "" : `?${TAB_PARAM}=${encodeURIComponent(id)}`;
  return `${path}${query}${anchor ? `#${anchor}` : ""}`;
}

/**
 * The tab an old `#fragment` address (`/visa-info#work-permit`, before tabs were in the address) asks for, when
 * the address has no `tab` parameter and the fragment names a tab other than the first; else null.
 */
export function tabFromFragment<T extends string>(ids: readonly T[], search: string, hash: string): T | null {
  if (new URLSearchParams(search).has(TAB_PARAM)) return null;
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null; // a malformed fragment chooses nothing
  }
  const id = ids.find((v) => v === name);
  return id && id !== ids[0] ? id : null;
}
