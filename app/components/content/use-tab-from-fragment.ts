import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { TAB_PARAM, tabFromFragment } from "./tab-address.ts";

/**
 * Keeps old tab addresses working (`/visa-info#work-permit`, from before the tab was in the address): once the
 * page has hydrated, such a fragment is read once and the page moves to `?tab=work-permit` without reloading.
 * Without scripts the server cannot see the fragment, and the first tab shows.
 */
export function useTabFromFragment(ids: readonly string[]) {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const key = ids.join(" ");
  useEffect(() => {
    const id = tabFromFragment(key.split(" "), search, hash);
    if (!id) return;
    const params = new URLSearchParams(search);
    params.set(TAB_PARAM, id);
    void navigate({ search: `?${params}`, hash }, { replace: true, preventScrollReset: true });
    // Once, on the first page: later fragments are the page's own anchors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
