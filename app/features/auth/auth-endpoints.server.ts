import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import { services } from "#app/lib/services.server.ts";
import { EXPOSED_AUTH_PATHS } from "./auth.server.ts";

export const AUTH_BASE_PATH = "/api/auth";

const exposedPatterns = EXPOSED_AUTH_PATHS.map(
  (path) =>
    new RegExp(`^${AUTH_BASE_PATH}${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]{1,512}")}/?$`),
);

/**
 * Whether a path under /api/auth is one of the Better Auth endpoints we expose (e.g. "/api/auth/sign-in/email",
 * "/api/auth/reset-password/<token>"). Anything else is answered 404 before Better Auth sees it: its rate
 * limiter would otherwise store a counter for every made-up path.
 */
export function isAuthEndpointPath(pathname: string): boolean {
  return pathname.length <= 1100 && exposedPatterns.some((p) => p.test(pathname));
}

/** The Better Auth endpoints our forms call (the POST ones of the exposed list, under /api/auth). */
export type AuthEndpoint = Exclude<(typeof EXPOSED_AUTH_PATHS)[number], "/verify-email" | "/reset-password/:token">;

export interface AuthEndpointResult {
  /** The endpoint's HTTP status; 503 when the endpoint could not be reached at all. */
  status: number;
  /** Better Auth's error code, e.g. "EMAIL_NOT_VERIFIED", "INVALID_TOKEN". */
  code?: string;
  /** Better Auth's message for the user, e.g. "Invalid email or password". */
  message?: string;
  /** The Set-Cookie headers to forward to the browser (the session cookie after a sign-in). */
  setCookies: string[];
  /** The JSON body of a successful answer (e.g. the signed-in user), if any. */
  body?: unknown;
}

/**
 * The headers of the browser's request that the endpoints rely on: the cookie and origin (origin and CSRF
 * checks), the fetch-metadata headers, the user agent (stored with the session) and the client address that
 * our Express server wrote (rate limits).
 */
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
  CLIENT_IP_HEADER,
] as const;

/** The endpoint's request, as the browser would have sent it to /api/auth itself. */
export function authEndpointRequest(request: Request, endpoint: AuthEndpoint, body: Record<string, unknown>): Request {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Request(`${services().config.publicUrl}/api/auth${endpoint}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

/**
 * Calls a Better Auth endpoint through its HTTP handler (not `auth.api`), so that its rate limits, origin
 * and CSRF checks apply to our form submissions exactly as to direct calls. Never throws.
 */
export async function callAuthEndpoint(
  request: Request,
  endpoint: AuthEndpoint,
  body: Record<string, unknown>,
): Promise<AuthEndpointResult> {
  let response: Response;
  try {
    response = await services().auth.handler(authEndpointRequest(request, endpoint, body));
  } catch (error) {
    console.error(`[auth] ${endpoint} failed:`, error);
    return { status: 503, setCookies: [] };
  }
  const setCookies = response.headers.getSetCookie();
  if (response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      // A body that is not JSON: nothing to read from it.
    }
    return { status: response.status, setCookies, body };
  }
  let code: string | undefined;
  let message: string | undefined;
  try {
    const json = (await response.json()) as { code?: unknown; message?: unknown };
    if (typeof json.code === "string") code = json.code;
    if (typeof json.message === "string" && json.message) message = json.message;
  } catch {
    // Not JSON (e.g. the rate limiter's plain answer): status alone decides.
  }
  if (response.status >= 500) {
    console.error(`[auth] ${endpoint} answered ${response.status}: ${message ?? ""}`);
    message = undefined;
  }
  return { status: response.status, code, message, setCookies };
}

/** Response headers carrying the endpoint's cookies, plus any further Set-Cookie values. */
export function cookieHeaders(setCookies: readonly string[], ...more: string[]): Headers {
  const headers = new Headers();
  for (const cookie of [...setCookies, ...more]) headers.append("Set-Cookie", cookie);
  return headers;
}
