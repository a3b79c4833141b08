import { useCallback, useState, type ComponentType } from "react";

/**
 * A component whose code is downloaded when it is first needed (a dialog behind a button) rather than with
 * every page. `load()` starts the download (call it on hover or focus for a head start) and resolves once the
 * component can render; a failed download (offline) is retried by the next call. `loader` must be a
 * module-level function, e.g. `() => import("./menu").then((m) => m.Menu)`.
 */
export function useOnDemand<P extends object>(
  loader: () => Promise<ComponentType<P>>,
): [ComponentType<P> | null, () => Promise<boolean>] {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const load = useCallback(
    () =>
      loader().then(
        (loaded) => {
          setComponent(() => loaded);
          return true;
        },
        () => false,
      ),
    [loader],
  );
  return [Component, load];
}
