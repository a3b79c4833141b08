import { useCallback, useEffect, useState } from "react";

const SEP = "\u0000";

/**
 * The selected tab of a Radix tab set, which an address fragment can choose: "/visa-info#work-permit"
 * opens that tab, and following a link to "#courses" selects it. Before hydration the default shows.
 */
export function useHashTab<T extends string>(values: readonly T[], initial: T) {
  // A string key, so that a new array with the same values does not re-run the effect.
  const key = values.join(SEP);
  const [value, setValue] = useState<T>(initial);

  const select = useCallback(
    (next: string) => {
      const match = (key.split(SEP) as T[]).find((v) => v === next);
      if (match) setValue(match);
    },
    [key],
  );

  useEffect(() => {
    const fromHash = () => {
      try {
        select(decodeURIComponent(window.location.hash.slice(1)));
      } catch {
        // A malformed fragment selects nothing.
      }
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [select]);

  return [value, select] as const;
}
