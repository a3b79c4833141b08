import path from "node:path";
import { z } from "#app/lib/zod.ts";

/**
 * Every setting the server reads from the environment, validated once at start-up (server/app.ts) and then
 * kept in one place only: services().config. Nothing else in the app reads process.env. (Where the build
 * lives, BUILD_DIR, is decided before the app exists: server/build-dir.js.)
 * Safe local defaults; production (NODE_ENV=production with a non-local PUBLIC_URL) must set its secrets.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ message: "PUBLIC_URL must be an absolute URL such as https://jobs.example.com" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(54329),
  /** "false" only for throwaway data (the browser tests' server): no fsync (db/embedded.ts). */
  EMBEDDED_PG_DURABLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  /** Comma-separated addresses whose accounts become administrators when they sign in. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  MAIL_FROM: z.string().min(3).default("PearlBridge Jobs <no-reply@pearlbridgejobs.com>"),
  /** The queue worker (e-mail, scheduled work) inside the server; "off" when `npm run worker` runs it apart. */
  WORKER: z.enum(["on", "off"]).default("on"),
  TRUSTED_PROXY_IP_HEADER: z.string().min(1).optional(),
  // Hardening (proxy, per-account and per-recipient limits, connection limits): defaults are safe for one
  // instance facing the internet directly.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  TRUSTED_PROXY_PROTO_HEADER: z.string().min(1).optional(),
  RATE_LIMIT_ACCOUNT_SIGN_IN_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ACCOUNT_SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_MAIL_MAX: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_MAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  // A 5 MB CV takes about 165 s at 256 kbit/s; the plain upload forms get this long.
  HTTP_UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(1800).default(300),
  HTTP_MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).optional(),
  RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_FORM_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_FORM_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  LOG_REQUESTS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  SEED_SAMPLE_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // Uploaded files (CVs, logos): a folder under DATA_DIR unless an S3-compatible store is configured, all
  // five values together (storageConfig below).
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ message: "S3_ENDPOINT must be an absolute URL such as https://s3.eu-west-1.amazonaws.com" }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // The operator's details for /impressum (§ 5 DDG) and the contact phone: sample values until set
  // (impressumConfig below; docs/decisions/078-impressum-as-configuration.md).
  CONTACT_PHONE: z.string().min(3).optional(),
  IMPRESSUM_OPERATOR: z.string().min(2).optional(),
  IMPRESSUM_STREET: z.string().min(2).default("Musterstraße 1"),
  IMPRESSUM_POSTAL_CODE: z.string().min(2).default("10115"),
  IMPRESSUM_CITY: z.string().min(2).default("Berlin"),
  IMPRESSUM_COUNTRY: z.string().min(2).default("Germany"),
  IMPRESSUM_EMAIL: z.email({ message: "IMPRESSUM_EMAIL must be an e-mail address" }).default("hello@pearlbridgejobs.com"),
  IMPRESSUM_REPRESENTED_BY: z.string().min(2).optional(),
  IMPRESSUM_REGISTER: z.string().min(2).optional(),
  IMPRESSUM_VAT_ID: z.string().min(2).optional(),
  IMPRESSUM_CONTENT_RESPONSIBLE: z.string().min(2).optional(),
  // How long the option counts of a search are kept in memory (0: counted on every request).
  FACET_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Job-alert digests: sent from this local hour on, in this time zone (docs/product.md#job-alerts).
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  DIGEST_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "DIGEST_TIME_ZONE must be an IANA time zone such as Africa/Kampala")
    .default("Africa/Kampala"),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const S3_REQUIRED = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** Where uploaded files live: the local folder, or the S3-compatible store when S3_* is set. */
