import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#db/paths.ts";

const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

describe("the pinned runtime", () => {
  it("npm test runs on the project's own Node.js 24", () => {
    expect(process.versions.node).toMatch(/^24\./);
    expect(process.versions.node).toBe(pkg.dependencies.node);
    expect(pkg.engines.node).toMatch(/^>=24/);
  });

  it("the node binary npm scripts use is the pinned one", () => {
    const bin = path.join(projectRoot, "node_modules", ".bin", "node");
    expect(execFileSync(bin, ["-v"], { encoding: "utf8" }).trim()).toBe(`v${pkg.dependencies.node}`);
  });

  it("server.js started by an older Node says how to start it instead of failing later", () => {
    const older = ["/usr/bin/node", "/usr/local/bin/node"].find(
      (p) => fs.existsSync(p) && !execFileSync(p, ["-v"], { encoding: "utf8" }).startsWith("v24."),
    );
    if (!older) return; // only machines that still have an older system Node can show this
    const run = spawnSync(older, ["server.js"], { cwd: projectRoot, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("PearlBridge Jobs runs on Node.js 24");
  });
});
