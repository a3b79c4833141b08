/**
 * Pre-account hijacking (decision 036): an attacker signs up the victim's address with a password of their own. A
 * confirmation link opened outside the browser that made the account confirms nothing by itself; the address's
 * owner chooses the password on the page it leads to, which confirms the address and ends the password set before.
 * The browser that made the account confirms as before, and a mail scanner that opens the link changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#db/schema.ts";
import { loader as authApiLoader } from "#app/routes/account/api.auth.ts";
import * as resetPage from "#app/routes/account/reset-password.tsx";
import { pageRequest, registrantCookie, routeArgs } from "../support/accounts.ts";
import { settle } from "../support/route-outcome.ts";
import { authRequest, createTestServices, sessionCookie, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

const ATTACKERS = "attackers-pass-1";

describe("an account someone else signed up before the address was confirmed", () => {
  let s: TestServices;
  let n = 0;
  const nextIp = () => `203.0.113.${++n}`;
  const signIn = (email: string, password: string) =>
    s.auth.handler(authRequest("/sign-in/email", { email, password }, { ip: nextIp() }));
  const isConfirmed = async (email: string) =>
    (await s.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email)))[0]?.v;
  const signUp = (email: string, password: string, callbackURL?: string) =>
    s.auth.handler(
      authRequest(
        "/sign-up/email",
        { name: "Some Name", email, password, phoneNumber: "+256 700 999888", callbackURL },
        { ip: nextIp() },
      ),
    );
  beforeAll(async () => {
    s = await createTestServices();
  });
  afterAll(() => s.close());

  const newestLink = async (email: string) =>
    new URL((await s.outbox(email)).find((m) => /Confirm your e-mail/.test(m.subject))!.links[0]!);

  /** The attacker signs up `email` with their password; returns their browser's cookie and the mailed link. */
  async function attackerSignsUp(email: string, callbackURL?: string) {
    const res = await signUp(email, ATTACKERS, callbackURL);
    expect(res.status).toBe(200);
    return { attackerBrowser: registrantCookie(res), link: await newestLink(email) };
  }

  /** Opens the link through our /api/auth route, as a browser does (with its cookies, if any). */
  const open = async (link: URL, cookie?: string) =>
    (await authApiLoader(
      routeArgs(new Request(link, { headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } })),
    )) as Response;

  /** The page a link led to, and the owner's choice of password sent from it. */
  async function choosePassword(location: URL, password: string) {
    const page = await settle(() => resetPage.loader(routeArgs(pageRequest(location.pathname + location.search))));
    const { token, confirmed, redirectTo } = page.body as { token: string; confirmed: boolean; redirectTo: string };
    const form: Record<string, string> = { token, password, ...(confirmed ? { confirmed: "1" } : {}) };
    if (redirectTo) form.redirectTo = redirectTo;
    return settle(() => resetPage.action(routeArgs(pageRequest("/reset-password", { form, ip: nextIp() }))));
  }

  it("the victim's link leads to Choose Your Password; their choice confirms the address and ends the attacker's password", async () => {
    const email = "victim@example.org";
    const { link } = await attackerSignsUp(email);
    const res = await open(link);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!, TEST_ORIGIN);
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("confirmed")).toBe("1");
    expect(res.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=[^;]+/.test(c))).toBe(false);
    // Opening the link changed nothing yet: the address waits for the owner's password.
    expect(await isConfirmed(email)).toBe(false);
    expect((await signIn(email, ATTACKERS)).status).toBe(403);

    const set = await choosePassword(location, "victims-own-9");
    expect(set.status).toBe(302);
    expect(set.response?.headers.get("Location")).toBe("/auth");
    expect(await isConfirmed(email)).toBe(true);
    expect((await signIn(email, "victims-own-9")).status).toBe(200);
    expect((await signIn(email, ATTACKERS)).status).toBe(401);
    // The link has done its work: used again, it shows the invalid state.
    expect((await choosePassword(location, "someone-else-1")).body).toEqual({ invalidToken: true });
  });

  it("a link that would sign in (registered from a job) signs nobody in, and the job is where the owner goes after", async () => {
    const { link } = await attackerSignsUp("applicant-victim@example.org", "/job/1?apply=1");
    const res = await open(link);
    const location = new URL(res.headers.get("Location")!, TEST_ORIGIN);
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("redirectTo")).toBe("/job/1?apply=1");
    expect(res.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=[^;]+/.test(c))).toBe(false);
    const set = await choosePassword(location, "applicants-own-9");
    expect(set.response?.headers.get("Location")).toBe("/auth?redirectTo=%2Fjob%2F1%3Fapply%3D1");
  });

  it("the browser that made the account confirms as before, and its password works", async () => {
    const email = "own-browser@example.org";
    const { attackerBrowser: ownBrowser, link } = await attackerSignsUp(email, "/auth?verified=1");
    const res = await open(link, ownBrowser);
    expect(res.headers.get("Location")).toBe("/auth?verified=1");
    const ok = await signIn(email, ATTACKERS);
    expect(ok.status).toBe(200);
    expect(sessionCookie(ok)).toBeDefined();
  });

  it("a mail scanner that opens the link first changes nothing: the owner's browser confirms afterwards", async () => {
    const email = "scanned@example.org";
    const { attackerBrowser: ownBrowser, link } = await attackerSignsUp(email, "/auth?verified=1");
    for (let i = 0; i < 2; i++) expect((await open(link)).status).toBe(302);
    expect(await isConfirmed(email)).toBe(false);
    expect((await open(link, ownBrowser)).headers.get("Location")).toBe("/auth?verified=1");
    expect((await signIn(email, ATTACKERS)).status).toBe(200);
  });

  it("signing up the same address in another browser marks nothing: a new link there still asks for the password", async () => {
    const email = "second-signup@example.org";
    await attackerSignsUp(email);
    // The owner signs up too: the same answer as for a new address, but nobody is created, and no cookie is set.
    const again = await signUp(email, "owners-pass-2");
    expect(again.status).toBe(200);
    expect(() => registrantCookie(again)).toThrow();
    // The attacker has a new link sent, returning to a job (a link that would sign in); the owner opens it.
    await s.auth.handler(authRequest("/send-verification-email", { email, callbackURL: "/job/1?apply=1" }, { ip: nextIp() }));
    const res = await open(
      await newestLink(email),
      again.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    );
    expect(new URL(res.headers.get("Location")!, TEST_ORIGIN).pathname).toBe("/reset-password");
    expect(res.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=[^;]+/.test(c))).toBe(false);
    expect(await isConfirmed(email)).toBe(false);
  });

  it("another account's cookie, or a made-up one, does not count as the browser that made the account", async () => {
    const other = await attackerSignsUp("someone-else@example.org");
    const { attackerBrowser, link } = await attackerSignsUp("target@example.org");
    const [targetName] = attackerBrowser.split("=");
    const [, othersValue] = other.attackerBrowser.split("=");
    for (const cookie of [other.attackerBrowser, `${targetName}=${othersValue}`, `${targetName}=made-up`]) {
      const res = await open(link, cookie);
      expect(new URL(res.headers.get("Location")!, TEST_ORIGIN).pathname, cookie).toBe("/reset-password");
    }
    expect(await isConfirmed("target@example.org")).toBe(false);
  });

  it("a forged or stale token on the Choose Your Password form is refused with the invalid state", async () => {
    for (const token of ["not-a-token", "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6InRhcmdldEBleGFtcGxlLm9yZyJ9.forged"]) {
      const res = await settle(() =>
        resetPage.action(
          routeArgs(
            pageRequest("/reset-password", { form: { token, password: "whatever-pass-1", confirmed: "1" }, ip: nextIp() }),
          ),
        ),
      );
      expect(res).toEqual({ status: 400, body: { invalidToken: true } });
    }
    expect(await isConfirmed("target@example.org")).toBe(false);
  });
});
