import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { faqGroups } from "#content/faq.ts";
import { timingWords } from "#content/timings.ts";
import { APPLICATION_STATUS_LABELS } from "#app/features/applications/statuses.ts";
import routes from "#app/routes.ts";
import { faqJsonLd, groupAnchor } from "./faq.ts";

const allAnswers = faqGroups.flatMap((g) => g.items.map((i) => `${i.question} ${i.answer}`)).join("\n");
const CONTENT = path.resolve(import.meta.dirname, "../../../content");

describe("FAQ", () => {
  it("lists every question with its answer as FAQPage structured data", () => {
    const ld = faqJsonLd(faqGroups);
    const count = faqGroups.reduce((n, g) => n + g.items.length, 0);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(count);
    const first = faqGroups[0]?.items[0];
    assert(first, "at least one question");
    expect(ld.mainEntity[0]).toEqual({
      "@type": "Question",
      name: first.question,
      acceptedAnswer: { "@type": "Answer", text: first.answer },
    });
  });

  it("gives each group a unique anchor", () => {
    const anchors = faqGroups.map(groupAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(groupAnchor({ title: "Visas & Work Permits" })).toBe("visas-work-permits");
  });

  it("agrees with the product: My Account changes details and deletes the account; applications start Submitted", () => {
    expect(JSON.stringify(routes)).toContain('"path":"account"');
    expect(allAnswers).toContain("open My Account");
    expect(allAnswers).not.toMatch(/write to [^.]*to change or whether you want your account deleted/i);
    expect(allAnswers).not.toContain("Pending");
    expect(allAnswers).toContain(`shown as ${APPLICATION_STATUS_LABELS.submitted}`);
    for (const quoted of allAnswers.matchAll(/(?:as|to|been) (Submitted|Reviewed|Shortlisted|Interview)\b/g)) {
      expect(Object.values(APPLICATION_STATUS_LABELS)).toContain(quoted[1]);
    }
  });

  it("states the recognition time from the same value as the recognition guide", () => {
    expect(allAnswers).toContain(`Recognition alone usually takes ${timingWords("recognition")}`);
  });

  // One value for each duration (content/timings.ts): no content module spells one out again.
  it("no content module repeats a duration that content/timings.ts holds", () => {
    const repeated = /\b(three to four|one to three|two to three) months\b|\b(1-3|2-3|3-4|2-4) months\b/i;
    const hits = readdirSync(CONTENT)
      .filter((f) => f.endsWith(".ts") && f !== "timings.ts")
      .filter((f) => repeated.test(readFileSync(path.join(CONTENT, f), "utf8")));
    expect(hits).toEqual([]);
  });
});
