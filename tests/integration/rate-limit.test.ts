import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { createTestDatabase } from "../support/database";

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
    expect(results[3].retryAfter).toBe(60);
    expect((await consumeRateLimit(t.db, "newsletter:203.0.113.9", 3, 60, now + 61_000)).allowed).toBe(true);
    expect((await consumeRateLimit(t.db, "newsletter:203.0.113.10", 3, 60, now + 1)).allowed).toBe(true);
  });

  it("counts concurrent requests exactly", async () => {
    const now = 2_000_000_000_000;
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(t.db, "burst", 5, 60, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});
