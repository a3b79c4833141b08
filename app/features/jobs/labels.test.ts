import { describe, expect, it } from "vitest";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { jobCategories } from "./categories.ts";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "./filters.ts";
import { categoryLabel, experienceLabel, jobTypeLabel, messageLabels, storedValueLabels } from "./labels.ts";
import { labelsOf, metaLabels } from "./stored-labels.ts";

describe("the labels of stored job values", () => {
  it("are the stored English values on an English page", () => {
    for (const t of JOB_TYPES) expect(jobTypeLabel(t)).toBe(t);
    for (const l of EXPERIENCE_LEVELS) expect(experienceLabel(l)).toBe(l);
    for (const c of jobCategories) expect(categoryLabel(c.slug, c.name)).toBe(c.name);
  });

  it("are German on a German page, every one of them", () => {
    withLocale("de", () => {
      expect(jobTypeLabel("Full-time")).toBe("Vollzeit");
      expect(experienceLabel("Entry Level")).toBe("Berufseinstieg");
      expect(categoryLabel("warehouse", "Warehouse & Logistics")).toBe("Lager & Logistik");
      for (const c of jobCategories) expect(categoryLabel(c.slug, c.name)).not.toBe(c.name);
    });
  });

  it("show an unknown value as stored", () => {
    withLocale("de", () => {
      expect(jobTypeLabel("Freelance")).toBe("Freelance");
      expect(categoryLabel("gardening", "Gardening")).toBe("Gardening");
    });
  });

  it("reach the browser from the root loader: none on an English page, the German ones on a German page", () => {
    // English: each label is its stored value, so the page gets none and shows the values.
    expect(storedValueLabels()).toBeNull();
    expect(labelsOf(null).category("warehouse", "Warehouse & Logistics")).toBe("Warehouse & Logistics");
    withLocale("de", () => {
      const labels = labelsOf(storedValueLabels());
      for (const t of JOB_TYPES) expect(labels.jobType(t)).toBe(messageLabels.jobType(t));
      for (const l of EXPERIENCE_LEVELS) expect(labels.experience(l)).toBe(messageLabels.experience(l));
      for (const c of jobCategories) expect(labels.category(c.slug, c.name)).toBe(messageLabels.category(c.slug, c.name));
      expect(labels.jobType("Freelance")).toBe("Freelance");
      expect(labels.category("gardening", "Gardening")).toBe("Gardening");
      const matches = [{ id: "root", loaderData: { storedLabels: storedValueLabels() } }, { id: "routes/jobs/job" }];
      expect(metaLabels(matches).jobType("Part-time")).toBe("Teilzeit");
    });
  });
});
