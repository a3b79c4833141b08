import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import morgan from "morgan";
import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { requestLanguage } from "#app/lib/i18n/language-choice.ts";
import { localeOfPath } from "#app/lib/i18n/locale.ts";
import { escapeHtml } from "#app/lib/text.ts";
import type { Config } from "#app/lib/config.server.ts";
import type { Services } from "#app/lib/services.server.ts";
import { bodyLimitFor, UPLOAD_BODY_ALLOWANCES, uploadAllowanceFor, type BodyAllowance } from "#app/lib/uploads/body-limits.ts";
import { RESUMABLE_UPLOAD_PATH } from "#app/lib/uploads/resumable.ts";
import { hashedAssets, NON_DOCUMENT_HEADERS } from "./assets.ts";
import { forwardedClientAddress, forwardedProtocol } from "./proxy.ts";

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
  }
}

/**
 * The largest request body we read (forms and JSON are small; anything bigger is refused with 413). Forms
 * that send files get more on their own paths only: UPLOAD_BODY_ALLOWANCES (app/lib/uploads/body-limits.ts).
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Image files in public/ (build/client): served with lean headers (see below). */
const IMAGE_PATHS = /^\/[\w/-]*[\w-]\.(svg|png|jpe?g|webp|avif|ico)$/;

/** React Router's requests from a hydrated page: a page's data (`/jobs.data`) and route discovery. */
const ROUTER_DATA_PATHS = /\.data$|^\/__manifest$/;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The methods our pages and endpoints answer; others (TRACE, PUT, ...) get 405 before any route sees them. */
const ALLOWED_METHODS = new Set([...SAFE_METHODS, "POST"]);

const ALLOW_HEADER = [...ALLOWED_METHODS].join(", ");

/** The unsubscribe links of the mails (app/routes/content/unsubscribe.tsx): exempt from the same-origin proof below. */
const ONE_CLICK_UNSUBSCRIBE = /^\/unsubscribe\/[\w-]+\.[\w-]+$/;

/** Pages and endpoints whose answers carry secrets (tokens in the URL, forms, session lists): never stored. */
const NO_STORE_PATHS = /^(?:\/de)?\/(auth|register|reset-password|api\/auth)(\/|$)/;

const UNAVAILABLE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Temporarily unavailable | PearlBridge Jobs</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1 style="color:#1e40af">We'll be right back</h1><p>PearlBridge Jobs is having a short technical problem. Please try again in a minute.</p></body></html>`;

/**
 * The answer to a file far over its limit, before any route runs: the field's message and a link back to the form,
 * in the language of the current work (the caller runs it in the form's page's, /de/... being German).
 */
function tooLargeHtml(message: string, formPath: string): string {
  const title = escapeHtml(m.shared_upload_too_large_title());
  return `<!doctype html><html lang="${currentLocale()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} | PearlBridge Jobs</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1 style="color:#1e40af">${title}</h1><p>${escapeHtml(message)} ${escapeHtml(m.shared_upload_nothing_saved())}</p><p><a href="${escapeHtml(formPath)}" style="color:#1e40af">${escapeHtml(m.shared_upload_back_to_form())}</a></p></body></html>`;
}

export interface HttpOptions {
  services: Services;
  /** The React Router request handler (pages, actions, resource routes). */
  handler: RequestHandler;
  /** build/client, with the hashed assets in build/client/assets. */
  clientDir: string;
  /** Paths whose POSTs may be larger than BODY_LIMIT_BYTES (file uploads); UPLOAD_BODY_ALLOWANCES unless given. */
  bodyAllowances?: readonly BodyAllowance[];
}

