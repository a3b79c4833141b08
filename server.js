// Starts the production build (npm run build). All server code lives in server/*.ts, compiled into the build.
const buildDir = process.env.BUILD_DIR ?? "build";
const { main } = await import(`./${buildDir}/server/index.js`);
await main();
