/**
 * The German texts in the browser, downloaded only by German pages (docs/decisions/206). In the client build,
 * vite.config.ts (germanOnDemand) cuts each message function to its English text and a call to `german` with the
 * message's number; app/entry.client.tsx loads the catalogue before a German page hydrates. In the browser a message
 * is always in the page's language: a `{ locale }` option is for the server (a mail in its recipient's language).
 */
type Message = (inputs: unknown) => string;

let catalogue: readonly Message[] | undefined;

export async function loadGerman(): Promise<void> {
  catalogue = (await import("virtual:german-messages")).default;
}

/** The German text of message `n`, or undefined on an English page (the English text is shown then). */
export function german(n: number, inputs?: unknown): string | undefined {
  return catalogue?.[n]?.(inputs);
}
