import fs from "node:fs";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organization, rateLimit, user, verification } from "#db/schema.ts";
import { passwordTooCommon } from "#app/features/auth/passwords.server.ts";
import { loader as authRouteLoader, action as authRouteAction } from "#app/routes/account/api.auth.ts";
import { createSignedInUser, routeArgs } from "../support/accounts.ts";
import { itemAt } from "../support/item-at.ts";
import { authRequest, createTestServices, TEST_ORIGIN } from "../support/services.ts";

/** The token of the reset link in the newest of these mails. */
function resetToken(mails: { links: string[] }[]): string {
  const link = itemAt(itemAt(mails, 0, "mails").links, 0, "links of the mail");
  return new URL(link).pathname.split("/").pop() ?? "";
}

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

/** Hardening of the accounts backend: limits, rules and revocations a client can observe. */
describe("accounts hardening", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices({ RATE_LIMIT_ACCOUNT_SIGN_IN_MAX: "10", RATE_LIMIT_MAIL_MAX: "3" });
  });
  afterAll(() => s.close());

  const signIn = (email: string, password: string, ip: string) =>
    s.auth.handler(authRequest("/sign-in/email", { email, password }, { ip }));

  it("limits failed sign-ins per account, whatever the client address", async () => {
    const account = await createSignedInUser(s);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await signIn(account.email, "wrong-password", `10.0.0.${i + 1}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    // The right password from yet another address is refused too while the account is locked.
    expect((await signIn(account.email, account.password, "10.0.1.1")).status).toBe(429);
    // Other accounts are not affected.
    const other = await createSignedInUser(s);
    expect((await signIn(other.email, other.password, "10.0.0.1")).status).toBe(200);
  });

  it("has no update-user endpoint: the profile rules cannot be bypassed", async () => {
    const account = await createSignedInUser(s);
    const res = await s.auth.handler(
      authRequest(
        "/update-user",
        { name: "Evil\r\nVisit https://evil.example", image: "javascript:alert(1)" },
        { cookie: account.cookie },
      ),
    );
    expect(res.status).toBe(404);
    const [row] = await s.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, account.id));
    expect(row).toEqual({ name: "Test Person", image: null });
  });

  it("refuses sign-ups with unsafe names, phone numbers that are not phone numbers, or an image", async () => {
    const base = { email: "shape@example.org", password: "secret-pass", name: "Anna Bob", phoneNumber: "+256 700 123456" };
    for (const change of [
      { name: "Anna\u202Egnp" },
      { name: "Anna\r\nBob" },
      { name: "\u200b\u200b\u200b" },
      { phoneNumber: "javascript:alert(1)" },
      { image: "javascript:alert(1)" },
    ]) {
      const res = await s.auth.handler(authRequest("/sign-up/email", { ...base, ...change }, { ip: "192.0.2.70" }));
      expect(res.status, JSON.stringify(change)).toBe(400);
    }
    expect(await s.db.select().from(user).where(eq(user.email, base.email))).toEqual([]);
  });

  it("refuses the most common passwords with a clear message", async () => {
    for (const password of ["123456", "password", "qwerty123"]) {
      const res = await s.auth.handler(
        authRequest("/sign-up/email", {
          email: `common-${password}@example.org`,
          password,
          name: "Anna Bob",
          phoneNumber: "+256700123456",
        }),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(passwordTooCommon());
    }
  });

  it("limits mails per recipient and greets unverified addresses without the registrant's text", async () => {
    const email = "unverified@example.org";
    const res = await s.auth.handler(
      authRequest(
        "/sign-up/email",
        { email, password: "secret-pass", name: "Visit https://evil.example/claim now", phoneNumber: "+256700123456" },
        { ip: "192.0.2.80" },
      ),
    );
    expect(res.status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(email, "secret-pass", `192.0.2.${90 + i}`)).status).toBe(403);
    const mails = await s.outbox(email);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(mail.text + mail.html).not.toContain("evil.example");
    }
  });

  it("answers only the endpoints the product uses: the others are 404 to a client, and change nothing", async () => {
    const account = await createSignedInUser(s);
    for (const [path, body] of [
      ["/change-password", { currentPassword: account.password, newPassword: "a-new-secret-9", revokeOtherSessions: false }],
      ["/verify-password", { password: account.password }],
      ["/update-user", { name: "Evil" }],
      ["/organization/create", { name: "PearlBridge Jobs Support - verify at evil.example", slug: "support" }],
      ["/organization/update", { data: { name: "Evil\u202Egnp" } }],
      ["/organization/invite-member", { email: "victim@example.org", role: "admin" }],
      ["/sign-out", {}],
      ["/list-sessions", undefined],
      ["/get-session", undefined],
    ] as const) {
      const res = await s.auth.handler(authRequest(path, body, { cookie: account.cookie }));
      expect(res.status, path).toBe(404);
      const viaRoute = await authRouteAction(routeArgs(authRequest(path, body ?? {}, { cookie: account.cookie })));
      expect(viaRoute.status, path).toBe(404);
    }
    // The password still works, and nothing was sent or created.
    expect((await signIn(account.email, account.password, "192.0.2.101")).status).toBe(200);
    expect(await s.outbox("victim@example.org")).toEqual([]);
    expect(await s.db.select().from(organization)).toEqual([]);
  });

  it("refuses a NUL in an auth endpoint's query string with a 400, as in its body (the reset token may come in either)", async () => {
    const req = authRequest("/reset-password?token=%00", { newPassword: "long-enough-pw" });
    const res = (await authRouteAction(routeArgs(req))) as Response;
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "INVALID_CHARACTERS" });
  });

  it("invalidates older reset links once a password was reset", async () => {
    const account = await createSignedInUser(s, { email: "reset-twice@example.org" });
    const request = () =>
      s.auth.handler(
        authRequest("/request-password-reset", { email: account.email, redirectTo: "/reset-password" }, { ip: "192.0.2.110" }),
      );
    const tokenOfNewestMail = async () => resetToken(await s.outbox(account.email));
    expect((await request()).status).toBe(200);
    const older = await tokenOfNewestMail();
    await new Promise((r) => setTimeout(r, 5));
    expect((await request()).status).toBe(200);
    const newer = await tokenOfNewestMail();
    expect(newer).not.toBe(older);
    const reset = (token: string) =>
      s.auth.handler(authRequest("/reset-password", { token, newPassword: "brand-new-pass-1" }, { ip: "192.0.2.111" }));
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(older)).status).toBe(400);
    const left = await s.db.select().from(verification).where(like(verification.identifier, "reset-password:%"));
    expect(left.filter((v) => v.value === account.id)).toEqual([]);
  });

  it("puts a stored name into mails on one line, without control or format characters", async () => {
    const account = await createSignedInUser(s);
    await s.db.update(user).set({ name: "Evil\r\nVisit https://evil.example\u202E now" }).where(eq(user.id, account.id));
    await s.auth.handler(authRequest("/request-password-reset", { email: account.email, redirectTo: "/reset-password" }));
    const mail = itemAt(await s.outbox(account.email), 0, "mails");
    expect(mail.text.split("\n")[0]).toBe("Hello Evil Visit https://evil.example now,");
  });

  it("refuses a common password when resetting", async () => {
    const account = await createSignedInUser(s);
    await s.auth.handler(authRequest("/request-password-reset", { email: account.email, redirectTo: "/reset-password" }));
    const token = resetToken(await s.outbox(account.email));
    const res = await s.auth.handler(authRequest("/reset-password", { token, newPassword: "password1" }));
    expect(res.status).toBe(400);
  });

  it("answers unknown and over-long paths under /api/auth with 404 and stores no counter for them", async () => {
    const before = (await s.db.select({ n: sql<number>`count(*)::int` }).from(rateLimit))[0]?.n;
    for (let i = 0; i < 40; i++) {
      const req = authRequest(`/made-up-${i}-${Math.random().toString(36).slice(2)}`);
      expect(((await authRouteLoader(routeArgs(req))) as Response).status).toBe(404);
    }
    const long = authRequest(`/${"x".repeat(3000)}`, {});
    expect(((await authRouteAction(routeArgs(long))) as Response).status).toBe(404);
    const after = (await s.db.select({ n: sql<number>`count(*)::int` }).from(rateLimit))[0]?.n;
    expect(after).toBe(before);
    // Real endpoints still answer, including those with a parameter in the path.
    const ok = await authRouteLoader(
      routeArgs(new Request(`${TEST_ORIGIN}/api/auth/reset-password/abc?callbackURL=/reset-password`)),
    );
    expect((ok as Response).status).toBe(302);
  });

  it("writes outbox mails readable by the server's user only", async () => {
    const dir = path.join(s.config.DATA_DIR, "outbox");
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, f)).mode & 0o777).toBe(0o600);
  });
});
