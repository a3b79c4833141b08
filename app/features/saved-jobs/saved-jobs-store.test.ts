import { describe, expect, it } from "vitest";
import { parseSavedJobs, toSavedJobsMap, withSaved } from "./saved-jobs-store.ts";

describe("the savedJobs local-storage value", () => {
  it("reads a map of job id to true", () => {
    expect(parseSavedJobs('{"1":true,"hr2":true}')).toEqual({ "1": true, hr2: true });
  });

  it("treats anything malformed as nothing saved, never throwing", () => {
    for (const raw of [null, undefined, "", "not json", "[]", '["1"]', "42", "null", '"x"']) {
      expect(parseSavedJobs(raw), String(raw)).toEqual({});
    }
    expect(parseSavedJobs('{"1":true,"2":false,"3":"yes","4":1}')).toEqual({ "1": true });
    expect(parseSavedJobs(JSON.stringify({ ["x".repeat(101)]: true, ok: true }))).toEqual({ ok: true });
  });

  it("adds and removes without changing the original", () => {
    const before = toSavedJobsMap(["1", "2"]);
    expect(withSaved(before, "3", true)).toEqual({ "1": true, "2": true, "3": true });
    expect(withSaved(before, "1", false)).toEqual({ "2": true });
    expect(before).toEqual({ "1": true, "2": true });
  });
});
