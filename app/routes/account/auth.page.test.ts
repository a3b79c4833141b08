import { describe, expect, it } from "vitest";
import { shownTab } from "./auth.page.tsx";

describe("the tab the /auth card shows", () => {
  it("is the address's until a form has answered", () => {
    expect(shownTab("login", undefined, false)).toBe("login");
    expect(shownTab("register", undefined, false)).toBe("register");
  });

  it("is Login for a reset link request, whatever the address", () => {
    expect(shownTab("register", undefined, true)).toBe("login");
  });

  it("follows the form that answered: a refused sign-in on /register stays on Login", () => {
    expect(shownTab("register", { intent: "login", ok: false }, false)).toBe("login");
    expect(shownTab("register", { intent: "resend-verification", ok: true }, false)).toBe("login");
    expect(shownTab("login", { intent: "register", ok: false }, false)).toBe("register");
  });

  it("is the one the answer names: Login after registering", () => {
    expect(shownTab("register", { intent: "register", ok: true, tab: "login" }, false)).toBe("login");
  });
});
