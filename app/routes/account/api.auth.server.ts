import { redirect } from "#app/lib/i18n/redirect.ts";
import { localeOfPath } from "#app/lib/i18n/locale.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import type { Route } from "./+types/api.auth";
import { failedVerificationTarget, isAuthEndpointPath, withVerificationScope } from "#app/features/auth/public.server.ts";
import { services } from "#app/lib/services.server.ts";
import { TEXT_MESSAGES } from "#app/lib/text.ts";

/** Better Auth's endpoints that clients may call (sign-up, sign-in, verification, password reset) under /api/auth/*. */
async function handle(request: Request) {
  const { auth } = services();
  if (!isAuthEndpointPath(new URL(request.url).pathname)) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  // A NUL in a JSON body or the query string (a reset token may come in either) would reach a query, and
  // PostgreSQL answers it with an error: a 500.
  const query = [...new URL(request.url).searchParams].flat();
  if (query.some((part) => part.includes("\u0000")) || (await jsonWithNul(request))) {
    return Response.json({ code: "INVALID_CHARACTERS", message: TEXT_MESSAGES.control() }, { status: 400 });
  }
  const response = await withVerificationScope(request, () => auth.handler(request));
  const failed = failedVerificationTarget(request, response);
  // The failed link's sign-in page in the link's own language (a German mail's leads to /de/auth).
  return failed ? withLocale(localeOfPath(failed), () => redirect(failed)) : response;
}

/** Whether the request is JSON with a NUL in any of its strings (unreadable JSON is left to Better Auth). */
async function jsonWithNul(request: Request): Promise<boolean> {
  if (request.method !== "POST" || !request.headers.get("content-type")?.includes("json")) return false;
  const text = await request.clone().text();
  if (!/\\u0000/i.test(text)) return false;
  const hasNul = (value: unknown): boolean =>
    typeof value === "string"
      ? value.includes("\u0000")
      : typeof value === "object" && value !== null && Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v));
  try {
    return hasNul(JSON.parse(text));
  } catch {
    return false;
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
