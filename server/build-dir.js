// The one place that says where the production build lives: BUILD_DIR, default "build". Read at build time
// by react-router.config.ts (where `react-router build` writes) and at start by server.js (which build to
// run), and by the scripts and tests that look into a build. Plain JavaScript because server.js runs before
// any build exists and cannot load TypeScript; everything the running app reads is in app/lib/config.server.ts.
// Several builds can live side by side this way (parallel test runs, the benchmark's build-bench/).
export const buildDir = process.env.BUILD_DIR || "build";
