import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rules of eslint.config.js (docs/decisions/010-enforced-layers.md) reject a wrong import: each
 * snippet is linted as if it were the file at `filePath`, with the project's own configuration and resolver.
 */
const root = path.resolve(import.meta.dirname, "../..");
const LAYER_RULES = new Set(["boundaries/dependencies"]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.filter((m) => m.ruleId && LAYER_RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the layer rules", () => {
  it("refuse db code that imports the app (through the #app imports map)", async () => {
    const errors = await layerErrors("db/probe.ts", `export { cn } from "#app/lib/cn.ts";\n`);
    expect(errors).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"db".*"lib"/)]);
  });

  it("refuse content that imports db, and lib that imports a feature", async () => {
    expect(await layerErrors("content/probe.ts", `export { jobs } from "#db/schema.ts";\n`)).toHaveLength(1);
    expect(
      await layerErrors("app/lib/probe.ts", `export { getUser } from "#app/features/auth/guards.server.ts";\n`),
    ).toHaveLength(1);
  });

  it("let every layer read the shared words, and refuse vocabulary that imports anything of the project", async () => {
    for (const file of ["db/schema/probe.ts", "content/probe.ts", "app/lib/probe.ts", "app/components/probe.ts"]) {
      expect(await layerErrors(file, `export { LANGUAGE_LEVELS } from "#vocabulary/levels.ts";\n`)).toEqual([]);
    }
    expect(await layerErrors("app/features/jobs/probe.ts", `export { CITIES } from "#vocabulary/cities.ts";\n`)).toEqual([]);
    for (const from of ["#content/money.ts", "#db/schema.ts", "#app/lib/cn.ts"]) {
      expect(await layerErrors("vocabulary/probe.ts", `export * from "${from}";\n`)).toEqual([
        expect.stringMatching(/^boundaries\/dependencies: .*"vocabulary"/),
      ]);
    }
  });

  it("refuse a feature that imports the root route", async () => {
    const errors = await layerErrors("app/features/jobs/probe.ts", `export { loader } from "#app/root.tsx";\n`);
    expect(errors).toEqual([expect.stringMatching(/"feature".*"routes"/)]);
  });

  it("refuse a feature that imports another feature's private file, and accept its public module", async () => {
    const privateFile = await layerErrors(
      "app/features/home/probe.ts",
      `import { latestJobs } from "#app/features/jobs/jobs.server.ts";\nexport const load = latestJobs;\n`,
    );
    expect(privateFile).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*feature="home".*feature="jobs"/)]);

    const publicModule = await layerErrors(
      "app/features/home/probe.ts",
      `import { latestJobs } from "#app/features/jobs/public.server.ts";\nexport const load = latestJobs;\n`,
    );
    expect(publicModule).toEqual([]);
  });

  it("refuse a feature that imports a feature above it in the declared order: two features cannot import each other", async () => {
    // applications is above jobs: it may use jobs, and jobs may not use it back.
    const downward = await layerErrors(
      "app/features/applications/probe.ts",
      `import { getJob } from "#app/features/jobs/public.server.ts";\nexport const load = getJob;\n`,
    );
    expect(downward).toEqual([]);
    const upward = await layerErrors(
      "app/features/jobs/probe.ts",
      `import * as applications from "#app/features/applications/public.ts";\nexport const parts = applications;\n`,
    );
    expect(upward).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*feature="jobs".*feature="applications"/)]);
  });

  it("accept the imports a layer is allowed: a route that uses any file of a feature, and tests that use anything", async () => {
    expect(await layerErrors("app/routes/probe.ts", `export { latestJobs } from "#app/features/jobs/jobs.server.ts";\n`)).toEqual(
      [],
    );
    expect(
      await layerErrors("tests/support/probe.ts", `export { latestJobs } from "#app/features/jobs/jobs.server.ts";\n`),
    ).toEqual([]);
    expect(await layerErrors("app/features/home/probe.test.ts", `export { loader } from "#app/routes/jobs/home.tsx";\n`)).toEqual(
      [],
    );
  });
});

/**
 * The cycle check (`npm run test:cycles`: oxlint with the project's .oxlintrc.json) on a small project of its own,
 * with the same "#app/*" imports map: a cycle through the map and a relative import fails it; a type-only import
 * back (no module runs another's code) does not.
 */
describe("the cycle check", () => {
  const oxlint = path.join(root, "node_modules/.bin/oxlint");

  async function checkCycles(files: Record<string, string>): Promise<{ code: number; output: string }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-cycles-"));
    try {
      fs.copyFileSync(path.join(root, ".oxlintrc.json"), path.join(dir, ".oxlintrc.json"));
      fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module", imports: { "#app/*": "./app/*" } }));
      for (const [file, code] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), code);
      }
      const { stdout } = await promisify(execFile)(oxlint, [], { cwd: dir });
      return { code: 0, output: stdout };
    } catch (e) {
      const failed = e as { code?: number; stdout?: string };
      return { code: failed.code ?? -1, output: failed.stdout ?? String(e) };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it("refuses an import cycle through the imports map", async () => {
    const result = await checkCycles({
      "app/components/layout/header.tsx": `import { links } from "#app/components/layout/nav-links.ts";\nexport const Header = () => links;\n`,
      "app/components/layout/nav-links.ts": `import { Header } from "./header.tsx";\nexport const links = [Header];\n`,
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/import\(no-cycle\)|no-cycle/);
    expect(result.output).toContain("nav-links.ts");
  });

  it("accepts a type-only import back", async () => {
    const result = await checkCycles({
      "app/components/layout/header.tsx": `import { links } from "#app/components/layout/nav-links.ts";\nexport type HeaderProps = { n: number };\nexport const Header = () => links;\n`,
      "app/components/layout/nav-links.ts": `import type { HeaderProps } from "./header.tsx";\nexport const links: HeaderProps[] = [];\n`,
    });
    expect(result).toEqual({ code: 0, output: expect.stringContaining("0 errors") });
  });
});
