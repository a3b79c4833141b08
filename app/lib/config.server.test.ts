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

  it("runs the queue worker in the server unless WORKER=off", () => {
    expect(parseConfig({}).WORKER).toBe("on");
    expect(parseConfig({ WORKER: "off" }).WORKER).toBe("off");
    expect(() => parseConfig({ WORKER: "no" })).toThrow(/WORKER/);
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

  it("refuses to start in production without SMTP_URL, saying that links would go to standard output", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://jobs.example.com", BETTER_AUTH_SECRET: "x".repeat(32) };
    let refusal: unknown;
    try {
      parseConfig(production);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toBe(
      "Invalid configuration:\n  SMTP_URL: required in production (smtp(s)://user:pass@host:port); without it, password-reset and verification links would be printed to standard output instead of being mailed",
    );
    // An empty value is no value.
    expect(() => parseConfig({ ...production, SMTP_URL: "" })).toThrow(/SMTP_URL: required in production/);
    expect(parseConfig({ ...production, SMTP_URL: "smtps://user:pass@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://user:pass@mail.example.com:465",
    );
  });

  it("lets a local production build run without secrets", () => {
    expect(parseConfig({ NODE_ENV: "production" }).isProduction).toBe(false);
  });

  describe("file storage", () => {
    const s3 = {
      S3_BUCKET: "pearlbridge-files",
      S3_ENDPOINT: "https://s3.eu-west-1.amazonaws.com",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret-example",
    };

    it("keeps files in DATA_DIR/uploads when no S3 store is set", () => {
      expect(parseConfig({ DATA_DIR: "/srv/pearlbridge" }).storage).toEqual({ driver: "local", dir: "/srv/pearlbridge/uploads" });
    });

    it("uses the S3-compatible store when all of its settings are given", () => {
      expect(parseConfig(s3).storage).toEqual({
        driver: "s3",
        bucket: "pearlbridge-files",
        endpoint: "https://s3.eu-west-1.amazonaws.com",
        region: "eu-west-1",
        accessKeyId: "AKIAEXAMPLE",
        secretAccessKey: "secret-example",
        forcePathStyle: false,
      });
      expect(parseConfig({ ...s3, S3_FORCE_PATH_STYLE: "true" }).storage).toMatchObject({ forcePathStyle: true });
    });

    it("refuses half an S3 configuration, naming what is missing", () => {
      expect(() => parseConfig({ S3_BUCKET: "pearlbridge-files" })).toThrow(
        /S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when any S3_\* variable is set/,
      );
      const { S3_SECRET_ACCESS_KEY: _, ...withoutSecret } = s3;
      expect(() => parseConfig(withoutSecret)).toThrow(/^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY: required/);
      expect(() => parseConfig({ ...s3, S3_ENDPOINT: "s3.example.com" })).toThrow(/S3_ENDPOINT must be an absolute URL/);
      expect(() => parseConfig({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
    });
  });
});

describe("the Impressum and contact phone", () => {
  it("names a marked sample operator and no phone until configured", () => {
    const { impressum } = parseConfig({});
    expect(impressum).toMatchObject({ operator: "PearlBridge Jobs (sample operator)", sample: true, phone: null, vatId: null });
  });

  it("takes the operator's details and phone from IMPRESSUM_* and CONTACT_PHONE", () => {
    const { impressum } = parseConfig({
      IMPRESSUM_OPERATOR: "Example Recruiting GmbH",
      IMPRESSUM_STREET: "Beispielweg 5",
      IMPRESSUM_REGISTER: "Amtsgericht Berlin, HRB 00000",
      CONTACT_PHONE: "+49 30 000000",
    });
    expect(impressum).toMatchObject({
      operator: "Example Recruiting GmbH",
      sample: false,
      address: { street: "Beispielweg 5", city: "Berlin" },
      register: "Amtsgericht Berlin, HRB 00000",
      phone: "+49 30 000000",
    });
  });

  it("refuses an Impressum e-mail that is not an address", () => {
    expect(() => parseConfig({ IMPRESSUM_EMAIL: "nope" })).toThrow(/IMPRESSUM_EMAIL must be an e-mail address/);
  });
});
