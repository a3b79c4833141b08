/**
 * The code points to the project's own documentation (docs/decisions/009-product-rules-in-our-own-docs.md): no
 * source file cites the external specification by section, and every Markdown file under docs/ that a source file
 * or a document names, with its heading anchor, exists.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#db/paths.ts";

const SOURCE_DIRS = ["app", "bench", "content", "db", "scripts", "server", "tests"];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const SKIP_DIRS = new Set(["node_modules", "build", ".react-router", "results", "migrations"]);

// Built from parts so that this file does not match itself.
const SPEC_CITATION = new RegExp(["\\bspec", "(?:'s)?\\s+(?:sections?\\b|§)|\\bspec\\s*§"].join(""), "i");
/** `docs/product.md`, `docs/product.md#salary` in a source file; never a path inside another folder (`/x/docs/a.md`). */
const DOCS_REFERENCE = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
/** A Markdown link's target: `[text](target)`. */
const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;

function walk(dir: string, accept: (file: string) => boolean, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(full, accept, out);
    } else if (accept(entry.name)) out.push(full);
  }
  return out;
}

function sourceFiles(): string[] {
  const inRoot = fs
    .readdirSync(projectRoot)
    .filter((name) => SOURCE_FILE.test(name))
    .map((name) => path.join(projectRoot, name));
  return [...inRoot, ...SOURCE_DIRS.flatMap((dir) => walk(path.join(projectRoot, dir), (name) => SOURCE_FILE.test(name)))];
}

function markdownFiles(): string[] {
  return [path.join(projectRoot, "README.md"), ...walk(path.join(projectRoot, "docs"), (name) => name.endsWith(".md"))].filter(
    (file) => fs.existsSync(file),
  );
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces as hyphens; repeats get -1, -2 ... */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const m = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    const heading = m?.[1];
    if (heading === undefined) continue;
    const base = heading
      .replace(/`/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Why a link to `file#anchor` is broken, or null when both exist. */
function brokenLink(file: string, anchor: string | undefined): string | null {
  if (!fs.existsSync(file)) return "no such file";
  if (!anchor) return null;
  return headingAnchors(fs.readFileSync(file, "utf8")).has(anchor) ? null : `no heading #${anchor}`;
}

/** Every reference to a Markdown file under docs/ (with its #anchor, if any) in a text, with its line number. */
function docsReferences(text: string): { target: string; line: number }[] {
  return [...text.matchAll(DOCS_REFERENCE)].map((m) => ({
    target: m[0],
    line: text.slice(0, m.index).split("\n").length,
  }));
}

const rel = (file: string) => path.relative(projectRoot, file);

describe("the project's documentation", () => {
  it("recognises a citation of the external specification by section", () => {
    // Written in pieces, so that these lines are not citations themselves.
    const spec = "spec";
    expect(SPEC_CITATION.test(`// Salary rules (${spec} section 5)`)).toBe(true);
    expect(SPEC_CITATION.test(`/** The ${spec}'s section 8 */`)).toBe(true);
    expect(SPEC_CITATION.test(`see ${spec} §9`)).toBe(true);
    expect(SPEC_CITATION.test("a §34a certificate; tests/e2e/home.spec.ts")).toBe(false);
  });

  it("computes heading anchors and finds broken references", () => {
    const anchors = headingAnchors(
      "# Title\n## Search and filters\n## Salary & pay (yearly)\n```\n# not a heading\n```\n## Salary",
    );
    expect([...anchors]).toEqual(["title", "search-and-filters", "salary--pay-yearly", "salary"]);
    expect(docsReferences("x (docs/product.md#salary). y docs/decisions/README.md /work/shared/docs/x.md")).toEqual([
      { target: "docs/product.md#salary", line: 1 },
      { target: "docs/decisions/README.md", line: 1 },
    ]);
    expect(brokenLink(path.join(projectRoot, "docs/product.md"), "no-such-heading")).toBe("no heading #no-such-heading");
    expect(brokenLink(path.join(projectRoot, "docs", "no-such-file.md"), undefined)).toBe("no such file");
  });

  it("has docs/product.md and a decision index", () => {
    expect(fs.existsSync(path.join(projectRoot, "docs/product.md"))).toBe(true);
    expect(fs.existsSync(path.join(projectRoot, "docs/decisions/README.md"))).toBe(true);
  });

  it("no source file cites the specification by section: it points to docs/product.md or explains the rule", () => {
    const offenders = sourceFiles().flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (SPEC_CITATION.test(line) ? [`${rel(file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it("every docs/ file and #anchor named in a source file or document exists", () => {
    const broken: string[] = [];
    for (const file of [...sourceFiles(), ...markdownFiles()]) {
      for (const { target, line } of docsReferences(fs.readFileSync(file, "utf8"))) {
        const [docPath = "", anchor] = target.split("#");
        const reason = brokenLink(path.join(projectRoot, docPath), anchor);
        if (reason) broken.push(`${rel(file)}:${line}: ${target} (${reason})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every relative link inside the documents leads to a file and heading that exist", () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(MARKDOWN_LINK)) {
        const target = m[1] ?? "";
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/")) continue; // URLs, mailto:, site paths
        const [linkPath, anchor] = target.split("#");
        const reason = brokenLink(linkPath ? path.resolve(path.dirname(file), linkPath) : file, anchor);
        if (reason) broken.push(`${rel(file)}: ${target} (${reason})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
