import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/**
 * React Router's `<Scripts/>` without its modulepreload links, so the HTML alone paints the page and a visitor who only
 * reads does not pay for the JavaScript: a returning visitor gets it after the first painted frame, a new visitor's first
 * page at its first use (docs/decisions/124-scripts-after-first-paint.md, docs/decisions/125-scripts-at-first-use.md).
 * `<Scripts/>` is called directly so its hooks run here, and server and hydrating client leave out the same links: hydration
 * matches.
 */
export function DeferredScripts(): ReactNode {
  const preloads: string[] = [];
  const withoutPreloads = collectPreloads(Scripts({}), preloads);
  return deferModules(withoutPreloads, preloads);
}

/** Set in localStorage once a visitor has used a page: from then on every page loads its scripts at once. */
export const SCRIPTS_KEY = "pb_scripts";
/** What counts as using a page (a touch, a click, a key, focus moving to a control), not scrolling or reading. */
export const FIRST_USE_EVENTS = ["pointerdown", "touchstart", "keydown", "click", "focusin"];

type Props = { rel?: string; href?: string; type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

function collectPreloads(node: ReactNode, preloads: string[]): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Props>;
  if (element.type === "link" && element.props.rel === "modulepreload") {
    if (element.props.href) preloads.push(element.props.href);
    return null;
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, undefined, ...Children.toArray(element.props.children).map((c) => collectPreloads(c, preloads)));
}

function deferModules(node: ReactNode, preloads: string[]): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Props>;
  const html = element.props.dangerouslySetInnerHTML?.__html;
  if (element.type === "script" && element.props.type === "module" && html) {
    return cloneElement(element, { dangerouslySetInnerHTML: { __html: startWhenWanted(html, preloads) } });
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, undefined, ...Children.toArray(element.props.children).map((c) => deferModules(c, preloads)));
}

/**
 * The module script `<Scripts/>` writes (static imports of the route modules, then globals, then the entry's
 * dynamic import), rewritten to start when wanted (see above): static imports load before any of the script
 * runs, so they become dynamic ones, awaited in the same order. Text without static imports is left as it is.
 */
export function startWhenWanted(script: string, preloads: readonly string[]): string {
  let found = false;
  const body = script
    .replace(/import \* as (\w+) from ("[^"\n]+");/g, (_m, name: string, url: string) => {
      found = true;
      return `const ${name} = await import(${url});`;
    })
    .replace(/(^|[;\s])import ("[^"\n]+");/g, (_m, before: string, url: string) => {
      found = true;
      return `${before}await import(${url});`;
    });
  if (!found) return script;
  // React Router writes its manifest as indented JSON, into every page: on one line it is about 100 bytes lighter
  // compressed (the home page's weight budget; docs/decisions/209).
  const compact = body.replace(/(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/, (whole, lead: string, json: string) => {
    try {
      return `${lead}${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
  // A hidden tab paints no frame (and runs no animation frame): a returning visitor's starts at once there.
  const wait = `await new Promise((go) => {
  let returning = false;
  try { returning = localStorage.getItem(${JSON.stringify(SCRIPTS_KEY)}) === "1"; } catch {}
  if (returning) return document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go));
  const events = ${JSON.stringify(FIRST_USE_EVENTS)};
  const start = () => {
    for (const e of events) removeEventListener(e, start, true);
    try { localStorage.setItem(${JSON.stringify(SCRIPTS_KEY)}, "1"); } catch {}
    go();
  };
  for (const e of events) addEventListener(e, start, { capture: true, passive: true });
});`;
  const preload = `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`;
  return `${wait.replace(/\n\s*/g, "")}\n${preload}\n${compact}`;
}
