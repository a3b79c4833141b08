import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, user } from "#db/schema.ts";
import { action, loader } from "#app/routes/account/auth.tsx";
import { action as resetAction, loader as resetLoader } from "#app/routes/account/reset-password.tsx";
import { createSignedInUser, pageRequest, registrantCookie, routeArgs, verifyEmail } from "../support/accounts.ts";
import { authRequest, createTestServices, sessionCookie } from "../support/services.ts";
import { itemAt } from "../support/item-at.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

/** Status and body of a `data()` answer, or status and headers of a Response. */
async function unwrap(result: unknown) {
  if (result instanceof Response) return { status: result.status, body: undefined, headers: result.headers };
  const d = result as { data: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } | null };
  return { status: d.init?.status ?? 200, body: d.data, headers: new Headers(d.init?.headers) };
}

/** The message shown under each field: the first of the field's messages in the action's Conform reply. */
function fieldMessages(body: Record<string, unknown> | undefined) {
  const error = (body?.result as { error?: Record<string, string[] | null> } | undefined)?.error ?? {};
  return Object.fromEntries(Object.entries(error).map(([name, messages]) => [name, messages?.[0]]));
}

let ipCounter = 0;
/** Each submission from its own address unless told otherwise (rate limits are per address). */
function submit(form: Record<string, string>, opts: { path?: string; ip?: string; cookie?: string; origin?: string } = {}) {
  ipCounter += 1;
  const request = pageRequest(opts.path ?? "/auth", {
    form,
    ip: opts.ip ?? `192.0.2.${ipCounter}`,
    cookie: opts.cookie,
    headers: opts.origin ? { origin: opts.origin } : undefined,
  });
  return Promise.resolve(action(routeArgs(request))).then(unwrap);
}

describe("/auth and /register actions (through the Better Auth endpoints)", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices({ RATE_LIMIT_SIGN_IN_MAX: "3", RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: "60" });
  });
  afterAll(() => s.close());

  const grace = { fullName: "Grace Achieng", phoneNumber: "+256 752 333444", email: "grace@example.org", password: "grace-pass" };
  /** The cookie of the browser Grace registered in. */
  let graceBrowser: string;

  it("validates the registration form on the server with the field messages", async () => {
    const empty = await submit({ intent: "register" });
    expect(empty.status).toBe(400);
    expect(fieldMessages(empty.body)).toEqual({
      fullName: "Please enter your full name",
      phoneNumber: "Please enter a valid phone number",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
    const long = await submit({ intent: "register", ...grace, fullName: "x".repeat(101), phoneNumber: "1".repeat(21) });
    expect(fieldMessages(long.body)).toEqual({ fullName: "Name is too long", phoneNumber: "Phone number is too long" });
    // The entered values go back into the form, the password never does.
    expect(long.body?.result).toMatchObject({
      initialValue: { fullName: "x".repeat(101), phoneNumber: "1".repeat(21), email: grace.email },
    });
    expect(JSON.stringify(long.body)).not.toContain(grace.password);
    expect(await s.db.select().from(user).where(eq(user.email, grace.email))).toEqual([]);
  });

  it("registers: profile written, verification mail sent, toast and switch to the Login tab", async () => {
    const res = await submit({ intent: "register", ...grace }, { path: "/register" });
    expect(res.status).toBe(200);
    graceBrowser = registrantCookie(res.headers);
    expect(res.body).toMatchObject({
      ok: true,
      tab: "login",
      email: grace.email,
      toast: { title: "Registration successful", description: "Please check your email for verification." },
    });
    const row = itemAt(await s.db.select().from(user).where(eq(user.email, grace.email)), 0, "users");
    expect(row.name).toBe("Grace Achieng");
    const [profile] = await s.db.select().from(profiles).where(eq(profiles.id, row.id));
    expect(profile).toMatchObject({ fullName: "Grace Achieng", phoneNumber: "+256752333444" });
    const mail = itemAt(await s.outbox(grace.email), 0, "outbox");
    expect(new URL(itemAt(mail.links, 0, "mail links")).searchParams.get("callbackURL")).toBe("/auth?verified=1");
  });

  it("validates the login form on the server", async () => {
    const res = await submit({ intent: "login", email: "not-an-email", password: "123" });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
    expect(res.body?.result).toMatchObject({ initialValue: { email: "not-an-email" } });
    expect(JSON.stringify(res.body)).not.toContain('"123"');
  });

  it("refuses an unverified sign-in with 403, says so and offers to resend (a new link is mailed)", async () => {
    const before = (await s.outbox(grace.email)).length;
    const res = await submit({ intent: "login", email: grace.email, password: grace.password });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      unverifiedEmail: grace.email,
      toast: {
        title: "Login failed",
        description: "Please verify your email address first. We have sent you a new link.",
        variant: "error",
      },
    });
    expect((await s.outbox(grace.email)).length).toBe(before + 1);

    const resend = await submit({ intent: "resend-verification", email: grace.email });
    expect(resend.status).toBe(200);
    expect(resend.body).toMatchObject({ ok: true, toast: { title: "Verification email sent" } });
    expect((await s.outbox(grace.email)).length).toBe(before + 2);
  });

  it("answers a wrong password with Login failed and the server's message", async () => {
    await verifyEmail(s, grace.email, graceBrowser);
    const res = await submit({ intent: "login", email: grace.email, password: "wrong-pass" });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      result: { initialValue: { email: grace.email } },
      toast: { title: "Login failed", description: "Invalid email or password", variant: "error" },
    });
    expect(JSON.stringify(res.body)).not.toContain("wrong-pass");
  });

  it("signs in: session cookie forwarded, history replaced, to redirectTo when it is a safe path", async () => {
    const res = await submit({ intent: "login", email: grace.email, password: grace.password, redirectTo: "/applications" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/applications");
    expect(res.headers.get("X-Remix-Replace")).toBe("true");
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("pearlbridge.session_token="));
    const cookie = itemAt(setCookie?.split(";") ?? [], 0, "session cookie");
    const session = await s.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe(grace.email);

    for (const redirectTo of [
      "//evil.example/x",
      "https://evil.example",
      "/\t/evil.example",
      "/job/1\r\n",
      "/auth",
      "/register?x",
      "",
    ]) {
      const again = await submit({ intent: "login", email: grace.email, password: grace.password, redirectTo });
      expect(again.headers.get("Location"), redirectTo).toBe("/");
    }
  });

  it("applies Better Auth's origin check: a submission from another origin is refused", async () => {
    const res = await submit(
      { intent: "login", email: grace.email, password: grace.password },
      { origin: "https://evil.example", cookie: "pearlbridge_flash=x" },
    );
    expect(res.status).toBe(403);
    expect(res.body?.toast).toMatchObject({ title: "Login failed", variant: "error" });
  });

  it("applies the sign-in rate limit per client: Too many attempts", async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await submit({ intent: "login", email: grace.email, password: "wrong-pass" }, { ip: "198.51.100.200" });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last?.body?.toast).toEqual({
      title: "Login failed",
      description: "Too many attempts. Please wait a minute and try again.",
      variant: "error",
    });
  });

  it("answers unknown intents and bodies with 400", async () => {
    expect((await submit({ intent: "delete-everything" })).status).toBe(400);
    expect((await submit({})).status).toBe(400);
  });

  it("the loader sends a signed-in user to / and reads the page's flags otherwise", async () => {
    const amina = await createSignedInUser(s);
    const thrown = await Promise.resolve(loader(routeArgs(pageRequest("/auth", { cookie: amina.cookie })))).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("Location")).toBe("/");

    expect(await loader(routeArgs(pageRequest("/auth?verified=1&redirectTo=%2Fjob%2F1")))).toEqual({
      verified: true,
      verifyFailed: false,
      forgot: false,
      redirectTo: "/job/1",
    });
    expect(await loader(routeArgs(pageRequest("/register?verified=1&error=TOKEN_EXPIRED&forgot=1&redirectTo=//evil")))).toEqual({
      verified: false,
      verifyFailed: true,
      forgot: true,
      redirectTo: "",
    });
  });
});

