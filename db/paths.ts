import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root (the folder with package.json), found from this module's location so that the same
 * code works from the sources (tests, scripts) and from the server bundle in build/server.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, "db", "migrations");
