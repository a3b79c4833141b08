/**
 * `npm run dev`: the app with hot reload, on the same Express app, embedded PostgreSQL, migrations and sample
 * data as `npm start`, without a production build. This is React Router's custom-server set-up: Vite's dev
 * server in middleware mode serves the browser modules and the hot-reload socket, and the server build
 * (`virtual:react-router/server-build`) is loaded through Vite on each request, so an edited route or
 * component shows on the next request (and in an open tab at once). Edits under server/ or db/ need a restart.
 *
 * Runs on Node's own TypeScript support (`node server/dev.ts`), so it may import types only.
 * `--conditions=development` (package.json): Vite's module runner resolves packages with the "development"
 * condition, so Node must too, or React Router is loaded twice (its development build inside the runner, its
 * production build under @react-router/express) and the request context fails its `instanceof` check.
 * Relies on: Vite's `createServer({ server: { middlewareMode, hmr: { server } } })` and its ssr environment's
 * module runner (`environments.ssr.runner.import`, the successor of `ssrLoadModule`, which React Router's
 * Vite Environment API mode uses too), and on React Router's Vite plugin providing
 * `virtual:react-router/server-build` and leaving requests to us in middleware mode.
 */
import http from "node:http";
import path from "node:path";
import { createServer, isRunnableDevEnvironment } from "vite";
import type { ServerBuild } from "react-router";
import type * as App from "./app.ts";

const USAGE = `Usage: npm run dev

Starts PearlBridge Jobs with hot reload on http://localhost:$PORT (default 3000), with its own PostgreSQL in
$DATA_DIR (default ./data), migrations and the sample jobs, as \`npm start\` does but without a build.
Every variable of docs/configuration.md applies (e.g. PORT=3305 DATA_DIR=data/dev npm run dev).
Ctrl-C stops the server and its PostgreSQL.`;

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.resolve(root, process.env.DATA_DIR || "data");
const server = http.createServer();
const vite = await createServer({
  root,
  server: {
    middlewareMode: true,
    // The hot-reload socket shares the app's port (Vite's default is a second fixed port, 24678).
    hmr: { server },
    // PostgreSQL's files change all the time and are no source.
    watch: { ignored: [`${dataDir}/**`, "**/data/**", "**/build/**", "**/build-*/**", "**/test-results/**"] },
  },
});

// Vite's module runner for server code (the successor of ssrLoadModule): it re-runs what changed.
const ssr = vite.environments.ssr;
if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment cannot run modules in this process");

try {
  const app = await ssr.runner.import<typeof App>("/server/app.ts");
  await app.start({
    build: () => ssr.runner.import<ServerBuild>("virtual:react-router/server-build"),
    clientDir: path.join(root, "public"),
    mode: "development",
    server,
    before: vite.middlewares,
    onStop: () => vite.close(),
  });
} catch (e) {
  console.error(e);
  await vite.close();
  process.exit(1);
}
