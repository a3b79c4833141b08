/**
 * The German texts in the browser, downloaded only by German pages (docs/decisions/206). In the client build,
 * vite.config.ts (germanOnDemand) makes each message t`English text`, `t("English text", number)` or, with inputs, `t((i) => ..., number)`;
 * app/entry.client.tsx loads the German catalogue before a German page hydrates. In the browser a message is always
 * in the page's language: a `{ locale }` option is for the server (a mail in its recipient's language).
 */
type German = (inputs?: unknown) => string;

let catalogue: Record<string | number, German> | undefined;

export async function loadGerman(): Promise<void> {
  catalogue = (await import("virtual:german-messages")).default;
}

/**
 * A message: its English text or function, and where the German catalogue keeps its German: under its English text,
 * or under a number (a message with inputs, or one whose English text another message shares with other German).
 */
export function t(english: string | TemplateStringsArray, key?: number): () => string;
export function t<I>(english: (inputs: I) => string, key: number): (inputs: I) => string;
export function t(english: string | TemplateStringsArray | ((inputs: unknown) => string), key?: number) {
  if (typeof english === "function") return (inputs: unknown) => ti(english, key!, inputs);
  return () => tt(english, key);
}

/**
 * A message without inputs where it is called: vite.config.ts writes m.key() as tt`English text` (or with its number),
 * the text in the page's language. A tagged template gives an array of its one string, hence String().
 */
export function tt(english: string | TemplateStringsArray, key?: number): string {
  const text = String(english);
  return catalogue?.[key ?? text]?.() ?? text;
}

/** A message with inputs where it is called: vite.config.ts writes m.key({ name }) as ti((i) => ..., number, { name }). */
export function ti<I>(english: (inputs: I) => string, key: number, inputs: I): string {
  return catalogue?.[key]?.(inputs) ?? english(inputs);
}
