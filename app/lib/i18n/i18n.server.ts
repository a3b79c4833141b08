/**
 * The language of the work in hand on the server: the HTTP layer runs each request in its address's language
 * (server/http.ts), the mail worker each mail in its recipient's (withLocale). Paraglide's message functions read it
 * through the async local storage given to its runtime here.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { overwriteServerAsyncLocalStorage } from "#app/lib/i18n/paraglide/runtime.js";
import type { Locale } from "./locale.ts";

const storage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(storage);

/** Runs `fn` (and everything it starts) in `locale`: the texts it renders and the messages it returns. */
export function withLocale<T>(locale: Locale, fn: () => T): T {
  return storage.run({ locale }, fn);
}
