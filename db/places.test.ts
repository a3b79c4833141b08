import { describe, expect, it } from "vitest";
import { placeKey } from "#vocabulary/places.ts";

describe("place name keys", () => {
  it("make German spellings, umlauts, case and punctuation one key", () => {
    for (const name of ["München", "Muenchen", "munchen", "MÜNCHEN", " München "]) expect(placeKey(name)).toBe("munchen");
    expect(placeKey("Köln")).toBe(placeKey("Koeln"));
    expect(placeKey("Nürnberg")).toBe("nurnberg");
    expect(placeKey("Gießen")).toBe("giessen");
    expect(placeKey("Halle (Saale)")).toBe("halle saale");
    expect(placeKey("Frankfurt am Main")).not.toBe(placeKey("Frankfurt"));
    expect(placeKey("%_'")).toBe("");
  });
});
