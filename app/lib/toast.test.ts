import { describe, expect, it } from "vitest";
import { parseToast } from "./toast.ts";

describe("parseToast", () => {
  it("keeps the three toast fields", () => {
    expect(parseToast({ title: "Saved" })).toEqual({ title: "Saved" });
    expect(parseToast({ title: "Failed", description: "Try again.", variant: "error" })).toEqual({
      title: "Failed",
      description: "Try again.",
      variant: "error",
    });
  });

  it("drops unknown fields and caps the lengths", () => {
    expect(parseToast({ title: "a".repeat(300), description: "b".repeat(900), onClick: "x" })).toEqual({
      title: "a".repeat(200),
      description: "b".repeat(500),
    });
  });

  it("refuses what is not a toast", () => {
    for (const value of [null, undefined, "Saved", 1, [], {}, { title: "" }, { title: " " }, { title: 1 }]) {
      expect(parseToast(value), JSON.stringify(value)).toBeNull();
    }
    expect(parseToast({ title: "x", description: 5 })).toBeNull();
    expect(parseToast({ title: "x", variant: "warning" })).toBeNull();
  });
});
