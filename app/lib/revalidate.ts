import type { ShouldRevalidateFunction } from "react-router";

/**
 * A route's `shouldRevalidate` for a page that shows a choice from its address without new data (a tab, an
 * order): moving to the same page with only `param` changed does not reload the route's data.
 */
export function keepDataWhenOnlyChanged(param: string): ShouldRevalidateFunction {
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(param);
    return params.toString();
  };
  // The same address (an explicit revalidation, after a change made on the page) reloads as usual.
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    without(currentUrl) === without(nextUrl)
      ? false
      : defaultShouldRevalidate;
}
