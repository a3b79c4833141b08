import { useEffect, useState } from "react";

/**
 * False on the server and until the page's script has run (or for good, when a page is served without
 * JavaScript): controls that need script render their plain-form fallback until then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
