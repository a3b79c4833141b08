import { readForm } from "#app/lib/request.server.ts";
import { getUser, type SessionUser } from "./guards.server.ts";

/**
 * The common start of our JSON form endpoints: POST only, a signed-in user from the session (never from the
 * body), and a readable form. Returns the user and the form, or the Response that refuses the request (for an
 * unreadable form, the one 400 answer of lib/request.server.ts, returned rather than thrown: callers answer any
 * thrown error with a 503).
 */
export async function readSignedInForm(
  request: Request,
  json: (body: { error: "Authentication Required" }, status: number) => Response,
): Promise<{ user: SessionUser; form: FormData } | Response> {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  const user = await getUser(request);
  if (!user) return json({ error: "Authentication Required" }, 401);
  try {
    return { user, form: await readForm(request) };
  } catch (refusal) {
    if (refusal instanceof Response) return refusal;
    throw refusal;
  }
}