describe("forgotten password", () => {
  let s: TestServices;
  let amina: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    s = await createTestServices();
    amina = await createSignedInUser(s);
  });
  afterAll(() => s.close());

  const resetSubmit = (form: Record<string, string>) =>
    Promise.resolve(resetAction(routeArgs(pageRequest("/reset-password", { form })))).then(unwrap);

  it("answers the same whether or not the address has an account", async () => {
    const known = await submit({ intent: "forgot-password", email: amina.email });
    const unknown = await submit({ intent: "forgot-password", email: "nobody@example.org" });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        intent: "forgot-password",
        ok: true,
        resetRequested: true,
        toast: {
          title: "Check your email",
          description: "If an account exists for that email, we have sent a link to reset your password.",
        },
      });
    }
    expect(await s.outbox("nobody@example.org")).toEqual([]);
    const invalid = await submit({ intent: "forgot-password", email: "nope" });
    expect(fieldMessages(invalid.body)).toEqual({ email: "Please enter a valid email address" });
  });

  it("the mailed link leads to /reset-password?token=, the new password works and the link only once", async () => {
    const mail = (await s.outbox(amina.email)).find((m) => /Reset your/.test(m.subject))!;
    const link = new URL(itemAt(mail.links, 0, "mail links"));
    const hop = await s.auth.handler(new Request(link));
    expect(hop.status).toBe(302);
    const target = new URL(hop.headers.get("Location")!);
    expect(target.pathname).toBe("/reset-password");
    const { token } = await resetLoader(routeArgs(pageRequest(`/reset-password${target.search}`)));
    expect(token).toBeTruthy();

    const short = await resetSubmit({ token: token!, password: "12345" });
    expect(short.status).toBe(400);
    expect(fieldMessages(short.body)).toEqual({ password: "Password must be at least 6 characters" });
    expect(JSON.stringify(short.body)).not.toContain("12345");

    const ok = await resetSubmit({ token: token!, password: "brand-new-pass" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/auth");
    expect(ok.headers.getSetCookie().some((c) => c.startsWith("pearlbridge_flash="))).toBe(true);

    const signIn = await s.auth.handler(
      authRequest("/sign-in/email", { email: amina.email, password: "brand-new-pass" }, { ip: "203.0.113.77" }),
    );
    expect(sessionCookie(signIn)).toBeDefined();
    // The old session was revoked with the reset.
    expect(await s.auth.api.getSession({ headers: new Headers({ cookie: amina.cookie }) })).toBeNull();

    const again = await resetSubmit({ token: token!, password: "another-pass" });
    expect(again.body).toEqual({ invalidToken: true });
  });

  it("an invalid or expired link shows the invalid state", async () => {
    expect(await resetLoader(routeArgs(pageRequest("/reset-password?error=INVALID_TOKEN")))).toEqual({
      token: null,
      confirmed: false,
      redirectTo: "",
    });
    expect(await resetLoader(routeArgs(pageRequest("/reset-password")))).toEqual({
      token: null,
      confirmed: false,
      redirectTo: "",
    });
    const hop = await s.auth.handler(
      new Request(`${s.config.publicUrl}/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password`),
    );
    expect(new URL(hop.headers.get("Location")!).search).toBe("?error=INVALID_TOKEN");
    expect((await resetSubmit({ token: "not-a-token", password: "brand-new-pass" })).body).toEqual({ invalidToken: true });
  });
});