export function createHttpApp({ services, handler, clientDir, bodyAllowances = UPLOAD_BODY_ALLOWANCES }: HttpOptions) {
  const { config } = services;
  const publicOrigin = new URL(config.publicUrl).origin;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);

  // The client's address for rate limits and sessions: the socket's, or a configured proxy header's.
  // A client-sent copy of our header is always replaced, so it cannot be spoofed.
  // Behind a proxy only the address the proxy itself appended counts (proxy.ts).
  app.use((req, _res, next) => {
    const forwarded = config.TRUSTED_PROXY_IP_HEADER ? req.get(config.TRUSTED_PROXY_IP_HEADER) : undefined;
    const ip = forwardedClientAddress(forwarded, config.TRUSTED_PROXY_HOPS) ?? req.socket.remoteAddress ?? "unknown";
    req.headers[CLIENT_IP_HEADER] = ip;
    // Behind a TLS-terminating proxy the request reaches us over plain HTTP: take the scheme the browser used
    // from the proxy's header, so that the request's URL has the origin the browser sends (React Router
    // compares the two on every page action).
    const protocol = config.TRUSTED_PROXY_PROTO_HEADER
      ? forwardedProtocol(req.get(config.TRUSTED_PROXY_PROTO_HEADER))
      : undefined;
    if (protocol) Object.defineProperty(req, "protocol", { value: protocol, configurable: true });
    next();
  });

  /** A state-changing request that cannot prove it comes from our own pages (see the check below). */
  const fromAnotherSite = (req: express.Request) => {
    const origin = req.get("origin");
    const sameOrigin = origin === publicOrigin || (!origin && req.get("sec-fetch-site") === "same-origin");
    return Boolean((origin && origin !== publicOrigin) || (req.get("cookie") && !sameOrigin));
  };

  // Resumable uploads (tus) use PATCH, HEAD and DELETE and send their bodies in pieces: the tus server answers them
  // here, before the method filter and the body limits (app/lib/uploads/resumable.server.ts checks the size and
  // the owner); the same-origin proof holds as for every other state-changing request.
  app.use((req, res, next) => {
    if (req.path !== RESUMABLE_UPLOAD_PATH && !req.path.startsWith(`${RESUMABLE_UPLOAD_PATH}/`)) return next();
    if (!SAFE_METHODS.has(req.method) && fromAnotherSite(req)) {
      res.status(403).type("text/plain").send("Cross-origin requests are not allowed");
      return;
    }
    res.set("Cache-Control", "no-store");
    // Its refusals in the language of the page that sent the upload (the address itself has no German twin).
    const language = requestLanguage(
      { referer: req.get("referer"), cookie: req.get("cookie"), acceptLanguage: req.get("accept-language") },
      publicOrigin,
    );
    withLocale(language, () => services.resumableUploads.handle(req, res)).catch(next);
  });

  // TRACE, CONNECT and the like: a clear 405 (the Fetch API behind React Router cannot even represent some).
  // OPTIONS is answered here for every path (RFC 9110, 9.3.7): 204 with the same Allow as the 405 lists. React
  // Router has no answer for it (an "Invalid request method" error with a stack in the log), and we serve no
  // cross-origin requests, so there is nothing else a preflight could learn.
  app.use((req, res, next) => {
    if (req.method === "OPTIONS") {
      res.status(204).set("Allow", ALLOW_HEADER).set("Cache-Control", "no-store").end();
      return;
    }
    if (ALLOWED_METHODS.has(req.method)) return next();
    res.status(405).set("Allow", ALLOW_HEADER).type("text/plain").send("Method not allowed");
  });

  // Caching: pages with tokens or forms are never stored, and neither is any response that sets a cookie (a
  // shared cache would hand one visitor's cookie, e.g. a flash message or a session, to the next).
  app.use((req, res, next) => {
    const writeHead = res.writeHead;
    const noStorePath = NO_STORE_PATHS.test(req.path);
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      if (noStorePath || res.getHeader("set-cookie") !== undefined) {
        res.setHeader("Cache-Control", "private, no-store");
        res.removeHeader("Expires");
      }
      // Every page depends on the cookies (session, saved jobs, the data-saver choice) and on Save-Data
      // (data-saver mode: no scripts, no images): a cache must keep one copy per combination.
      if (String(res.getHeader("content-type") ?? "").startsWith("text/html")) {
        res.vary("Cookie");
        res.vary("Save-Data");
      }
      return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    next();
  });

  if (config.LOG_REQUESTS) app.use(morgan(config.isProduction ? "combined" : "short"));

  // Hashed scripts and stylesheets: precompressed, with only the headers a non-document needs (assets.ts).
  app.use("/assets", hashedAssets(path.join(clientDir, "assets")));

  // Brotli quality 6 instead of the package's 4: pages are about 7% smaller for about 0.6 ms more work each
  // (2.2 ms instead of 1.6 for the home page; quality 7 saves 0.5% more for another 0.5 ms). From
  // 256 bytes instead of the package's 1 KB: a company logo or the favicon (about 380 bytes of SVG) then
  // travels in about 230. Mounted before the images; the hashed assets above are compressed already.
  app.use(compression({ threshold: 256, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } }));

  // The site's own images (public/: favicon, sample company logos, illustrations): like the hashed assets,
  // served before the page headers with only what an image needs, so that each of a page's small images
  // does not carry the document's CSP and other headers (about 0.8 KB each); a strict CSP of their own
  // still keeps an SVG opened by itself from running anything. Missing files fall through.
  const images = express.static(clientDir, {
    maxAge: "1h",
    index: false,
    // The ETag answers a browser's revalidation; a Last-Modified too, or ranges of a file of a few hundred
    // bytes, only add header bytes.
    lastModified: false,
    acceptRanges: false,
    setHeaders: (res) => {
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
      for (const [name, value] of Object.entries(NON_DOCUMENT_HEADERS)) res.setHeader(name, value);
    },
  });
  app.use((req, res, next) => (IMAGE_PATHS.test(req.path) ? images(req, res, next) : next()));

  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });
  const documentHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith("https://") ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Headers for browsers our visitors no longer use (Internet Explorer's download prompt and XSS filter, Flash
    // and Acrobat policies): bytes on every page for nothing. Fonts, fetches and the manifest fall back to
    // default-src 'self', so the policy names them no more.
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
  });
  // The policy, framing and isolation headers (about 0.7 KB) only mean something on a document. React Router's
  // own requests from a hydrated page, the next page's data and route discovery (one or two on every tap),
  // get only what a script gets.
  app.use((req, res, next) => {
    if (!ROUTER_DATA_PATHS.test(req.path)) return documentHeaders(req, res, next);
    res.set(NON_DOCUMENT_HEADERS);
    next();
  });

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
    const limit = req.method === "POST" ? bodyLimitFor(req.path, bodyAllowances, BODY_LIMIT_BYTES) : BODY_LIMIT_BYTES;
    if (length > limit) {
      const upload = req.method === "POST" ? uploadAllowanceFor(req.path, bodyAllowances) : undefined;
      // Before the page's own language is set below: this answer takes the language of the form's address too.
      withLocale(localeOfPath(req.path), () => {
        // A file far over its limit, sent by a plain form: the field's message and the way back to the form.
        if (upload)
          res
            .status(413)
            .type("html")
            .send(tooLargeHtml(upload.tooLargeMessage, req.path.replace(/(\/_)?\.data$/, "")));
        else res.status(413).type("text/plain").send(m.shared_upload_body_too_large());
      });
      return;
    }
    if (req.get("transfer-encoding") && !req.get("content-length")) {
      res.status(411).type("text/plain").send("A Content-Length header is required");
      return;
    }
    next();
  });

  // The server's own request timeout is the upload paths' (a CV on a slow link takes minutes); every other
  // request must have arrived whole within HTTP_REQUEST_TIMEOUT_SECONDS, or it is answered 408 and closed.
  app.use((req, res, next) => {
    if (req.complete || (req.method === "POST" && uploadAllowanceFor(req.path, bodyAllowances))) return next();
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      res.once("finish", () => req.socket.destroy());
      res.status(408).set("Connection", "close").type("text/plain").send("Request Timeout");
    }, config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000);
    const clear = () => clearTimeout(timer);
    req.once("end", clear);
    res.once("close", clear);
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

  // State-changing requests from other sites are refused. A request carrying cookies (so one that could act
  // for a signed-in user) must prove it comes from our own pages: our Origin, or Sec-Fetch-Site: same-origin.
  // A request without either could be a cross-site form from an old browser; SameSite=Lax cookies are then
  // the only defence, so it is refused too. Cookieless clients (scripts, the tests) need no proof.
  app.use((req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // The one-click unsubscribe (RFC 8058): a mail provider POSTs it from its own servers. The route acts only on
    // its signed token and never reads a session, so a forged cross-site POST can do nothing a cookie allows.
    // Its Origin is dropped: React Router refuses a page action from another origin (a 400 with a stack in the
    // log), which would break the one-click request of a web mail client that sends one.
    if (ONE_CLICK_UNSUBSCRIBE.test(req.path)) {
      delete req.headers.origin;
      return next();
    }
    if (fromAnotherSite(req)) {
      res.status(403).type("text/plain").send("Cross-origin requests are not allowed");
      return;
    }
    next();
  });

  // Each page, its actions and its texts in the language of its address (/de/... is German).
  app.use((req, _res, next) => withLocale(localeOfPath(req.path), next));
  app.use(handler);

  // Last resort: never a stack trace to the client.
  app.use(((err, req, res, _next) => {
    // A client that went away or timed out mid-body (see createHttpServer) is not our error.
    if (req.destroyed) return;
    console.error("[http] unhandled error:", err);
    if (res.headersSent) return;
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  }) as express.ErrorRequestHandler);

  return app;
}

