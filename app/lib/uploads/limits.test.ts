import { describe, expect, it } from "vitest";
import { CV_FILE_LIMIT, fileSize, fileTooLarge, MB } from "./limits.ts";

describe("fileTooLarge", () => {
  it("says a file over the limit is too large, and nothing for one at the limit or none", () => {
    expect(fileTooLarge({ size: 5 * MB + 1 }, CV_FILE_LIMIT)).toBe("The file is larger than 5 MB.");
    expect(fileTooLarge({ size: 5 * MB }, CV_FILE_LIMIT)).toBeNull();
    expect(fileTooLarge(undefined, CV_FILE_LIMIT)).toBeNull();
  });
});

describe("fileSize", () => {
  it("reads in MB from a megabyte, in KB (at least 1) below", () => {
    expect(fileSize(2.15 * MB)).toBe("2.1 MB");
    expect(fileSize(340 * 1024)).toBe("340 KB");
    expect(fileSize(12)).toBe("1 KB");
  });
});
