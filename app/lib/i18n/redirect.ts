/**
 * React Router's redirects, to the page in the current language: redirect("/employer") from a German page's action
 * leads to /de/employer. The one way to redirect to one of our pages (ESLint refuses react-router's own elsewhere).
 */
// eslint-disable-next-line no-restricted-imports -- the wrapped originals
import { redirect as routerRedirect, replace as routerReplace } from "react-router";
import { href } from "./i18n.ts";

export function redirect(url: string, init?: number | ResponseInit): Response {
  return routerRedirect(href(url), init);
}

export function replace(url: string, init?: number | ResponseInit): Response {
  return routerReplace(href(url), init);
}
