import { describe, expect, it } from "vitest";
import { readSignedLink, signLink, unsubscribeHeaders } from "./signed-links.server.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("signed links", () => {
  it("reads back what was signed", () => {
    const token = signLink(SECRET, "alert-unsubscribe", "abc-123");
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(readSignedLink(SECRET, token)).toEqual({ purpose: "alert-unsubscribe", subject: "abc-123" });
  });

  it("refuses another secret, a changed subject or purpose, and garbage", () => {
    const token = signLink(SECRET, "alert-unsubscribe", "abc-123");
    const [, signature] = token.split(".");
    const forged = `${Buffer.from("alert-unsubscribe:other").toString("base64url")}.${signature}`;
    const otherPurpose = `${Buffer.from("alert-confirm:abc-123").toString("base64url")}.${signature}`;
    expect(readSignedLink("another-secret-of-at-least-thirty-two-chars", token)).toBeNull();
    expect(readSignedLink(SECRET, forged)).toBeNull();
    expect(readSignedLink(SECRET, otherPurpose)).toBeNull();
    for (const bad of ["", ".", "abc", `${token}.x`, token.slice(0, -2), "x".repeat(600)]) {
      expect(readSignedLink(SECRET, bad), bad).toBeNull();
    }
  });

  it("gives the RFC 8058 headers", () => {
    expect(unsubscribeHeaders("https://jobs.example/unsubscribe/t")).toEqual({
      "List-Unsubscribe": "<https://jobs.example/unsubscribe/t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
