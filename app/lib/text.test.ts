import { describe, expect, it } from "vitest";
import { hasControlCharacters, teaser, TEXT_MESSAGES } from "./text.ts";
import { multilineText, plainText, z } from "./zod.ts";

describe("text fields", () => {
  it("refuse C0 and C1 control characters and lone surrogates; a multi-line text allows tab and line breaks", () => {
    for (const bad of ["a\u0000b", "\u0007", "\u001b[2J", "\u007f", "\u0085", "\u009b", "x\ud800", "\udfffx"]) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(hasControlCharacters(bad, { multiline: true }), JSON.stringify(bad)).toBe(true);
    }
    expect(hasControlCharacters("a\tb")).toBe(true);
    expect(hasControlCharacters("a\nb")).toBe(true);
    expect(hasControlCharacters("a\tb\r\nc", { multiline: true })).toBe(false);
    // Letters of every script, emoji (a surrogate pair), U+FFFD: text.
    expect(hasControlCharacters("Müller 😀 Ŋ ንግድ \ufffd")).toBe(false);
  });

  it("plainText and multilineText trim, refuse with one clear message, and chain like z.string()", () => {
    const schema = z.object({
      title: plainText("Please enter a title").min(1, "Please enter a title").max(10, "Too long"),
      about: multilineText().max(20, "Too long").optional(),
    });
    expect(schema.parse({ title: "  Nurse  ", about: "one\r\ntwo\rthree\tfour " })).toEqual({
      title: "Nurse",
      about: "one\ntwo\nthree\tfour",
    });
    const refused = schema.safeParse({ title: "Nu\u0000rse", about: "x\u0000" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", TEXT_MESSAGES.control()],
      ["about", TEXT_MESSAGES.control()],
    ]);
    expect(schema.safeParse({}).error?.issues.map((i) => i.message)).toEqual(["Please enter a title"]);
  });
});

describe("teaser", () => {
  it("keeps a short text whole and cuts a long one after a whole word, with an ellipsis", () => {
    expect(teaser("Short quote.", 20)).toBe("Short quote.");
    expect(teaser("I drove fuel tankers between Mombasa and Kampala", 20)).toBe("I drove fuel tankers…");
    expect(teaser("I drove fuel tankers between Mombasa and Kampala", 19)).toBe("I drove fuel…");
    expect(teaser("I drove fuel, tankers", 13)).toBe("I drove fuel…");
    expect(teaser("Supercalifragilistic", 5)).toBe("Super…");
  });
});
