import { describe, expect, it } from "vitest";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { actionLabel, describeDetail } from "./audit-detail.ts";
import { pageHref, pageParam, totalPages } from "./paging.ts";

describe("audit log details", () => {
  it("shows a status change with the site's words, then the other facts", () => {
    expect(describeDetail({ from: "pending_review", to: "rejected", reason: "Salary missing." })).toEqual([
      "Status: Pending review → Rejected",
      "Reason: Salary missing.",
    ]);
  });

  it("labels other keys readably and shows values as text", () => {
    expect(describeDetail({ cause: "company.suspend", jobsUnpublished: 2, extra: { a: 1 }, empty: "" })).toEqual([
      "Cause: company.suspend",
      "Jobs unpublished: 2",
      'Extra: {"a":1}',
    ]);
    expect(describeDetail(null)).toEqual([]);
  });

  it("names known actions and shows unknown ones as stored", () => {
    expect(actionLabel("job.approve")).toBe("Approved a job");
    expect(actionLabel("application.status")).toBe("application.status");
  });

  it("names a verification request and its decline, and their details", () => {
    expect(actionLabel("company.verification_request")).toBe("Asked for a company to be verified");
    expect(actionLabel("company.verification_decline")).toBe("Declined a company's verification request");
    expect(describeDetail({ request: "r1", registerNumber: "HRB 12345" })).toEqual(["Request: r1", "Register number: HRB 12345"]);
  });

  it("is German on a German page: actions, status words and detail labels", () => {
    withLocale("de", () => {
      expect(actionLabel("company.verification_request")).toBe("Hat die Verifizierung eines Unternehmens beantragt");
      expect(actionLabel("company.verification_decline")).toBe("Hat den Verifizierungsantrag eines Unternehmens abgelehnt");
      expect(describeDetail({ from: "pending_review", to: "published", reason: "Passt." })).toEqual([
        "Status: In Prüfung → Veröffentlicht",
        "Grund: Passt.",
      ]);
      expect(describeDetail({ request: "r1", registerNumber: "HRB 12345" })).toEqual(["Antrag: r1", "Registernummer: HRB 12345"]);
    });
  });
});

describe("list paging", () => {
  it("reads the page number, falling back to 1", () => {
    expect(pageParam(new URL("http://x/a?page=3"))).toBe(3);
    expect(pageParam(new URL("http://x/a?page=-1"))).toBe(1);
    expect(pageParam(new URL("http://x/a?page=abc"))).toBe(1);
    expect(totalPages(0)).toBe(1);
    expect(totalPages(26)).toBe(2);
  });

  it("keeps the other parameters in page links", () => {
    expect(pageHref({ pathname: "/admin/members", search: "?q=ann&page=2" }, 3)).toBe("/admin/members?q=ann&page=3");
    expect(pageHref({ pathname: "/admin/members", search: "?q=ann&page=2" }, 1)).toBe("/admin/members?q=ann");
  });
});
