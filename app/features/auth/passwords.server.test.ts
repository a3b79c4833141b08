import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords.generated.ts";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords.server.ts";

describe("common passwords", () => {
  it("knows at least 10,000 of them and refuses them whatever the case", () => {
    expect(COMMON_PASSWORDS.split("\n").length).toBeGreaterThanOrEqual(10_000);
    for (const p of ["123456", "password", "Password", "qwerty", "iloveyou", "letmein1"])
      expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword("Kampala-to-Berlin 2026")).toBe(false);
  });
});

describe("password hashes", () => {
  it("verify hashes made by Better Auth's own function, and Better Auth verifies ours", async () => {
    const old = await betterAuthHash("secret-pass");
    expect(await verifyPassword({ hash: old, password: "secret-pass" })).toBe(true);
    expect(await verifyPassword({ hash: old, password: "wrong-pass" })).toBe(false);
    const ours = await hashPassword("pässwort-ﬁ");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: "pässwort-ﬁ" })).toBe(true);
    expect(await betterAuthVerify({ hash: ours, password: "passwort" })).toBe(false);
  });

  it("refuses a malformed hash without throwing", async () => {
    expect(await verifyPassword({ hash: "not-a-hash", password: "x" })).toBe(false);
  });

  it("hashes concurrently requested passwords one after the other, each correctly", async () => {
    const hashes = await Promise.all(["a1b2c3d4", "e5f6g7h8", "i9j0k1l2"].map((p) => hashPassword(p)));
    expect(new Set(hashes).size).toBe(3);
    const [, second = ""] = hashes;
    expect(await verifyPassword({ hash: second, password: "e5f6g7h8" })).toBe(true);
  });
});
