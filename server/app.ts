/**
 * The server entry, compiled by Vite together with the routes (see vite.config.ts) into build/server/index.js
 * and started by server.js: configuration, database, HTTP server, graceful shutdown.
 */
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import * as build from "virtual:react-router/server-build";
import { projectRoot } from "#db/paths.ts";
import { ConfigError, getConfig } from "#app/lib/config.server.ts";
import { createHttpApp, createHttpServer } from "./http.ts";
import { startServices } from "./services.ts";

export async function main(): Promise<void> {
  let config;
  try {
    config = getConfig();
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
    mode: process.env.NODE_ENV,
    getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string }),
  });
  const app = createHttpApp({
    services: running.services,
    handler,
    clientDir: path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client"),
  });
  const server = createHttpServer(app, config);
  server.listen(config.PORT, config.HOST, () => {
    console.log(`PearlBridge Jobs is ready on ${config.publicUrl} (listening on ${config.HOST}:${config.PORT})`);
  });

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
