// Starts the production build (npm run build). All server code lives in server/*.ts, compiled into the build.
import { buildDir } from "./server/build-dir.js";

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(`Usage: npm run serve  (or NODE_ENV=production node server.js)

Starts the production build (npm run build) on http://localhost:$PORT; the README's Configuration table lists
the environment variables. SIGINT or SIGTERM finish open requests, then stop the server and its PostgreSQL.`);
  process.exit(0);
}
const { main } = await import(`./${buildDir}/server/index.js`);
await main();
