/**
 * Pre-account hijacking (decision 036): an attacker signs up the victim's address with a password of their own. When
 * the victim confirms the address from their own browser, the attacker's password stops working and the victim
 * chooses theirs; the link signs nobody in. The browser that signed up keeps the plain confirmation.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#db/schema.ts";
import { loader as authApiLoader } from "#app/routes/api.auth.ts";
import * as resetPage from "#app/routes/reset-password.tsx";
import { pageRequest, registrantCookie, routeArgs } from "../support/accounts.ts";
import { settle } from "../support/route-outcome.ts";
import { authRequest, createTestServices, sessionCookie, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

describe("an account someone else signed up before the address was confirmed", () => {
  let s: TestServices;
  let n = 0;
  const nextIp = () => `203.0.113.${++n}`;
  const signIn = (email: string, password: string) =>
    s.auth.handler(authRequest("/sign-in/email", { email, password }, { ip: nextIp() }));

  beforeAll(async () => {
    s = await createTestServices();
  });
  afterAll(() => s.close());

  /** The attacker signs up `email` with their password; returns their browser's cookie and the mailed link. */
  async function attackerSignsUp(email: string, callbackURL?: string) {
    const res = await s.auth.handler(
      authRequest(
        "/sign-up/email",
        { name: "Victim Name", email, password: "attackers-pass-1", phoneNumber: "+256 700 999888", callbackURL },
        { ip: nextIp() },
      ),
    );
    expect(res.status).toBe(200);
    const mail = (await s.outbox(email)).find((m) => /Confirm your e-mail/.test(m.subject));
    return { attackerBrowser: registrantCookie(res), link: new URL(mail!.links[0]!) };
  }

  /** Opens the link through our /api/auth route, as a browser does (with its cookies, if any). */
  const open = async (link: URL, cookie?: string) =>
    (await authApiLoader(
      routeArgs(new Request(link, { headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } })),
    )) as Response;

  it("the victim's confirmation invalidates the attacker's password and leads the victim to choose their own", async () => {
    const email = "victim@example.org";
    const { link } = await attackerSignsUp(email);
    const res = await open(link);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!, TEST_ORIGIN);
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("confirmed")).toBe("1");
    expect(res.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=[^;]+/.test(c))).toBe(false);
    const [row] = await s.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(true);

    // The attacker's password no longer signs in.
    expect((await signIn(email, "attackers-pass-1")).status).toBe(401);

    // The page explains; the victim sets their password and signs in with it.
    const page = await settle(() => resetPage.loader(routeArgs(pageRequest(location.pathname + location.search))));
    expect(page.body).toMatchObject({ token: location.searchParams.get("token"), confirmed: true });
    const set = await settle(() =>
      resetPage.action(
        routeArgs(
          pageRequest("/reset-password", {
            form: { token: location.searchParams.get("token")!, password: "victims-own-9" },
            ip: nextIp(),
          }),
        ),
      ),
    );
    expect(set.status).toBe(302);
    expect((await signIn(email, "victims-own-9")).status).toBe(200);
    expect((await signIn(email, "attackers-pass-1")).status).toBe(401);
  });

  it("a link that would sign in (registered from a job) signs nobody in from another browser", async () => {
    const { link } = await attackerSignsUp("applicant-victim@example.org", "/job/1?apply=1");
    const res = await open(link);
    expect(new URL(res.headers.get("Location")!, TEST_ORIGIN).pathname).toBe("/reset-password");
    expect(res.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=[^;]+/.test(c))).toBe(false);
    expect((await signIn("applicant-victim@example.org", "attackers-pass-1")).status).toBe(401);
  });

  it("the browser that signed up confirms as before, and its password works", async () => {
    const email = "own-browser@example.org";
    const { attackerBrowser: ownBrowser, link } = await attackerSignsUp(email, "/auth?verified=1");
    const res = await open(link, ownBrowser);
    expect(res.headers.get("Location")).toBe("/auth?verified=1");
    const ok = await signIn(email, "attackers-pass-1");
    expect(ok.status).toBe(200);
    expect(sessionCookie(ok)).toBeDefined();
  });

  it("another address's cookie, or a made-up one, does not count as the registering browser", async () => {
    const other = await attackerSignsUp("someone-else@example.org");
    const { link } = await attackerSignsUp("target@example.org");
    const [, value] = other.attackerBrowser.split("=");
    const targetName = registrantCookieName(
      await s.auth.handler(
        authRequest(
          "/sign-up/email",
          { name: "X Y", email: "target@example.org", password: "whatever-1", phoneNumber: "+256 700 000000" },
          { ip: nextIp() },
        ),
      ),
    );
    for (const cookie of [other.attackerBrowser, `${targetName}=${value}`, `${targetName}=made-up`]) {
      const res = await open(link, cookie);
      expect(new URL(res.headers.get("Location")!, TEST_ORIGIN).pathname, cookie).toBe("/reset-password");
      await s.db.update(user).set({ emailVerified: false }).where(eq(user.email, "target@example.org"));
    }
  });
});

/** The name of the registrant cookie a sign-up's answer set. */
function registrantCookieName(res: Response): string {
  return registrantCookie(res).split("=")[0]!;
}
