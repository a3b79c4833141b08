/**
 * The server entry, compiled by Vite together with the routes (see vite.config.ts) into build/server/index.js
 * and started by server.js: configuration, database, HTTP server, graceful shutdown.
 */
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import * as build from "virtual:react-router/server-build";
import { projectRoot } from "#db/paths.ts";
import { ConfigError, parseConfig } from "#app/lib/config.server.ts";
import { createHttpApp } from "./http.ts";
import { startServices } from "./services.ts";

export async function main(): Promise<void> {
  let config;
  try {
    // Read once here; from now on the configuration is services().config (set by startServices).
    config = parseConfig(process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  let running;
  try {
    running = await startServices(config);
  } catch (e) {
    console.error(`Could not start: ${(e as Error).message}`);
    process.exit(1);
  }

  const handler = createRequestHandler({
    build,
    // This always serves a production build; React Router's "development" mode would send error messages
    // and stacks to the browser, so it is never used here whatever NODE_ENV says.
    mode: "production",
    getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string }),
  });
  const app = createHttpApp({
    services: running.services,
    handler,
    // Where this very build put the browser files (react-router.config.ts's buildDirectory at build time).
    clientDir: path.resolve(projectRoot, build.assetsBuildDirectory),
  });
  const server = app.listen(config.PORT, config.HOST, () => {
    console.log(`PearlBridge Jobs is ready on ${config.publicUrl} (listening on ${config.HOST}:${config.PORT})`);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping`);
    const force = setTimeout(() => {
      console.error("Shutdown took too long; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    server.close(async () => {
      await running.close();
      console.log("Stopped cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}
