import { randomBytes } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import morgan from "morgan";
import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import type { Services } from "#app/lib/services.server.ts";
import { hashedAssets } from "./assets.ts";

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
  }
}

/** The largest request body we read (forms and JSON are small; anything bigger is refused with 413). */
export const BODY_LIMIT_BYTES = 64 * 1024;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const UNAVAILABLE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Temporarily unavailable | PearlBridge Jobs</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1 style="color:#1e40af">We'll be right back</h1><p>PearlBridge Jobs is having a short technical problem. Please try again in a minute.</p></body></html>`;

export interface HttpOptions {
  services: Services;
  /** The React Router request handler (pages, actions, resource routes). */
  handler: RequestHandler;
  /** build/client, with the hashed assets in build/client/assets. */
  clientDir: string;
}

export function createHttpApp({ services, handler, clientDir }: HttpOptions) {
  const { config } = services;
  const publicOrigin = new URL(config.publicUrl).origin;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);

  // The client's address for rate limits and sessions: the socket's, or a configured proxy header's.
  // A client-sent copy of our header is always replaced, so it cannot be spoofed.
  app.use((req, _res, next) => {
    const forwarded = config.TRUSTED_PROXY_IP_HEADER ? req.get(config.TRUSTED_PROXY_IP_HEADER) : undefined;
    const ip = forwarded?.split(",")[0]?.trim() || req.socket.remoteAddress || "unknown";
    req.headers[CLIENT_IP_HEADER] = ip;
    next();
  });

  if (config.LOG_REQUESTS) app.use(morgan(config.isProduction ? "combined" : "short"));

  // Hashed scripts and stylesheets: precompressed, with only the headers a non-document needs (assets.ts).
  app.use("/assets", hashedAssets(path.join(clientDir, "assets")));

  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          manifestSrc: ["'self'"],
        },
      },
      strictTransportSecurity: config.publicUrl.startsWith("https://") ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await services.database.pool.query("SELECT 1");
      res.set("Cache-Control", "no-store").json({ status: "ok", database: "ok" });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "error", database: "unavailable" });
    }
  });

  // Hashed file names never change content: cache them for a year.
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));

  // Refuse oversized bodies before React Router or Better Auth read them. Browsers always send a length with
  // forms and fetch bodies; a body without one (chunked) cannot be checked up front and is refused too.
  app.use((req, res, next) => {
    const length = Number(req.get("content-length") ?? 0);
    if (length > BODY_LIMIT_BYTES) {
      res.status(413).type("text/plain").send("Request body too large");
      return;
    }
    if (req.get("transfer-encoding") && !req.get("content-length")) {
      res.status(411).type("text/plain").send("A Content-Length header is required");
      return;
    }
    next();
  });

  // While the database is down, answer 503 (with Retry-After) instead of failing each page with a 500.
  app.use(async (_req, res, next) => {
    const { database } = services;
    if (database.isUnavailable()) {
      try {
        await database.pool.query("SELECT 1");
      } catch {
        res.status(503).set("Retry-After", "5").set("Cache-Control", "no-store").type("html").send(UNAVAILABLE_HTML);
        return;
      }
    }
    // A request that was the first to find the database gone still says 503, not 500.
    const status = res.status.bind(res);
    res.status = (code: number) => status(code >= 500 && database.isUnavailable() ? 503 : code);
    next();
  });

  // A NUL character is never valid in our URLs and PostgreSQL cannot store one in text: refuse it up front.
  app.use((req, res, next) => {
    if (/%00/i.test(req.originalUrl)) {
      res.status(400).type("text/plain").send("Bad request");
      return;
    }
    next();
  });

  // State-changing requests from other sites are refused. Browsers send Origin on every cross-site POST;
  // SameSite=Lax cookies are the second line of defence.
  app.use((req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (origin && origin !== publicOrigin) {
      res.status(403).type("text/plain").send("Cross-origin requests are not allowed");
      return;
    }
    next();
  });

  app.use(handler);

  // Last resort: never a stack trace to the client.
  app.use(((err, _req, res, _next) => {
    console.error("[http] unhandled error:", err);
    if (res.headersSent) return;
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  }) as express.ErrorRequestHandler);

  return app;
}
