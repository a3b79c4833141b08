import { describe, expect, it } from "vitest";
import { isTextId, SERIAL_MAX, serialIdFrom, textIdFrom } from "./ids.ts";
import { textId } from "./zod.ts";

describe("ids from requests", () => {
  it("take a row number from 1 to 2^31 - 1 in plain digits, nothing else", () => {
    expect(serialIdFrom("1")).toBe(1);
    expect(serialIdFrom(String(SERIAL_MAX))).toBe(2_147_483_647);
    for (const bad of [
      "2147483648",
      "9999999999",
      "99999999999999999999",
      "0",
      "-1",
      "01",
      "1e3",
      "1.0",
      " 1",
      "1\u0000",
      "",
      null,
      7,
    ]) {
      expect(serialIdFrom(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("take a text id of letters, digits, - and _, at most 64", () => {
    for (const good of ["27", "hr2", "gen-100", "techcorp_gmbh", "a".repeat(64), "Xk3pQ9rT7vW2yZ5bN8mL4jH6gF1dS0aE"]) {
      expect(isTextId(good), good).toBe(true);
    }
    for (const bad of ["", "a".repeat(65), "1\u0000", "a b", "../x", "ü", "\ud800", undefined]) {
      expect(textIdFrom(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(textId("Unknown job").safeParse("1\u0000").error?.issues[0]?.message).toBe("Unknown job");
  });
});
