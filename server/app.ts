/**
 * The server entry, compiled by Vite together with the routes (see vite.config.ts) into build/server/index.js
 * and started by server.js: configuration, database, HTTP server, graceful shutdown. `npm run dev`
 * (server/dev.ts) loads this same module through Vite's dev server and calls `start` with a build that is
 * re-read on each request.
 */
import http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { projectRoot } from "#db/paths.ts";
import { ConfigError, parseConfig } from "#app/lib/config.server.ts";
import { nonceContext } from "#app/lib/nonce-context.ts";
import { createHttpApp, createHttpServer } from "./http.ts";
import { startServices } from "./services.ts";

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

export interface StartOptions {
  /** The compiled routes, or a function that loads the current ones (the dev server, for hot reload). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Static files: build/client in production, public/ in development. */
  clientDir: string;
  /** A server created beforehand (the dev server attaches Vite's hot-reload socket to it). */
  server?: http.Server;
  /** Runs before the app on every request and calls next() for what it does not serve (Vite's middlewares). */
  before?: Middleware;
  /** "development" only for `npm run dev` (error details in the browser); "production" by default. */
  mode?: "development" | "production";
  /** Called when stopping, before the database closes (the dev server closes Vite). */
  onStop?: () => Promise<void>;
}

/** The production server: the build compiled into this bundle. */
export function main(): Promise<void> {
  // Where this very build put the browser files (react-router.config.ts's buildDirectory at build time).
  return start({ build, clientDir: path.resolve(projectRoot, build.assetsBuildDirectory) });
}

export async function start(options: StartOptions): Promise<void> {
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
    build: options.build,
    // React Router's "development" mode sends error messages and stacks to the browser: only `npm run dev`
    // asks for it; a production build is always served in "production" mode, whatever NODE_ENV says.
    mode: options.mode ?? "production",
    getLoadContext: (_req, res) => new RouterContextProvider(new Map([[nonceContext, res.locals.nonce as string]])),
  });
  const app = createHttpApp({ services: running.services, handler, clientDir: options.clientDir });
  const { before } = options;
  const listener: http.RequestListener = before ? (req, res) => before(req, res, () => app(req, res)) : app;
  // The dev server brings its own server (Vite's hot-reload socket is attached to it).
  const server = options.server ?? createHttpServer(config);
  server.on("request", listener);
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
    // Vite's hot-reload sockets would keep server.close() waiting: close them now.
    void options.onStop?.().catch((e: Error) => console.error(`While stopping: ${e.message}`));
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}
