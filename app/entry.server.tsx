import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter, type HandleErrorFunction } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { appContext } from "./lib/app-context.ts";
import { deferredReady } from "./components/site/deferred.tsx";
import { InlineCssContext } from "./lib/inline-stylesheet.tsx";
import { scriptsAfterPaintStream } from "./lib/scripts-after-paint.ts";

export const streamTimeout = 5_000;

const builtStylesheets = new Map<string, string | undefined>();
// This file is bundled into `<build>/server/assets/*.js` (or `<build>/server/index.js` if the build is not split);
// the client build is `<build>/client`.
const CLIENT_DIRS = ["../../client", "../client"];

/**
 * The text of a built stylesheet (`/assets/*.css`), read once from the client build. Undefined on the dev server,
 * whose URLs are not built files: the page then links the stylesheet as usual.
 */
function builtCss(href: string): string | undefined {
  if (builtStylesheets.has(href)) return builtStylesheets.get(href);
  let css: string | undefined;
  if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
    for (const dir of CLIENT_DIRS) {
      try {
        css = readFileSync(new URL(`${dir}${href}`, import.meta.url), "utf8");
        break;
      } catch {
        // Not there: the next candidate.
      }
    }
  }
  builtStylesheets.set(href, css);
  return css;
}

/**
 * Loader and action failures go to the request's logger (whose serializer drops query parameters), not to the
 * console: React Router's default prints the whole error, a failed query's lead data included. Expected answers
 * (404, 405 thrown as responses) and visitors who left are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const log = context.get(appContext).log;
  if (log) log.error({ err: error, path: new URL(request.url).pathname }, "page request failed");
  else console.error(error instanceof Error ? error.name : "page request failed");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Deferred sections render in the first pass, never streamed in later (their code is loaded once, at start).
  await deferredReady();
  // The CSP nonce of this response: every inline script React Router writes must carry it.
  const nonce = loadContext.get(appContext).nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Stylesheets go into the HTML (app/lib/inline-stylesheet.tsx): the page paints without waiting for a CSS file.
    const app = (
      <InlineCssContext value={builtCss}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCssContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // Deferred sections are complete on the first pass: keep them in place in the HTML. React would otherwise
      // "outline" boundaries past 12.8 KB of output and reveal them later by script (late paint, layout shift).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        const html = createReadableStreamFromReadable(body);
        // Public pages paint before their scripts start downloading; the admin is client-driven and needs them first.
        const publicPage = !new URL(request.url).pathname.startsWith("/admin");
        resolve(new Response(publicPage ? html.pipeThrough(scriptsAfterPaintStream()) : html, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
