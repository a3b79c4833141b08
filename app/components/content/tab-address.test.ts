import { describe, expect, it } from "vitest";
import { chosenTab, tabFromFragment, tabHref } from "./tab-address.ts";

const ids = ["blue-card", "work-permit", "required-documents"] as const;

describe("tabs in the address", () => {
  it("chooses the named tab, and the first for none or an unknown one", () => {
    expect(chosenTab(ids, "work-permit")).toBe("work-permit");
    expect(chosenTab(ids, null)).toBe("blue-card");
    expect(chosenTab(ids, "nope")).toBe("blue-card");
    expect(chosenTab([], "x")).toBeUndefined();
  });

  it("links the first tab as the bare page and the others with ?tab=", () => {
    expect(tabHref("/visa-info", ids, "blue-card")).toBe("/visa-info");
    expect(tabHref("/visa-info", ids, "work-permit", "topics")).toBe("/visa-info?tab=work-permit#topics");
  });

  it("reads an old fragment address only when the address has no tab", () => {
    expect(tabFromFragment(ids, "", "#required-documents")).toBe("required-documents");
    expect(tabFromFragment(ids, "?tab=work-permit", "#required-documents")).toBeNull();
    expect(tabFromFragment(ids, "", "#blue-card")).toBeNull();
    expect(tabFromFragment(ids, "", "#required-documents-what-to-bring")).toBeNull();
    expect(tabFromFragment(ids, "", "#%E0%A4%A")).toBeNull();
    expect(tabFromFragment(ids, "", "")).toBeNull();
  });
});
