import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";

describe("configuration", () => {
  it("has safe local defaults", () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.DATA_DIR).toBe("./data");
    expect(c.isProduction).toBe(false);
  });

  it("explains invalid values", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => parseConfig({ PUBLIC_URL: "not a url" })).toThrow(ConfigError);
  });

  it("requires the auth secret and SMTP in production on a public host", () => {
    expect(() => parseConfig({ NODE_ENV: "production", PUBLIC_URL: "https://jobs.example.com" })).toThrow(
      /BETTER_AUTH_SECRET: required in production/,
    );
    const ok = parseConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://jobs.example.com/",
      BETTER_AUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.example.com:587",
    });
    expect(ok.isProduction).toBe(true);
    expect(ok.publicUrl).toBe("https://jobs.example.com");
  });

  it("lets a local production build run without secrets", () => {
    expect(parseConfig({ NODE_ENV: "production" }).isProduction).toBe(false);
  });
});