export type StorageConfig =
  | { driver: "local"; dir: string }
  | {
      driver: "s3";
      bucket: string;
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Bucket in the path (http://host/bucket/key) instead of the host name: most self-hosted stores need it. */
      forcePathStyle: boolean;
    };

export type Config = Omit<z.infer<typeof schema>, "HTTP_MAX_CONNECTIONS_PER_CLIENT"> & {
  publicUrl: string;
  /** The operator's details as /impressum shows them. */
  impressum: Impressum;
  isProduction: boolean;
  /** Open connections per socket address; 0 = no cap (the default behind a proxy: every socket is the proxy's). */
  HTTP_MAX_CONNECTIONS_PER_CLIENT: number;
  storage: StorageConfig;
};

/** The operator of the site, as the Impressum names it. `sample`: IMPRESSUM_OPERATOR is not set. */
export interface Impressum {
  operator: string;
  address: { street: string; postalCode: string; city: string; country: string };
  email: string;
  phone: string | null;
  representedBy: string | null;
  register: string | null;
  vatId: string | null;
  contentResponsible: string | null;
  sample: boolean;
}

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most twelve-factor tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, "");
  const host = new URL(publicUrl).hostname;
  const isLocal = host === "localhost" || host === "127.0.0.1" || host === "[::1]";
  const isProduction = c.NODE_ENV === "production" && !isLocal;
  if (isProduction && !c.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  BETTER_AUTH_SECRET: required in production (a random string of at least 32 characters, e.g. `openssl rand -hex 32`)",
    );
  }
  // Without SMTP the mailer writes each mail, live reset and verification links included, to standard output.
  if (isProduction && !c.SMTP_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  SMTP_URL: required in production (smtp(s)://user:pass@host:port); without it, password-reset and verification links would be printed to standard output instead of being mailed",
    );
  }
  const maxConnections = c.HTTP_MAX_CONNECTIONS_PER_CLIENT ?? (c.TRUSTED_PROXY_IP_HEADER ? 0 : 100);
  const storage = storageConfig(c);
  return {
    ...c,
    publicUrl,
    isProduction,
    HTTP_MAX_CONNECTIONS_PER_CLIENT: maxConnections,
    storage,
    impressum: impressumConfig(c),
  };
}

/**
 * All of the S3 values or none: half a configuration would otherwise fall back to the local folder without a
 * word, and the files of an instance behind a load balancer would end up on one machine's disk.
 */
function storageConfig(c: z.infer<typeof schema>): StorageConfig {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: region } = c;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = c;
  if (bucket && endpoint && region && accessKeyId && secretAccessKey) {
    return { driver: "s3", bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle: c.S3_FORCE_PATH_STYLE };
  }
  const missing = S3_REQUIRED.filter((name) => !c[name]);
  if (missing.length < S3_REQUIRED.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(", ")}: required when any S3_* variable is set (an S3-compatible store needs ${S3_REQUIRED.join(", ")}; unset them all to keep files in DATA_DIR/uploads)`,
    );
  }
  return { driver: "local", dir: path.join(c.DATA_DIR, "uploads") };
}

/**
 * The Impressum's operator. Without IMPRESSUM_OPERATOR the page names a clearly marked sample operator (the
 * site's name with "sample operator") at a sample address, never an invented person; an operator going live sets
 * the IMPRESSUM_* values. The phone number appears only when CONTACT_PHONE is set.
 */
function impressumConfig(c: z.infer<typeof schema>): Impressum {
  return {
    operator: c.IMPRESSUM_OPERATOR ?? "PearlBridge Jobs (sample operator)",
    address: {
      street: c.IMPRESSUM_STREET,
      postalCode: c.IMPRESSUM_POSTAL_CODE,
      city: c.IMPRESSUM_CITY,
      country: c.IMPRESSUM_COUNTRY,
    },
    email: c.IMPRESSUM_EMAIL,
    phone: c.CONTACT_PHONE ?? null,
    representedBy: c.IMPRESSUM_REPRESENTED_BY ?? null,
    register: c.IMPRESSUM_REGISTER ?? null,
    vatId: c.IMPRESSUM_VAT_ID ?? null,
    contentResponsible: c.IMPRESSUM_CONTENT_RESPONSIBLE ?? null,
    sample: c.IMPRESSUM_OPERATOR === undefined,
  };
}
