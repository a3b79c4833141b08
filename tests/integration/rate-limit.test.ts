import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { createTestDatabase } from "../support/database.ts";

describe("shared rate limiter", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it("allows max requests per window, then refuses until the window has passed", async () => {
    const now = 1_000_000_000_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(t.db, "newsletter:203.0.113.9", 3, 60, now + i));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfter).toBe(60);
    expect((await consumeRateLimit(t.db, "newsletter:203.0.113.9", 3, 60, now + 61_000)).allowed).toBe(true);
    expect((await consumeRateLimit(t.db, "newsletter:203.0.113.10", 3, 60, now + 1)).allowed).toBe(true);
  });

  it("counts concurrent requests exactly", async () => {
    const now = 2_000_000_000_000;
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(t.db, "burst", 5, 60, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

describe("newsletter rate limit", () => {
  it("answers 429 with Retry-After once a client has used its requests", async () => {
    const { createTestServices, TEST_ORIGIN } = await import("../support/services.ts");
    const { action } = await import("#app/routes/content/api.newsletter.ts");
    const { CLIENT_IP_HEADER } = await import("#app/lib/client-ip.ts");
    const s = await createTestServices({ RATE_LIMIT_FORM_MAX: "2" });
    try {
      const post = async (ip: string) => {
        const request = new Request(`${TEST_ORIGIN}/api/newsletter`, {
          method: "POST",
          headers: { [CLIENT_IP_HEADER]: ip, accept: "application/json" },
          body: new URLSearchParams({ email: "reader@example.org" }),
        });
        return (await action({ request, params: {}, context: {} } as unknown as Parameters<typeof action>[0])) as unknown as {
          data: unknown;
          init?: { status?: number; headers?: Record<string, string> };
        };
      };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post("203.0.113.50")).init?.status ?? 200);
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await post("203.0.113.50");
      expect(limited.data).toEqual({ error: "Too many requests. Please wait a minute and try again." });
      expect(limited.init?.headers?.["Retry-After"]).toMatch(/^\d+$/);
      expect((await post("203.0.113.51")).init?.status ?? 200).toBe(200);
    } finally {
      await s.close();
    }
  });
});
