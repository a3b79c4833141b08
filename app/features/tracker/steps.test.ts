import { describe, expect, it } from "vitest";
import { relocationPage } from "#content/relocation.ts";
import { timings } from "#content/timings.ts";
import { ALL_STEP_IDS, ARRIVAL_CHECKLIST, stepDuration, TRACKER_STEPS, trackerStep } from "./steps.ts";

describe("the tracker's steps", () => {
  it("have unique ids that fit in the device cookie (letters, digits and hyphens)", () => {
    expect(new Set(ALL_STEP_IDS).size).toBe(ALL_STEP_IDS.length);
    for (const id of ALL_STEP_IDS) expect(id).toMatch(/^[a-z0-9-]{1,40}$/);
  });

  it("take the arrival checklist from the relocation page, item for item", () => {
    expect(ARRIVAL_CHECKLIST.map((s) => s.title)).toEqual(relocationPage.stages.map((s) => s.title));
    expect(ARRIVAL_CHECKLIST.flatMap((s) => s.items.map((i) => i.text))).toEqual(
      relocationPage.stages.flatMap((s) => s.checklist.map((i) => i.text)),
    );
  });

  it("show each duration from content/timings.ts with its source, and say what it depends on where there is none", () => {
    expect(stepDuration(trackerStep("verification")!)).toEqual({
      text: "3 months or longer",
      source: timings.documentVerification.source,
      checkedOn: "2026-11-27",
    });
    expect(stepDuration(trackerStep("recognition")!)).toMatchObject({ text: "3-4 months", checkedOn: null });
    for (const step of TRACKER_STEPS) {
      if (step.duration === null) expect(step.durationNote, step.id).toBeTruthy();
      else expect(timings[step.duration].source.url, step.id).toMatch(/^https:\/\//);
    }
  });

  it("mark only the deficit notice and the adaptation course or knowledge test as for regulated professions", () => {
    expect(TRACKER_STEPS.filter((s) => s.regulatedOnly).map((s) => s.id)).toEqual(["deficit-notice", "compensation"]);
  });
});
