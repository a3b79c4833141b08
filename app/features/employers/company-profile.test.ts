import { describe, expect, it } from "vitest";
import { companyMessages, companyProfileSchema, withScheme } from "./company-profile.ts";

const website = (value: string) => companyProfileSchema.safeParse({ name: "Pflege Muster GmbH", website: value });

describe("a company's website as typed", () => {
  it.each([
    ["www.pflege-muster.de", "https://www.pflege-muster.de"],
    ["pflege-muster.de/karriere", "https://pflege-muster.de/karriere"],
    ["pflege-muster.de:8443/jobs", "https://pflege-muster.de:8443/jobs"],
    ["https://www.pflege-muster.de", "https://www.pflege-muster.de"],
    ["http://pflege-muster.de", "http://pflege-muster.de"],
  ])("%j is stored as %j", (typed, stored) => {
    const parsed = website(typed);
    expect(parsed.success && parsed.data.website).toBe(stored);
  });

  it.each([
    "javascript:alert(1)",
    "ftp://pflege-muster.de",
    "mailto:info@pflege-muster.de",
    "localhost:3000",
    "pflege muster.de",
    "muster",
  ])("%j is refused with the existing message", (typed) => {
    expect(website(typed).error?.issues.map((i) => i.message)).toEqual([companyMessages.website()]);
  });

  it("keeps a scheme as typed, so that only http and https pass", () => {
    expect(withScheme("data:text/html,x")).toBe("data:text/html,x");
    expect(withScheme("www.x.de")).toBe("https://www.x.de");
  });
});
