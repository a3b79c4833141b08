import { describe, expect, it } from "vitest";
import { ALERT_FREQUENCIES, ALERT_STATUSES } from "#vocabulary/statuses.ts";
import { ALERT_FREQUENCY_CHOICES, FREQUENCY_LABELS, STATUS_LABELS } from "./alert-fields.tsx";

describe("alert labels", () => {
  it("offer every frequency of the vocabulary, in its order, and name every status", () => {
    expect(ALERT_FREQUENCY_CHOICES).toEqual([...ALERT_FREQUENCIES]);
    expect(Object.keys(FREQUENCY_LABELS)).toEqual([...ALERT_FREQUENCIES]);
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...ALERT_STATUSES].sort());
  });
});
