import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import css from "./app.css?inline";
import { HtmlStream } from "./lib/html-stream.server.ts";
import { InlineCssContext } from "./lib/inline-css.tsx";
import { nonceContext } from "./lib/nonce-context.ts";

export const streamTimeout = 5_000;

/**
 * What React Router logs. Our own errors get their stack, as before. A refusal of the client's request (a 4xx:
 * a method a page has no handler for, a 404 thrown by a loader) is the client's mistake, answered with its status
 * and recorded in the access log: no stack. A form posted with an Origin that is not the request's (React Router's
 * own check, answered 400) is one line, since behind a proxy it usually means PUBLIC_URL or
 * TRUSTED_PROXY_PROTO_HEADER is wrong.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    // React Router keeps the Error behind its own responses (ErrorResponseImpl.error), as its default logs it.
    console.error((error as { error?: unknown }).error ?? error);
    return;
  }
  if (error instanceof Error && /origin does not match `origin` header/.test(error.message)) {
    console.warn(
      `[http] refused ${request.method} ${new URL(request.url).pathname}: its Origin is not ${new URL(request.url).origin}`,
    );
    return;
  }
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The per-request CSP nonce made by the Express server (server/http.ts).
  const nonce = loadContext.get(nonceContext) ?? undefined;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode wait for the whole page so they see all content; browsers get the stream.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // The stylesheet's text, for pages that inline it (lib/inline-css.tsx); read at build time, server only.
    const page = (
      <InlineCssContext value={css}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCssContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new HtmlStream();
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
