import { describe, expect, it } from "vitest";
import { detectAdLanguage } from "./ad-language.ts";

describe("the language of a job ad", () => {
  it("finds German in a German ad", () => {
    expect(
      detectAdLanguage(
        "Pflegefachkraft (m/w/d) – Wir suchen für unser Seniorenheim in München eine engagierte Pflegekraft. Wir bieten ein familiäres Team und eine faire Vergütung.",
      ),
    ).toBe("de");
  });

  it("finds English in an English ad, also one with German place and job names", () => {
    expect(
      detectAdLanguage(
        "We are looking for a caregiver for our Pflegeheim in München. You will work with a friendly team and we offer housing.",
      ),
    ).toBe("en");
  });

  it("takes a text too short to tell as English", () => {
    expect(detectAdLanguage("Altenpfleger München")).toBe("en");
    expect(detectAdLanguage("")).toBe("en");
  });
});
