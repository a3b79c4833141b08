// Starts the production build (npm run build). All server code lives in server/*.ts, compiled into the build.
import { buildDir } from "./server/build-dir.js";

// The project brings its own Node.js 24 (the `node` package, see docs/decisions/006-pinned-node-24-runtime.md);
// npm scripts run it. Started by hand with an older system Node, say so instead of failing somewhere later.
const nodeMajor = Number(process.versions.node.split(".")[0]);
if (nodeMajor < 24) {
  console.error(
    `PearlBridge Jobs runs on Node.js 24, but this is Node.js ${process.versions.node}. ` +
      "Start it with `npm start` or `npm run serve` (they use the project's own Node 24), or `npx node server.js`.",
  );
  process.exit(1);
}

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(`Usage: npm run serve  (or NODE_ENV=production node server.js)

Starts the production build (npm run build) on http://localhost:$PORT; docs/configuration.md lists the
environment variables. SIGINT or SIGTERM finish open requests, then stop the server and its PostgreSQL.`);
  process.exit(0);
}
// libuv's thread pool (4 threads by default) runs password hashes, compression and file reads; under load the
// hashes of sign-ins queued behind page compression. Must be set before the pool's first use, i.e. here.
process.env.UV_THREADPOOL_SIZE ??= "8";

const { main } = await import(`./${buildDir}/server/index.js`);
await main();
