/** Page numbers of the console's lists: `?page=N`, 1 when missing or nonsense, never past the last page. */
export const ADMIN_PAGE_SIZE = 25;
/** The audit log shows more lines a page: they are short. */
export const AUDIT_PAGE_SIZE = 50;

export function pageParam(url: URL): number {
  const n = Number.parseInt(url.searchParams.get("page") ?? "", 10);
  return Number.isFinite(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function totalPages(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A search term from the address: trimmed, at most 100 characters, "" when absent. */
export function searchParam(url: URL, name = "q"): string {
  return (url.searchParams.get(name) ?? "").trim().slice(0, 100);
}

/** The address of another page of the same list, keeping the other parameters. */
export function pageHref(url: { pathname: string; search: string }, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
