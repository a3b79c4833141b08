import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

/** Every word in a string literal of the site's source that the complete tailwind-merge treats as a utility. */
function utilitiesInSource(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const source = fs.readFileSync(file, "utf8");
        for (const m of source.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
          for (const word of (m[1] ?? m[2] ?? m[3] ?? "").split(/\s+/)) {
            if (/^[!\w[\]\-:/.()%&#>*=,@]+$/.test(word) && !word.includes("${")) words.add(word);
          }
        }
      }
    }
  };
  walk(path.resolve("app"));
  walk(path.resolve("content"));
  // A utility merges with itself ("p-2 p-2" gives "p-2"); another word stays twice.
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w).sort();
}

describe("cn", () => {
  it("joins conditional class names", () => {
    expect(cn("a", false, null, undefined, ["b", { c: true, d: false }])).toBe("a b c");
  });

  it("lets a later utility replace an earlier one of the same kind", () => {
    expect(cn("inline-flex h-11 px-4 text-sm text-white", "h-12 w-full px-6 text-base text-slate-900")).toBe(
      "inline-flex h-12 w-full px-6 text-base text-slate-900",
    );
    expect(cn("p-4 sm:p-5", "px-2")).toBe("p-4 sm:p-5 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
  });

  it("merges every pair of utilities used in the source exactly like the complete tailwind-merge", () => {
    const utilities = utilitiesInSource();
    expect(utilities.length).toBeGreaterThan(300);
    const different: string[] = [];
    for (const a of utilities) {
      for (const b of utilities) {
        const input = `${a} ${b}`;
        const expected = twMerge(input);
        if (cn(input) !== expected) different.push(`"${input}": "${cn(input)}", expected "${expected}"`);
      }
    }
    expect(different.slice(0, 40)).toEqual([]);
  });
});
