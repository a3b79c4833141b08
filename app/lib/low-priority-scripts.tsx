import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/**
 * React Router's `<Scripts/>` with every module preload at low fetch priority (decision 029). By default the
 * browser fetches the page's module scripts at high priority, so on a slow link they compete with the page
 * itself for the first paint (and Lighthouse counts them as render-blocking). The HTML alone paints the page
 * (the stylesheet is inlined), so the scripts may come after it: they still start at once, just behind it.
 *
 * `<Scripts/>` passes no extra props to its `<link rel="modulepreload">` elements, so we render it here and
 * add `fetchPriority` to the links it returns. Its hooks run in this component (a direct call, as a custom
 * hook would), and server and client render the same links, so hydration matches.
 */
export function LowPriorityScripts(): ReactNode {
  return lowPriority(Scripts({}));
}

function lowPriority(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; children?: ReactNode }>;
  if (element.type === "link" && element.props.rel === "modulepreload") {
    return cloneElement(element as ReactElement<{ fetchPriority?: string }>, { fetchPriority: "low" });
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, undefined, ...Children.toArray(element.props.children).map(lowPriority));
}
