import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/**
 * React Router's `<Scripts/>`, changed so that the page's JavaScript starts loading only after the first paint
 * (decision 029). The HTML alone paints the page (the stylesheet is inlined), but `<Scripts/>` preloads every
 * module of the page at high priority from the start, so on a slow link the scripts share the connection with
 * the page they are meant to follow (and Lighthouse counts them into the first and largest paint).
 *
 * Here the `<link rel="modulepreload">` elements are left out, and the module script that starts the app
 * first waits for a frame to be painted, then adds the same preloads (so the files still load in parallel,
 * not one import after another) and imports the route modules. The scripts start a frame later; nothing else
 * changes. `<Scripts/>` is called directly, so its hooks run in this component, and the server and the
 * hydrating client leave out the same links, so hydration matches. On the client the module script's text is
 * empty and stays as the server sent it.
 */
export function DeferredScripts(): ReactNode {
  const preloads: string[] = [];
  const withoutPreloads = collectPreloads(Scripts({}), preloads);
  return deferModules(withoutPreloads, preloads);
}

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
    return cloneElement(element, { dangerouslySetInnerHTML: { __html: afterFirstPaint(html, preloads) } });
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, undefined, ...Children.toArray(element.props.children).map((c) => deferModules(c, preloads)));
}

/**
 * The module script `<Scripts/>` writes (static imports of the route modules, then globals, then the entry's
 * dynamic import), rewritten to run after the first paint: static imports load before any of the script runs,
 * so they become dynamic ones, awaited in the same order. Text without static imports is left as it is.
 */
export function afterFirstPaint(script: string, preloads: readonly string[]): string {
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
  // A hidden tab paints no frame (and runs no animation frame): start at once there.
  const wait =
    'await new Promise((go) => document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go)));';
  const preload = `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`;
  return `${wait}\n${preload}\n${body}`;
}
