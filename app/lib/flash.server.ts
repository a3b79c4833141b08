import { createHmac } from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import { redirect, replace } from "#app/lib/i18n/redirect.ts";
import { services } from "./services.server.ts";
import { parseToast, type Toast } from "./toast.ts";

/**
 * A toast to show on the next page travels across a redirect in a short-lived cookie. The cookie is signed
 * with a key derived from the app's secret: a planted or altered cookie fails the signature check and is
 * ignored, so nobody can make the site show a toast text of their choosing.
 */
const FLASH_COOKIE = "pearlbridge_flash";

/** A key of its own for the flash cookie, so the auth secret itself signs nothing but what Better Auth signs. */
export function flashSigningKey(secret: string): string {
  return createHmac("sha256", secret).update("pearlbridge flash cookie v1").digest("base64url");
}

let cached: { secret: string; cookie: Cookie } | undefined;

function flashCookie(): Cookie {
  const { secret } = services();
  if (cached?.secret !== secret) {
    cached = {
      secret,
      cookie: createCookie(FLASH_COOKIE, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        maxAge: 60,
        secrets: [flashSigningKey(secret)],
      }),
    };
  }
  return cached.cookie;
}

const isSecure = () => services().config.publicUrl.startsWith("https://");

/** The Set-Cookie header that carries this toast to the next page. */
async function flashHeader(toast: Toast): Promise<string> {
  return flashCookie().serialize(toast, { secure: isSecure() });
}

/**
 * Redirects to `url` and shows `toast` there. `headers` adds further headers (e.g. the session cookies of
 * a sign-in or sign-out); `replace` replaces the current history entry instead of pushing one.
 */
export async function redirectWithToast(
  url: string,
  toast: Toast,
  init: { headers?: HeadersInit; replace?: boolean } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashHeader(toast));
  return (init.replace ? replace : redirect)(url, { headers });
}

/**
 * Reads the pending toast, with the header that clears the cookie. A cookie that is not ours (unsigned,
 * tampered with, signed with another secret, or not a toast) gives no toast, and is cleared as well.
 */
export async function readFlash(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${FLASH_COOKIE}=`)) return { toast: null, clear: null };
  const cookie = flashCookie();
  const value: unknown = await cookie.parse(cookieHeader).catch(() => null);
  return { toast: parseToast(value), clear: await cookie.serialize("", { maxAge: 0, secure: isSecure() }) };
}
