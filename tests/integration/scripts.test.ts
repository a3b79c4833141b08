/**
 * Every command of the Scripts table in docs/development.md exists and starts. The table is the source: a script
 * added there without a package.json entry, or pointing at a missing file, fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#db/paths.ts";
import { runCommand } from "../support/run-script.ts";

const readme = fs.readFileSync(path.join(projectRoot, "docs/development.md"), "utf8");
const packageScripts = (
  JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;

/** The first cell of each row of the "## Scripts" table, e.g. "npm run db:seed". */
function scriptsTableCommands(markdown: string): string[] {
  const section = /^## Scripts\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1] ?? "";
  return section
    .split("\n")
    .map((line) => /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1])
    .filter((c): c is string => c !== undefined);
}

/** The package.json script an npm command runs ("npm test" -> test, "npm run dev" -> dev), or undefined. */
function npmScriptName(command: string): string | undefined {
  return /^npm (?:run )?(\S+)$/.exec(command)?.[1];
}

/**
 * A command that runs one of our own files (`tsx scripts/seed.ts`, `NODE_ENV=production node server.js`):
 * the file. Such scripts answer --help; tool commands and chains (build, lint, test ...) are not run here.
 */
function projectFile(command: string): string | undefined {
  return /^(?:[A-Z_]+=\S+ )*(?:tsx|node)(?: --\S+)* (\S+\.(?:ts|js|mjs))$/.exec(command)?.[1];
}

const commands = scriptsTableCommands(readme);

describe("the Scripts table of docs/development.md", () => {
  it("lists the scripts", () => {
    expect(commands.length).toBeGreaterThanOrEqual(10);
    expect(commands).toEqual(expect.arrayContaining(["npm start", "npm test", "npm run dev", "npm run db:seed"]));
  });

  it.each(commands)("`%s` is defined, and what it calls exists", (command) => {
    const name = npmScriptName(command);
    const body = name ? packageScripts[name] : command;
    if (body === undefined) throw new Error(`package.json has no script "${name}"`);
    for (const [, called = ""] of body.matchAll(/npm run (\S+)/g)) {
      expect(packageScripts[called], `"${command}" calls the missing script "${called}"`).toBeDefined();
    }
    const file = projectFile(body);
    if (file) expect(fs.existsSync(path.join(projectRoot, file)), `${file} is missing`).toBe(true);
  });

  const ownScripts = commands.filter((c) => projectFile(npmScriptName(c) ? (packageScripts[npmScriptName(c)!] ?? "") : c));
  it("runs our own scripts with --help", () => {
    expect(ownScripts).toEqual(expect.arrayContaining(["npm run dev", "npm run db:seed", "npm run bench", "npm run test:load"]));
  });

  it.each(ownScripts)("`%s -- --help` prints its usage and does nothing else", async (command) => {
    const run = npmScriptName(command) ? `npm run --silent ${npmScriptName(command)} -- --help` : `${command} --help`;
    const { code, output } = await runCommand(run, {}, 30_000);
    expect(output).toContain(`Usage: ${command}`);
    expect(code, output).toBe(0);
  });
});
