import { describe, expect, it } from "vitest";
import { dataSaverChoice, dataSaverCookie, dataSaverFor, isDataSaverOn, parseDataSaverChoice, readCookie } from "./data-saver.ts";

describe("reading a cookie", () => {
  it("finds the named cookie among others, decoded, and nothing else", () => {
    expect(readCookie("a=1; pb_data_saver=on; b=2", "pb_data_saver")).toBe("on");
    expect(readCookie("xpb_data_saver=on", "pb_data_saver")).toBeNull();
    expect(readCookie("pb_saved=1.2%2E3", "pb_saved")).toBe("1.2.3");
    expect(readCookie("pb_saved=%E0%A4%A", "pb_saved")).toBeNull();
    expect(readCookie(null, "x")).toBeNull();
    expect(readCookie("", "x")).toBeNull();
    expect(readCookie("garbage;;=;x", "x")).toBeNull();
  });
});

describe("the data-saver mode", () => {
  it("follows the visitor's explicit choice over the Save-Data header", () => {
    expect(isDataSaverOn("on", null)).toBe(true);
    expect(isDataSaverOn("on", "off")).toBe(true);
    expect(isDataSaverOn("off", "on")).toBe(false);
  });

  it("follows Save-Data: on when there is no choice", () => {
    expect(isDataSaverOn(null, "on")).toBe(true);
    expect(isDataSaverOn(null, " On ")).toBe(true);
    expect(isDataSaverOn(null, "off")).toBe(false);
    expect(isDataSaverOn(null, "")).toBe(false);
    expect(isDataSaverOn(null, null)).toBe(false);
  });

  it("ignores a cookie value that is not a choice", () => {
    expect(dataSaverChoice("pb_data_saver=yes")).toBeNull();
    expect(dataSaverChoice("pb_data_saver=off")).toBe("off");
    expect(parseDataSaverChoice("ON")).toBeNull();
    expect(parseDataSaverChoice(null)).toBeNull();
  });

  it("decides a request's mode from its cookie and header", () => {
    const req = (headers: Record<string, string>) => new Request("http://x/", { headers });
    expect(dataSaverFor(req({}))).toBe(false);
    expect(dataSaverFor(req({ "Save-Data": "on" }))).toBe(true);
    expect(dataSaverFor(req({ "Save-Data": "on", Cookie: "pb_data_saver=off" }))).toBe(false);
    expect(dataSaverFor(req({ Cookie: "pb_data_saver=on" }))).toBe(true);
  });

  it("remembers the choice for a year, Secure over HTTPS", () => {
    expect(dataSaverCookie("on", false)).toBe("pb_data_saver=on; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(dataSaverCookie("off", true)).toMatch(/^pb_data_saver=off;.*; Secure$/);
  });
});
