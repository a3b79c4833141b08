import { describe, expect, it } from "vitest";
import { localeOfPath, localizePath, unlocalizePath } from "./locale.ts";

describe("language by address", () => {
  it("reads the language from the first segment only", () => {
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/de/jobs")).toBe("de");
    expect(localeOfPath("/jobs")).toBe("en");
    expect(localeOfPath("/design")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });

  it("puts German under /de and leaves English where it was", () => {
    expect(localizePath("/jobs?search=pflege#top", "de")).toBe("/de/jobs?search=pflege#top");
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/?q=1", "de")).toBe("/de?q=1");
    expect(localizePath("/de/jobs", "de")).toBe("/de/jobs");
    expect(localizePath("/de/jobs", "en")).toBe("/jobs");
    expect(localizePath("/employer", "en")).toBe("/employer");
  });

  it("leaves other sites and relative links alone", () => {
    expect(localizePath("https://example.org/x", "de")).toBe("https://example.org/x");
    expect(localizePath("//cdn.example.org/x", "de")).toBe("//cdn.example.org/x");
    expect(localizePath("?page=2", "de")).toBe("?page=2");
    expect(localizePath("#routes", "de")).toBe("#routes");
  });

  it("finds the English address of a German one", () => {
    expect(unlocalizePath("/de")).toBe("/");
    expect(unlocalizePath("/de?x=1")).toBe("/?x=1");
    expect(unlocalizePath("/de/employer/jobs")).toBe("/employer/jobs");
    expect(unlocalizePath("/design")).toBe("/design");
  });
});
