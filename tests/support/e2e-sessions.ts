import { createHmac, randomBytes, randomUUID, scrypt } from "node:crypto";
import type { BrowserContext, TestInfo } from "@playwright/test";
import { SESSION_COOKIE_PREFIX } from "#app/lib/session-cookie.ts";
import { BASE_URL, E2E_AUTH_SECRET, E2E_DATA_DIR } from "../../playwright.config.ts";
import { withE2eDatabase } from "./e2e-database.ts";

/**
 * Accounts for browser tests that need someone signed in but do not test signing up or in: the rows Better Auth
 * would write (user, credential account, profile, session; for an employer the company and its owner) go straight
 * into the e2e server's database, and the browser gets the session cookie signed with the server's secret. One
 * browser test keeps the real journey (tests/e2e/accounts.spec.ts: register, mail, confirm, sign in).
 */

export const PASSWORD = "secret-pass-1";

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
  phoneNumber: string;
  /** The employer's company (only with `companyName`). */
  companyId?: string;
}

export interface AccountOptions {
  /** Part of the address, to tell the accounts of a test apart in its output. */
  tag?: string;
  fullName?: string;
  phoneNumber?: string;
  /** An employer account owning a new company of this name. */
  companyName?: string;
  /** A site administrator. */
  admin?: boolean;
}

/** An address no other test or project uses. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
}

/** Better Auth's password hash (scrypt N=16384, r=16, p=1, 64-byte key, "salt:key" in hex): the password signs in. */
function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(`${salt}:${key.toString("hex")}`),
    ),
  );
}

/**
 * Every test account has the same password: it is hashed once per worker process and the hash reused (scrypt with
 * Better Auth's settings costs about 0.1 s of CPU and 32 MB each time; the browser tests create over a hundred
 * accounts on 2 cores). A shared salt does not matter for throwaway accounts.
 */
let passwordHash: Promise<string> | undefined;
const hashedPassword = () => (passwordHash ??= hashPassword(PASSWORD));

/** Better Auth's session token: 32 letters and digits. */
function sessionToken(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(randomBytes(32), (b) => alphabet[b % alphabet.length]).join("");
}

/** A verified account (it can also sign in with its password), created in the database. */
export async function createAccount(testInfo: TestInfo, options: AccountOptions = {}): Promise<TestAccount> {
  const account: TestAccount = {
    id: randomUUID(),
    email: uniqueEmail(testInfo, options.tag ?? "user"),
    password: PASSWORD,
    fullName: options.fullName ?? "Amina Nakato",
    phoneNumber: options.phoneNumber ?? "+256 772 123456",
  };
  const hash = await hashedPassword();
  await withE2eDatabase(E2E_DATA_DIR, async (client) => {
    await client.query("BEGIN");
    await client.query(`INSERT INTO "user" (id, name, email, email_verified, kind, is_admin) VALUES ($1, $2, $3, true, $4, $5)`, [
      account.id,
      account.fullName,
      account.email,
      options.companyName ? "employer" : "job_seeker",
      options.admin === true,
    ]);
    await client.query(
      `INSERT INTO account (id, account_id, provider_id, user_id, password) VALUES ($1, $2, 'credential', $2, $3)`,
      [randomUUID(), account.id, hash],
    );
    await client.query(`INSERT INTO profiles (id, full_name, phone_number) VALUES ($1, $2, $3)`, [
      account.id,
      account.fullName,
      account.phoneNumber,
    ]);
    if (options.companyName) {
      account.companyId = randomUUID();
      const slug = `${options.companyName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${account.companyId.slice(0, 8)}`;
      await client.query(`INSERT INTO organization (id, name, slug) VALUES ($1, $2, $3)`, [
        account.companyId,
        options.companyName,
        slug.replace(/^-+/, ""),
      ]);
      await client.query(`INSERT INTO member (id, organization_id, user_id, role) VALUES ($1, $2, $3, 'owner')`, [
        randomUUID(),
        account.companyId,
        account.id,
      ]);
      await client.query(`INSERT INTO company_profiles (organization_id) VALUES ($1)`, [account.companyId]);
    }
    await client.query("COMMIT");
  });
  return account;
}

/**
 * Signs the browser context in as `account`: a session row as Better Auth writes it, and its cookie, whose value
 * is the token with an HMAC-SHA256 of it under the server's secret (Better Auth's signed cookie).
 */
export async function signIn(context: BrowserContext, account: TestAccount): Promise<void> {
  const token = sessionToken();
  await withE2eDatabase(E2E_DATA_DIR, (client) =>
    client.query(
      // No active company, as after a sign-in: an employer's pages take their first company.
      `INSERT INTO session (id, token, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '30 days')`,
      [randomUUID(), token, account.id],
    ),
  );
  const signature = createHmac("sha256", E2E_AUTH_SECRET).update(token).digest("base64");
  await context.addCookies([
    {
      name: `${SESSION_COOKIE_PREFIX}.session_token`,
      value: encodeURIComponent(`${token}.${signature}`),
      url: BASE_URL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}
