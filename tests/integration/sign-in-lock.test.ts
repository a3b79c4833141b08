/**
 * The per-account sign-in lock (decision 030): it stops guessing from many addresses, without letting a stranger
 * lock the owner out. A client that has signed in to the account before (its device cookie) passes a lock that
 * others caused; its own failures have a limit of their own; a password reset lifts the lock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInLockTexts } from "#app/features/auth/sign-in-lock.server.ts";
import * as authRoute from "#app/routes/account/auth.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { settle } from "../support/route-outcome.ts";
import { authRequest, createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/** The device cookie ("name=value") a sign-in answer set, if any. */
const deviceCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("pearlbridge.device_"));

describe("the per-account sign-in lock", () => {
  let s: TestServices;
  let ipCounter = 0;
  const nextIp = () => `100.64.0.${++ipCounter}`;
  const signIn = (email: string, password: string, cookie?: string) =>
    s.auth.handler(authRequest("/sign-in/email", { email, password }, { ip: nextIp(), cookie }));
  /** A stranger's ten wrong passwords, each from another address: the account is locked for strangers. */
  const lockOut = async (account: Account) => {
    for (let i = 0; i < 10; i++) expect((await signIn(account.email, "wrong-password")).status).toBe(401);
    const locked = await signIn(account.email, account.password);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(signInLockTexts.locked());
  };

  beforeAll(async () => {
    s = await createTestServices({ RATE_LIMIT_ACCOUNT_SIGN_IN_MAX: "10" });
  });
  afterAll(() => s.close());

  it("lets the owner's phone, which signed in before, in with the right password while strangers are locked out", async () => {
    const owner = await createSignedInUser(s);
    const first = await signIn(owner.email, owner.password);
    const phone = deviceCookie(first);
    expect(phone).toBeDefined();
    await lockOut(owner);
    const again = await signIn(owner.email, owner.password, phone);
    expect(again.status).toBe(200);
    // A stranger is still refused the right password, and so is the phone's cookie for another account.
    expect((await signIn(owner.email, owner.password)).status).toBe(429);
    const other = await createSignedInUser(s);
    const othersName = deviceCookie(await signIn(other.email, other.password))!.split("=")[0]!;
    await lockOut(other);
    const renamed = phone!.replace(/^pearlbridge\.device_[^=]+/, othersName);
    expect((await signIn(other.email, other.password, renamed)).status).toBe(429);
  });

  it("refuses a forged device cookie", async () => {
    const owner = await createSignedInUser(s);
    const real = deviceCookie(await signIn(owner.email, owner.password))!;
    await lockOut(owner);
    const [name, value] = real.split("=");
    const forged = `${name}=${encodeURIComponent(decodeURIComponent(value!).replace(/\.[^.]+\./, ".forged-device."))}`;
    expect((await signIn(owner.email, owner.password, forged)).status).toBe(429);
    expect((await signIn(owner.email, owner.password, `${name}=unsigned-value`)).status).toBe(429);
  });

  it("limits the known device's own wrong passwords", async () => {
    const owner = await createSignedInUser(s);
    const phone = deviceCookie(await signIn(owner.email, owner.password))!;
    for (let i = 0; i < 10; i++) expect((await signIn(owner.email, "wrong-password", phone)).status).toBe(401);
    expect((await signIn(owner.email, owner.password, phone)).status).toBe(429);
  });

  it("is lifted by a successful password reset", async () => {
    const owner = await createSignedInUser(s);
    await lockOut(owner);
    await s.auth.handler(
      authRequest("/request-password-reset", { email: owner.email, redirectTo: "/reset-password" }, { ip: nextIp() }),
    );
    const mail = (await s.outbox(owner.email)).find((m) => /Reset your/.test(m.subject));
    const token = new URL(mail!.links[0]!).pathname.split("/").pop()!;
    const reset = await s.auth.handler(
      authRequest("/reset-password", { token, newPassword: "a-fresh-secret-7" }, { ip: nextIp() }),
    );
    expect(reset.status).toBe(200);
    expect((await signIn(owner.email, "a-fresh-secret-7")).status).toBe(200);
  });

  it("works through the sign-in form: the form's answer sets the device cookie, and the next sign-in sends it", async () => {
    const owner = await createSignedInUser(s);
    const login = (cookie?: string) =>
      settle(() =>
        authRoute.action(
          routeArgs(
            pageRequest("/auth", {
              form: { intent: "login", email: owner.email, password: owner.password },
              ip: nextIp(),
              ...(cookie ? { cookie } : {}),
            }),
          ),
        ),
      );
    const first = await login();
    expect(first.status).toBe(302);
    const phone = deviceCookie(first.response!);
    expect(phone).toBeDefined();
    await lockOut(owner);
    expect((await login()).status).toBe(429);
    expect((await login(phone)).status).toBe(302);
  });
});
