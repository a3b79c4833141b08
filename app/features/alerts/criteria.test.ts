import { describe, expect, it } from "vitest";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { alertFilters, alertQuery, alertSummary, filtersOfQuery, jobsPath } from "./criteria.ts";

const summary = (query: string) => alertSummary(filtersOfQuery(query));

describe("alert criteria", () => {
  it("keeps every filter of the /jobs URL but not the date posted, the sort or the page", () => {
    const f = alertFilters(
      new URLSearchParams(
        "search=Nurse&location=munich,berlin&type=full-time&salary=40000-120000&posted=week&sort=newest&page=3",
      ),
    );
    expect(alertQuery(f)).toBe("search=Nurse&location=berlin%2Cmunich&type=full-time&salary=40000-120000");
    expect(alertQuery(alertFilters(new URLSearchParams("")))).toBe("");
    expect(alertQuery(filtersOfQuery(alertQuery(f)))).toBe(alertQuery(f));
  });

  it("links to the search, newest first", () => {
    expect(jobsPath("search=nurse")).toBe("/jobs?search=nurse&sort=newest");
    expect(jobsPath("")).toBe("/jobs?sort=newest");
  });
});

describe("alert summary", () => {
  it.each([
    ["search=nurse&location=munich&type=full-time&salary=40000-120000", "Nurse jobs in Munich, full-time, from €40,000 a year"],
    ["", "All jobs"],
    ["category=healthcare", "Nursing & Healthcare jobs"],
    [
      "category=healthcare,it&location=berlin,hamburg,munich",
      "Nursing & Healthcare or IT & Technology jobs in Berlin, Munich or Hamburg",
    ],
    ["search=driver&category=transportation", "Driver jobs, Driving & Delivery"],
    ["type=part-time,remote&level=entry-level", "All jobs, part-time or remote, entry level"],
    ["salary=0-30000", "All jobs, up to €30,000 a year"],
    ["search=nurse&german=B1&visa=1&relocation=1", "Nurse jobs, German up to B1, visa sponsorship, relocation support"],
    ["german=none&bluecard=1", "All jobs, no German needed, Blue Card salary level"],
    ["salary=30000-70000&location=d%C3%BCsseldorf", "All jobs in Düsseldorf, €30,000 to €70,000 a year"],
    ["search=nurse&lang=en", "Nurse jobs, ads in English"],
    ["german=B2&lang=de", "All jobs, German up to B2, ads in German"],
  ])("%s → %s", (query, text) => {
    expect(summary(query)).toBe(text);
  });

  it.each([
    ["search=nurse&lang=en", "Stellen: Nurse, Anzeigen auf Englisch"],
    ["lang=de", "Alle Stellen, Anzeigen auf Deutsch"],
    [
      "category=healthcare&type=full-time,part-time&level=entry-level",
      "Stellen: Pflege & Gesundheit, Vollzeit oder Teilzeit, Berufseinstieg",
    ],
    ["salary=30000-70000", "Alle Stellen, 30.000\u00a0€ bis 70.000\u00a0€ im Jahr"],
  ])("on a German page: %s → %s", (query, text) => {
    expect(withLocale("de", () => summary(query))).toBe(text);
  });
});
