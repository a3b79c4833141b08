import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices } from "../../tests/support/services.ts";
import { flashSigningKey, readFlash, redirectWithToast } from "./flash.server.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

const TOAST = { title: "Logged out", description: "You have been successfully logged out." };

/** The name=value part of the flash cookie a response sets. */
function flashCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("pearlbridge_flash="));
  const [pair] = cookie?.split(";") ?? [];
  if (!pair) throw new Error("no flash cookie set");
  return pair;
}

/** The name=value part of a Set-Cookie header value. */
function cookiePair(setCookie: string): string {
  const end = setCookie.indexOf(";");
  return end === -1 ? setCookie : setCookie.slice(0, end);
}

function pageWith(cookie: string) {
  return new Request("http://localhost:3999/auth", { headers: { Cookie: cookie } });
}

/** The cookie value as React Router encodes an unsigned one: base64 of the JSON. */
function unsigned(value: unknown): string {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64");
}

describe("flash toasts", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices();
  });
  afterAll(() => s.close());

  it("redirects with the toast in a signed, HttpOnly cookie that the next page reads once", async () => {
    const res = await redirectWithToast("/auth", TOAST);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth");
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("pearlbridge_flash="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=60/i);
    // The value is "<payload>.<signature>".
    expect(decodeURIComponent(flashCookieOf(res).split("=")[1] ?? "")).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);

    const read = await readFlash(pageWith(flashCookieOf(res)));
    expect(read.toast).toEqual(TOAST);
    expect(read.clear).toMatch(/^pearlbridge_flash=;.*Max-Age=0/i);
  });

  it("keeps further headers and can replace the history entry", async () => {
    const res = await redirectWithToast("/auth", TOAST, { headers: { "Set-Cookie": "session=gone; Max-Age=0" }, replace: true });
    expect(res.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["session", "pearlbridge_flash"]);
    expect(res.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("ignores a planted, unsigned cookie and clears it", async () => {
    const forged = `pearlbridge_flash=${encodeURIComponent(unsigned({ title: "Your account is blocked", variant: "error" }))}`;
    const read = await readFlash(pageWith(forged));
    expect(read.toast).toBeNull();
    expect(read.clear).toMatch(/Max-Age=0/i);
  });

  it("ignores a signed cookie whose text was changed", async () => {
    const [name, value = ""] = flashCookieOf(await redirectWithToast("/", TOAST)).split("=");
    const signature = decodeURIComponent(value).split(".").pop();
    const tampered = `${name}=${encodeURIComponent(`${unsigned({ title: "Call +1 555 0100 now" })}.${signature}`)}`;
    expect((await readFlash(pageWith(tampered))).toast).toBeNull();
  });

  it("ignores a cookie signed with another secret, or with the app's secret itself instead of the flash key", async () => {
    for (const secret of ["some-other-secret-some-other-secret", s.secret]) {
      const other = createCookie("pearlbridge_flash", { secrets: [secret] });
      const header = cookiePair(await other.serialize({ title: "Forged" }));
      expect((await readFlash(pageWith(header))).toast).toBeNull();
    }
    // ... while one signed with the flash key is read (the check above is not vacuous).
    const ours = createCookie("pearlbridge_flash", { secrets: [flashSigningKey(s.secret)] });
    const header = cookiePair(await ours.serialize({ title: "Genuine" }));
    expect((await readFlash(pageWith(header))).toast).toEqual({ title: "Genuine" });
  });

  it("drops fields that are not part of a toast, and refuses values that are no toast", async () => {
    const ours = createCookie("pearlbridge_flash", { secrets: [flashSigningKey(s.secret)] });
    const read = async (value: unknown) => (await readFlash(pageWith(cookiePair(await ours.serialize(value))))).toast;
    expect(await read({ title: "Hi", variant: "error", html: "<b>x</b>" })).toEqual({ title: "Hi", variant: "error" });
    expect(await read({ title: "Hi", variant: "danger" })).toBeNull();
    expect(await read({ title: 42 })).toBeNull();
    expect(await read("just text")).toBeNull();
    expect(await read({ title: "x".repeat(1000) })).toEqual({ title: "x".repeat(200) });
  });

  it("gives nothing (and clears nothing) when there is no flash cookie", async () => {
    expect(await readFlash(pageWith("other=1"))).toEqual({ toast: null, clear: null });
    expect(await readFlash(new Request("http://localhost:3999/"))).toEqual({ toast: null, clear: null });
  });
});
