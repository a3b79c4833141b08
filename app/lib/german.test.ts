import { describe, expect, it } from "vitest";
import { germanParts, isGermanWord } from "./german.ts";

const german = (text: string) =>
  germanParts(text)
    .filter((p) => p.german)
    .map((p) => p.text);

describe("isGermanWord", () => {
  it.each([
    "Pflegefachkraft",
    "Altenpflege",
    "Küchenchef/in",
    "Erzieher/in",
    "Assistenzarzt/-ärztin",
    "m/w/d",
    "Objektschutz",
    "Lagerlogistik",
    "Elektroniker",
    "Maschinenbau",
    "Lieferdienst",
    "Hausmeister",
    "Stiftung",
    "für",
    "und",
  ])("%s is German", (word) => expect(isGermanWord(word)).toBe(true));

  it.each([
    "School",
    "Schedule",
    "helpful",
    "upfront",
    "young",
    "Logistics",
    "Warehouse",
    "homework",
    "Java/Kotlin",
    "Picker/Packer",
    "die",
    "also",
    "Bau",
    "Nurse",
    "Switzerland",
  ])("%s is not", (word) => expect(isGermanWord(word)).toBe(false));
});

describe("germanParts", () => {
  it("marks a German title as a whole", () => {
    expect(germanParts("Pflegefachkraft (m/w/d)")).toEqual([{ text: "Pflegefachkraft (m/w/d)", german: true }]);
    // Half and half is not "mostly": the German word is marked on its own.
    expect(german("Pflegefachkraft Intensivstation")).toEqual(["Pflegefachkraft"]);
  });

  it("marks the German part of an English title, keeping every character", () => {
    const title = "Registered Geriatric Nurse (Pflegefachkraft Altenpflege)";
    expect(germanParts(title)).toEqual([
      { text: "Registered Geriatric Nurse (", german: false },
      { text: "Pflegefachkraft Altenpflege", german: true },
      { text: ")", german: false },
    ]);
    expect(german("Warehouse Logistics Specialist (Fachkraft für Lagerlogistik)")).toEqual(["Fachkraft für Lagerlogistik"]);
    expect(german("Resident Doctor – Internal Medicine (Assistenzarzt/-ärztin)")).toEqual(["Assistenzarzt/-ärztin"]);
  });

  it("leaves English alone", () => {
    for (const text of [
      "Hotel Receptionist (English & German)",
      "After-School Homework Tutor (Maths & English)",
      "Warehouse Operative (Picker/Packer)",
      "A helpful, young team.",
    ]) {
      expect(germanParts(text)).toEqual([{ text, german: false }]);
    }
  });

  it("takes a company name with a German legal form as German", () => {
    expect(german("Mainufer Capital AG")).toEqual(["Mainufer Capital AG"]);
    expect(german("Kleine Entdecker Kita gGmbH")).toEqual(["Kleine Entdecker Kita gGmbH"]);
    expect(german("Brotzeit & Co. Gastronomie GmbH")).toEqual(["Brotzeit & Co. Gastronomie GmbH"]);
    expect(german("Spreeforge Software")).toEqual([]);
    expect(german("You lift loads of up to 25 KG")).toEqual([]);
  });

  it("decides inside and outside brackets apart", () => {
    expect(germanParts("Industrial Electrician (Elektroniker/in für Betriebstechnik)")).toEqual([
      { text: "Industrial Electrician (", german: false },
      { text: "Elektroniker/in für Betriebstechnik", german: true },
      { text: ")", german: false },
    ]);
  });

  it("takes German prose as a whole, though it knows few of its nouns", () => {
    const prose = "Sie arbeiten in einem motivierten Team und betreuen Patienten.";
    expect(germanParts(prose)).toEqual([{ text: prose, german: true }]);
    expect(german("You join our team in Düsseldorf and work with the Pflege team.")).toEqual(["Düsseldorf", "Pflege"]);
  });

  it("takes a German paragraph as a whole", () => {
    const text = "Wir suchen eine Pflegefachkraft (m/w/d) für unser Team in Berlin.";
    expect(germanParts(text)).toEqual([{ text, german: true }]);
  });
});
