import { describe, expect, it } from "vitest";
import { forwardedClientAddress, forwardedProtocol } from "./proxy.ts";

describe("client address behind a proxy", () => {
  it("takes the address our proxy appended, not the one the client wrote", () => {
    expect(forwardedClientAddress("10.0.0.7, 127.0.0.1")).toBe("127.0.0.1");
    expect(forwardedClientAddress("203.0.113.5")).toBe("203.0.113.5");
    expect(forwardedClientAddress("10.0.0.7, 198.51.100.2, 127.0.0.1", 2)).toBe("198.51.100.2");
    expect(forwardedClientAddress("2001:db8::1")).toBe("2001:db8::1");
  });

  it("ignores values that are not an address, or too few entries", () => {
    expect(forwardedClientAddress(undefined)).toBeUndefined();
    expect(forwardedClientAddress("1.2.3.4, evil")).toBeUndefined();
    expect(forwardedClientAddress("x".repeat(3000))).toBeUndefined();
    expect(forwardedClientAddress("127.0.0.1", 2)).toBeUndefined();
  });

  it("reads the protocol the proxy saw", () => {
    expect(forwardedProtocol("https")).toBe("https");
    expect(forwardedProtocol("http, HTTPS")).toBe("https");
    expect(forwardedProtocol("ftp")).toBeUndefined();
    expect(forwardedProtocol(undefined)).toBeUndefined();
  });
});
