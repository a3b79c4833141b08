import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, user } from "#db/schema.ts";
import * as apiAuth from "#app/routes/account/api.auth.ts";
import * as logout from "#app/routes/account/logout.ts";
import { pageRequest, registrantCookie, routeArgs } from "../support/accounts.ts";
import { settle } from "../support/route-outcome.ts";
import { authRequest, createTestServices, sessionCookie, TEST_ORIGIN } from "../support/services.ts";
import { itemAt } from "../support/item-at.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

describe("accounts backend", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices({ RATE_LIMIT_SIGN_IN_MAX: "3", RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: "60" });
  });
  afterAll(() => s.close());

  const amina = { name: "Amina Nakato", email: "amina@example.org", password: "secret-pass", phoneNumber: "+256 772 123456" };

  it("signs up, writes the profile, sends the verification mail, refuses sign-in until verified, then signs in and out", async () => {
    const signUp = await s.auth.handler(authRequest("/sign-up/email", amina));
    expect(signUp.status).toBe(200);

    const row = itemAt(await s.db.select().from(user).where(eq(user.email, amina.email)), 0, "users");
    expect(row.emailVerified).toBe(false);
    const [profile] = await s.db.select().from(profiles).where(eq(profiles.id, row.id));
    expect(profile).toMatchObject({ fullName: "Amina Nakato", phoneNumber: "+256772123456" });

    const early = await s.auth.handler(
      authRequest("/sign-in/email", { email: amina.email, password: amina.password }, { ip: "198.51.100.7" }),
    );
    expect(early.status).toBe(403);

    const mail = itemAt(await s.outbox(amina.email), 0, "outbox");
    expect(mail.subject).toMatch(/Confirm your e-mail/);
    const link = new URL(itemAt(mail.links, 0, "mail links"));
    expect(link.pathname).toBe("/api/auth/verify-email");
    // Opened in the browser that signed up (decision 036).
    const verify = await s.auth.handler(
      new Request(link, { headers: { origin: link.origin, cookie: registrantCookie(signUp) } }),
    );
    expect([200, 302]).toContain(verify.status);
    const [verified] = await s.db.select().from(user).where(eq(user.email, amina.email));
    expect(verified?.emailVerified).toBe(true);

    const signIn = await s.auth.handler(
      authRequest("/sign-in/email", { email: amina.email, password: amina.password }, { ip: "198.51.100.8" }),
    );
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    expect(cookie).toBeDefined();
    const setCookie = signIn.headers.getSetCookie().find((c) => c.startsWith("pearlbridge.session_token="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await s.auth.api.getSession({ headers: new Headers({ cookie: cookie! }) });
    expect(session?.user.email).toBe(amina.email);

    const signOut = await settle(() => logout.action(routeArgs(pageRequest("/logout", { method: "POST", cookie: cookie! }))));
    expect(signOut.status).toBe(302);
    expect(await s.auth.api.getSession({ headers: new Headers({ cookie: cookie! }) })).toBeNull();
  });

  it("registering an address that has an account answers the same, and mails its owner the ways in", async () => {
    const again = await s.auth.handler(
      authRequest(
        "/sign-up/email",
        { ...amina, password: "other-pass-9", callbackURL: "/job/3?apply=1" },
        { ip: "198.51.100.9" },
      ),
    );
    expect(again.status).toBe(200);
    const mails = await s.outbox(amina.email);
    const mail = mails.find((m) => m.subject === "You already have a PearlBridge Jobs account");
    expect(mail?.text).toContain("There is already an account for it, so nothing was changed.");
    expect(mail?.links.map((l) => new URL(l)).map((u) => u.pathname + u.search)).toEqual([
      "/auth?redirectTo=%2Fjob%2F3%3Fapply%3D1",
      "/auth?redirectTo=%2Fjob%2F3%3Fapply%3D1&forgot=1",
    ]);
  });

  it("sends a failed verification link to the sign-in page with the return path, not silently to the job", async () => {
    const link = `${TEST_ORIGIN}/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent("/job/3?apply=1")}`;
    const failed = await apiAuth.loader(routeArgs(new Request(link)));
    expect(failed.status).toBe(302);
    expect(failed.headers.get("location")).toBe("/auth?verified=1&error=INVALID_TOKEN&redirectTo=%2Fjob%2F3%3Fapply%3D1");
    // Without a return path the sign-in page is the callback already, and says it.
    const plain = await apiAuth.loader(
      routeArgs(
        new Request(`${TEST_ORIGIN}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent("/auth?verified=1")}`),
      ),
    );
    expect(plain.headers.get("location")).toMatch(/^\/auth\?verified=1&error=/);
  });

  it("refuses a sign-up without full name or phone number with the required-fields message", async () => {
    for (const body of [
      { email: "x1@example.org", password: "secret-pass", name: "Joseph Okello" },
      { email: "x2@example.org", password: "secret-pass", phoneNumber: "+256 700 000000", name: "" },
    ]) {
      const res = await s.auth.handler(authRequest("/sign-up/email", body));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Full name and phone number are required");
    }
  });

  it("applies the registration rules to the endpoint too", async () => {
    const short = await s.auth.handler(authRequest("/sign-up/email", { ...amina, email: "p@example.org", password: "12345" }));
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Password must be at least 6 characters");
    const phone = await s.auth.handler(authRequest("/sign-up/email", { ...amina, email: "q@example.org", phoneNumber: "123" }));
    expect((await phone.json()).message).toBe("Please enter a valid phone number");
    const email = await s.auth.handler(authRequest("/sign-up/email", { ...amina, email: "not-an-email" }));
    expect(email.status).toBe(400);
  });

  it("answers malformed and incomplete bodies with a 4xx and a message, never a 500", async () => {
    const bad = [
      authRequest("/sign-in/email", undefined, { rawBody: "{not json" }),
      authRequest("/sign-in/email", {}),
      authRequest("/sign-in/email", { email: "nobody@example.org" }),
      authRequest("/sign-in/email", { email: 42, password: ["x"] }),
      authRequest("/sign-up/email", { email: "a@b.c" }),
    ];
    for (const req of bad) {
      const res = await s.auth.handler(req);
      expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("does not reveal whether an e-mail is registered when signing up twice", async () => {
    const again = await s.auth.handler(authRequest("/sign-up/email", amina));
    expect(again.status).toBe(200);
  });

  it("rate limits sign-in per client: a burst of wrong passwords gets 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await s.auth.handler(
        authRequest("/sign-in/email", { email: amina.email, password: "wrong-password" }, { ip: "192.0.2.55" }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    // Another client is not affected.
    const other = await s.auth.handler(
      authRequest("/sign-in/email", { email: amina.email, password: "wrong-password" }, { ip: "192.0.2.56" }),
    );
    expect(other.status).toBe(401);
  });
});
