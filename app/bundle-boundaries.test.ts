import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_CHUNKS, ICONS_WITHOUT_KEYS, ON_DEMAND, pathsPattern, SPLIT_FOR_WEIGHT } from "./bundle-boundaries.ts";

/** A listed path exists: a file, or for a pattern the folder before its first "*". */
const exists = (p: string) => fs.existsSync(path.resolve(p.includes("*") ? p.slice(0, p.indexOf("*")) : p));

describe("bundle boundaries", () => {
  it("name files that exist (a moved file must be renamed here, or its chunk quietly loses it)", () => {
    const paths = [
      ...CLIENT_CHUNKS.flatMap((group) => group.files),
      ...ON_DEMAND.flatMap(({ module, importer }) => [module, importer]),
      ...SPLIT_FOR_WEIGHT.flatMap(({ module, splitFrom }) => [module, splitFrom]),
      ICONS_WITHOUT_KEYS.files,
    ];
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });

  it("list on-demand modules that their importer still imports dynamically", () => {
    const missing = ON_DEMAND.filter(({ module, importer }) => {
      const source = fs.readFileSync(path.resolve(importer), "utf8");
      if (module.startsWith("node_modules/")) return !source.includes(`import("${module.split("/")[1]!}")`);
      // A module of the same folder by its relative path, any other through the imports map (#app/...).
      const relative = `./${path.relative(path.dirname(importer), module)}`;
      const mapped = `#${module}`;
      return ![relative, mapped].some((specifier) => source.includes(`import("${specifier}")`));
    });
    expect(missing).toEqual([]);
  });

  it("match module ids by their path's end, with either separator", () => {
    const browse = pathsPattern(["app/features/jobs/job-card.tsx", "node_modules/lucide-react/**"]);
    expect(browse.test("/srv/app/features/jobs/job-card.tsx")).toBe(true);
    expect(browse.test("C:\\srv\\app\\features\\jobs\\job-card.tsx")).toBe(true);
    expect(browse.test("/srv/node_modules/lucide-react/dist/esm/icons/x.mjs")).toBe(true);
    expect(browse.test("/srv/app/features/jobs/job-card.ts")).toBe(false);
    expect(browse.test("/srv/my-app/features/jobs/job-card.tsx")).toBe(false);
    const icons = pathsPattern([ICONS_WITHOUT_KEYS.files]);
    expect(icons.test("/srv/node_modules/lucide-react/dist/esm/icons/arrow-left.mjs")).toBe(true);
    expect(icons.test("/srv/node_modules/lucide-react/dist/esm/lucide-react.mjs")).toBe(false);
  });
});
