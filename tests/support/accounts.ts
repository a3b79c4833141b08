import { eq } from "drizzle-orm";
import { user } from "#db/schema.ts";
import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import { authRequest, sessionCookie, TEST_ORIGIN, type createTestServices } from "./services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

let accountCounter = 0;

/** A verified account, signed in: its id and the session cookie ("name=value") a browser would send. */
export async function createSignedInUser(
  s: TestServices,
  /** With `companyName`, an employer account that owns a new company of that name. */
  overrides: Partial<{ name: string; email: string; password: string; phoneNumber: string; companyName: string }> = {},
): Promise<{ id: string; email: string; password: string; cookie: string }> {
  accountCounter += 1;
  const account = {
    name: "Test Person",
    email: `user${accountCounter}-${Date.now()}@example.org`,
    password: "secret-pass",
    phoneNumber: "+256 700 123456",
    ...overrides,
  };
  // Each account its own client address, so that the sign-in rate limit never interferes.
  const ip = `198.18.${Math.floor(accountCounter / 250) % 250}.${(accountCounter % 250) + 1}`;
  const signUp = await s.auth.handler(authRequest("/sign-up/email", account, { ip }));
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // Confirmed in the browser that signed up, which carries the sign-up's cookie (decision 036).
  await verifyEmail(s, account.email, registrantCookie(signUp));
  const signIn = await s.auth.handler(
    authRequest("/sign-in/email", { email: account.email, password: account.password }, { ip }),
  );
  const cookie = sessionCookie(signIn);
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const [row] = await s.db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
  if (!row) throw new Error(`no user row for ${account.email} after signing in`);
  return { id: row.id, email: account.email, password: account.password, cookie };
}

/** The cookie ("name=value") by which a sign-up's answer marks its browser as the registrant's. */
export function registrantCookie(res: Response | Headers): string {
  const headers = res instanceof Response ? res.headers : res;
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("pearlbridge.registrant_"));
  if (!cookie) throw new Error("the sign-up set no registrant cookie");
  return cookie;
}

/**
 * Follows the newest verification link mailed to `email`, in the browser that carries `cookie` (the sign-up's:
 * without it, the link asks for a new password instead, decision 036). Returns the link's answer.
 */
export async function verifyEmail(s: TestServices, email: string, cookie?: string): Promise<Response> {
  const mail = (await s.outbox(email)).find((m) => /Confirm your e-mail/.test(m.subject));
  const [href] = mail?.links ?? [];
  if (!href) throw new Error(`no verification link mailed to ${email}`);
  const link = new URL(href);
  const headers = new Headers({ origin: link.origin });
  if (cookie) headers.set("cookie", cookie);
  const res = await s.auth.handler(new Request(link, { headers }));
  if (![200, 302].includes(res.status)) throw new Error(`verification failed: ${res.status}`);
  return res;
}

/**
 * A request to one of our pages or endpoints as a browser on our site sends it (origin, client address,
 * optional session cookie), for calling route loaders and actions directly.
 */
export function pageRequest(
  path: string,
  opts: { method?: string; form?: Record<string, string>; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers({ origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: opts.ip ?? "203.0.113.9", ...opts.headers });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const method = opts.method ?? (opts.form ? "POST" : "GET");
  return new Request(`${TEST_ORIGIN}${path}`, {
    method,
    headers,
    body: opts.form ? new URLSearchParams(opts.form) : undefined,
  });
}

/** Route-module arguments for a direct call: `await action(routeArgs(request))`. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated Route.*Args types are not needed here
  return { request, url: new URL(request.url), params, context: {} } as any;
}
