// Starts the production build (npm run build). All server code lives in server/*.ts, compiled into the build.
import { buildDir } from "./server/build-dir.js";

const { main } = await import(`./${buildDir}/server/index.js`);
await main();
