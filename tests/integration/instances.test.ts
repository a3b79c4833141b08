import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "#db/schema.ts";
import { migrationsFolder } from "#db/paths.ts";
import { insertCompany, publishedNow } from "../support/companies.ts";
import { createTestDatabase } from "../support/database.ts";
import { freePort, outboxLink, startServer, requireBuild, type ServerProcess } from "../support/server-process.ts";

/** Two app instances on one PostgreSQL, as behind a load balancer (needs the production build: npm test builds first). */
describe("two instances on one database", () => {
  beforeAll(requireBuild);

  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  const ip = { "x-test-client-ip": "198.51.100.77", "content-type": "application/json" };

  beforeAll(async () => {
    t = await createTestDatabase();
    // An empty database (the template is migrated): let the two instances race to migrate it.
    await t.pool.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;");
    const portA = await freePort();
    const env = {
      DATABASE_URL: t.url,
      PUBLIC_URL: `http://localhost:${portA}`,
      BETTER_AUTH_SECRET: "instances-test-secret-instances-test-secret",
      TRUSTED_PROXY_IP_HEADER: "x-test-client-ip",
      RATE_LIMIT_SIGN_IN_MAX: "3",
    };
    [a, b] = await Promise.all([startServer(env, { port: portA }), startServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await t?.drop();
  });

  it("ran the migrations once", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    const applied = await t.pool.query("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    const [counted] = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(counted?.n).toBeGreaterThan(60);
  });

  it("accepts a session made on one instance on the other", async () => {
    const email = `twin-${Date.now()}@example.org`;
    const origin = a.url;
    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { ...ip, origin },
      body: JSON.stringify({ name: "Twin Test", email, password: "secret-pass", phoneNumber: "+256700000001" }),
    });
    expect(signUp.status).toBe(200);
    // Confirmed in the browser that signed up: with the sign-up's cookie (decision 036).
    const browser = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const verify = await fetch(await outboxLink([a.dataDir, b.dataDir], email), {
      redirect: "manual",
      headers: { cookie: browser },
    });
    expect(verify.status).toBeLessThan(400);
    const signIn = await fetch(`${b.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...ip, "x-test-client-ip": "198.51.100.78", origin },
      body: JSON.stringify({ email, password: "secret-pass" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    // The account's own data, read on the other instance with that session.
    const session = await fetch(`${a.url}/account/data`, { headers: { cookie }, redirect: "manual" });
    expect(session.status).toBe(200);
    expect(JSON.stringify(await session.json())).toContain(email);
  });

  it("shares the rate-limit counts", async () => {
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { ...ip, origin: a.url },
        body: JSON.stringify({ email: "nobody@example.org", password: "wrong-password" }),
      }).then((r) => r.status);
    const statuses = [await attempt(a), await attempt(b), await attempt(a), await attempt(b)];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("serialises structured data safely: a </script> in a job cannot break out", async () => {
    const evil = "</script><script>alert('x')</script>";
    const companyId = await insertCompany(t.db, { id: "evil", name: "Evil & Co <b>" });
    await t.db.insert(jobs).values({
      id: "hostile",
      title: `Tester ${evil}`,
      companyId,
      company: "Evil & Co <b>",
      ...publishedNow(),
      location: "Berlin",
      citySlug: "berlin",
      salary: "€50,000",
      jobType: "Full-time",
      category: "IT & Technology",
      categorySlug: "it",
      experienceLevel: "Entry Level",
      postedAt: new Date(),
      description: `Text ${evil}`,
      requirements: [evil],
      benefits: ["<img src=x onerror=alert(1)>"],
    });
    const res = await fetch(`${a.url}/job/hostile`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(html).not.toContain("<img src=x onerror=alert(1)>");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json = ""]) =>
      JSON.parse(json),
    );
    const posting = blocks.find((x) => x["@type"] === "JobPosting");
    expect(posting.title).toBe(`Tester ${evil}`);
  });

  it("stops cleanly on SIGTERM", async () => {
    expect(await b.stop("SIGTERM")).toBe(0);
    expect(b.output()).toContain("Stopped cleanly");
  });
});
