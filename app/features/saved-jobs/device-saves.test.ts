import { describe, expect, it } from "vitest";
import {
  DEVICE_SAVES_LIMIT,
  deviceSavesCookie,
  deviceSavesFrom,
  parseDeviceSaves,
  withDeviceSave,
  withDeviceSaves,
} from "./device-saves.ts";

const many = (n: number, prefix = "j") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe("the device's saved jobs cookie", () => {
  it("reads job ids separated by dots", () => {
    expect(parseDeviceSaves("1.hr2.gen-100")).toEqual(["1", "hr2", "gen-100"]);
    expect(deviceSavesFrom("a=b; pb_saved=3.1; c=d")).toEqual(["3", "1"]);
  });

  it("drops what is not a job id, duplicates, and everything past the limit; never throws", () => {
    expect(parseDeviceSaves("1.<script>.2..1.x y.2")).toEqual(["1", "2"]);
    expect(parseDeviceSaves(`${"a".repeat(65)}.ok`)).toEqual(["ok"]);
    expect(parseDeviceSaves(many(80).join("."))).toEqual(many(DEVICE_SAVES_LIMIT));
    expect(parseDeviceSaves("x".repeat(9000))).toEqual([]);
    for (const value of [null, undefined, "", ".", "%%%"]) expect(parseDeviceSaves(value)).toEqual([]);
    expect(deviceSavesFrom(null)).toEqual([]);
  });

  it("puts a new save first and removes without touching the rest", () => {
    expect(withDeviceSave(["2", "1"], "3", true)).toEqual(["3", "2", "1"]);
    expect(withDeviceSave(["2", "1"], "1", true)).toEqual(["1", "2"]);
    expect(withDeviceSave(["2", "1"], "2", false)).toEqual(["1"]);
    expect(withDeviceSave(["2", "1"], "9", false)).toEqual(["2", "1"]);
  });

  it("keeps the newest when full: the oldest save goes", () => {
    const full = many(DEVICE_SAVES_LIMIT);
    const next = withDeviceSave(full, "new", true);
    expect(next).toHaveLength(DEVICE_SAVES_LIMIT);
    expect(next[0]).toBe("new");
    expect(next).not.toContain(full.at(-1));
  });

  it("adds an old browser list after the saves already there, up to the limit", () => {
    expect(withDeviceSaves(["1"], ["2", "1", "3"])).toEqual(["1", "2", "3"]);
    expect(withDeviceSaves(many(49), ["a", "b"])).toHaveLength(DEVICE_SAVES_LIMIT);
  });

  it("writes an HttpOnly cookie, and deletes it when the list is empty", () => {
    expect(deviceSavesCookie(["3", "1"], false)).toBe("pb_saved=3.1; Max-Age=15552000; Path=/; SameSite=Lax; HttpOnly");
    expect(deviceSavesCookie([], true)).toBe("pb_saved=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly; Secure");
    // What the cookie says reads back the same.
    const value = deviceSavesCookie(many(60), false).split(";")[0]!.split("=")[1];
    expect(parseDeviceSaves(value)).toEqual(many(DEVICE_SAVES_LIMIT));
  });
});