/**
 * The HTTP server for the app, with limits against clients that hold connections open: the whole request
 * (headers and body) must arrive within HTTP_REQUEST_TIMEOUT_SECONDS (HTTP_UPLOAD_TIMEOUT_SECONDS for a POST
 * to an upload path), the headers within
 * HTTP_HEADERS_TIMEOUT_SECONDS (checked every second), and one address keeps at most
 * HTTP_MAX_CONNECTIONS_PER_CLIENT connections open (further ones are closed at once). The caller attaches
 * the app as its "request" listener.
 */
export function createHttpServer(config: Config): http.Server {
  const server = http.createServer({
    // The longest any request may take; requests other than uploads get HTTP_REQUEST_TIMEOUT_SECONDS (createHttpApp).
    requestTimeout: Math.max(config.HTTP_REQUEST_TIMEOUT_SECONDS, config.HTTP_UPLOAD_TIMEOUT_SECONDS) * 1000,
    headersTimeout: config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
    connectionsCheckingInterval: 1000,
  });
  server.keepAliveTimeout = 65_000;
  const max = config.HTTP_MAX_CONNECTIONS_PER_CLIENT;
  if (max > 0) {
    const open = new Map<string, number>();
    server.on("connection", (socket) => {
      const address = socket.remoteAddress ?? "unknown";
      const count = (open.get(address) ?? 0) + 1;
      if (count > max) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }
  return server;
}
