import { describe, expect, it } from "vitest";
import { buildHead, fullTitle } from "./seo.ts";

describe("page head", () => {
  it("appends the product name unless present", () => {
    expect(fullTitle("Browse Jobs")).toBe("Browse Jobs | PearlBridge Jobs");
    expect(fullTitle("PearlBridge Jobs - Home")).toBe("PearlBridge Jobs - Home");
  });

  it("builds canonical, social tags, robots and both structured-data blocks by default", () => {
    const tags = buildHead("https://jobs.example.com", { title: "About Us", path: "/about" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://jobs.example.com/about" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://jobs.example.com/logo.svg" });
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });
    const types = tags.flatMap((t) => ("script:ld+json" in t ? [(t["script:ld+json"] as { "@type": string })["@type"]] : []));
    expect(types).toEqual(["WebSite", "Organization"]);
  });

  it("supports noindex/nofollow and no structured data", () => {
    const tags = buildHead("https://x.test", { title: "T", path: "/t", noindex: true, nofollow: true, siteData: "none" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.some((t) => "script:ld+json" in t)).toBe(false);
  });

  it("gives the organization's customer-service contact in English and German", () => {
    const tags = buildHead("https://x.test", { title: "T", path: "/", siteData: "organization" });
    const org = (tags.find((t) => "script:ld+json" in t) as Record<string, unknown>)["script:ld+json"] as {
      contactPoint: { availableLanguage: string[]; contactType: string };
    };
    expect(org.contactPoint).toMatchObject({ contactType: "customer service", availableLanguage: ["English", "German"] });
  });
});
