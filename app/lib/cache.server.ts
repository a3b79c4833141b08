import { hasSessionCookie } from "./session-cookie.ts";

/**
 * Cache headers for pages that are the same for every anonymous visitor: a CDN or proxy may keep them for a
 * minute. A signed-in request (its header shows Logout and the user's links) is never shared.
 */
export function pageCacheHeaders(request: Request, maxAgeSeconds = 60): HeadersInit {
  if (hasSessionCookie(request)) return { "Cache-Control": "private, no-cache" };
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
    // The page differs for signed-in users and with Save-Data (root.tsx).
    Vary: "Cookie, Save-Data",
  };
}

/** A route's `headers` export that passes its loader's cache headers on. */
export function loaderCacheHeaders({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  const out: Record<string, string> = {};
  for (const name of ["Cache-Control", "Vary"]) {
    const value = loaderHeaders.get(name);
    if (value) out[name] = value;
  }
  return out;
}
