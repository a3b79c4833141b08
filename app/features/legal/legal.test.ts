import { describe, expect, it } from "vitest";
import { getLegalPage, otherLegalPages } from "./legal.ts";

describe("legal pages", () => {
  it("finds privacy, terms and cookies, and nothing else", () => {
    expect(getLegalPage("privacy")?.title).toBe("Privacy Policy");
    expect(getLegalPage("terms")?.title).toBe("Terms of Service");
    expect(getLegalPage("cookies")?.title).toBe("Cookie Policy");
    expect(getLegalPage("cookies")?.id).toBe("cookies");
    expect(getLegalPage("imprint")).toBeUndefined();
    expect(getLegalPage("toString")).toBeUndefined();
  });

  it("links to the other two pages", () => {
    expect(otherLegalPages("terms").map((p) => p.id)).toEqual(["privacy", "cookies"]);
  });
});
