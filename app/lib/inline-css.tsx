import { createContext, useContext, useState } from "react";

/**
 * The stylesheet, inlined into the page's <head> so that the first paint waits for nothing but the HTML
 * (decision 029): a linked stylesheet would share a slow connection with the page's scripts. The server
 * provides the text (entry.server.tsx); the browser keeps what the server sent, so the hydrated element
 * matches it and the text is not shipped a second time in the scripts.
 */
export const InlineCssContext = createContext<string | null>(null);

const STYLE_ID = "pb-css";

export function InlineCss() {
  const fromServer = useContext(InlineCssContext);
  const [css] = useState(
    () => fromServer ?? (typeof document === "undefined" ? "" : (document.getElementById(STYLE_ID)?.textContent ?? "")),
  );
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
