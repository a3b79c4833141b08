import { describe, expect, it } from "vitest";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { reportCount } from "./report-rules.ts";

describe("the count of a job's reports", () => {
  it("reads as before on an English page", () => {
    expect(reportCount(1)).toBe("1 report");
    expect(reportCount(3)).toBe("3 reports");
    expect(reportCount(1200)).toBe("1,200 reports");
  });

  it("is German on a German page", () => {
    withLocale("de", () => {
      expect(reportCount(1)).toBe("1 Meldung");
      expect(reportCount(3)).toBe("3 Meldungen");
      expect(reportCount(1200)).toBe("1.200 Meldungen");
    });
  });
});
