#!/usr/bin/env node
/**
 * The npm registry mirror these machines use does not carry every platform's build of packages such as
 * rollup and @tailwindcss/oxide (darwin, win32, android ... return 404). `npm install` then leaves those
 * optional dependencies out of package-lock.json, and `npm ci` refuses the lock file as "out of sync".
 *
 * This adds a lock entry for each missing platform package, with the os/cpu/libc read from its name, so
 * `npm ci` accepts the lock file and skips them on this platform (as it would anyway). Run it after every
 * `npm install` that changes dependencies: `node scripts/complete-lockfile.mjs`.
 */
import fs from "node:fs";

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(`Usage: node scripts/complete-lockfile.mjs

Adds to package-lock.json the entries of other platforms' optional builds (rollup, Tailwind's engine ...) that
npm install left out, so that npm ci accepts the lock file. Run it after every npm install that changes dependencies.`);
  process.exit(0);
}

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "netbsd", "sunos", "aix", "openharmony"];
const CPU = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!cpu) return null;
  const entry = { cpu: [cpu] };
  if (os) entry.os = [os];
  if (parts.some((p) => p.startsWith("musl"))) entry.libc = ["musl"];
  else if (os === "linux" && parts.some((p) => p.startsWith("gnu"))) entry.libc = ["glibc"];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    // Resolution as npm does it: nested first, then each parent folder up to the root.
    const candidates = [];
    let base = path;
    for (;;) {
      candidates.push(`${base ? `${base}/` : ""}node_modules/${dep}`);
      const i = base.lastIndexOf("/node_modules/");
      if (base === "") break;
      base = i >= 0 ? base.slice(0, i) : "";
    }
    if (candidates.some((c) => packages[c])) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[`node_modules/${dep}`] = { version, ...platform, dev: pkg.dev, optional: true };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `Added ${added} platform package entries to package-lock.json` : "package-lock.json is complete");
