import { describe, expect, it } from "vitest";
import { CV_FILE_LIMIT, fileTooLarge, MB } from "./limits.ts";

describe("fileTooLarge", () => {
  it("says a file over the limit is too large, and nothing for one at the limit or none", () => {
    expect(fileTooLarge({ size: 5 * MB + 1 }, CV_FILE_LIMIT)).toBe("The file is larger than 5 MB.");
    expect(fileTooLarge({ size: 5 * MB }, CV_FILE_LIMIT)).toBeNull();
    expect(fileTooLarge(undefined, CV_FILE_LIMIT)).toBeNull();
  });
});
