import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import islandsEntryUrl from "virtual:islands-entry";
import { IslandsEntryProvider } from "#app/components/islands-script.tsx";
import { NonceProvider } from "#app/components/nonce.tsx";
import { isDatabaseUnreachable } from "#app/db/database-unreachable.ts";
import { RETRY_AFTER_S } from "#app/lib/constants.ts";
import { isHydratedRoute } from "#app/lib/route-handle.ts";
import { logger } from "#app/lib/logger.server.ts";
import { RenderBatches } from "#app/lib/render-batches.server.ts";
import { loggedUrl } from "#app/lib/logged-url.ts";
import { isVisitorError } from "#app/lib/visitor-error.ts";
import { cacheControl } from "#app/lib/cache-control.ts";

export const streamTimeout = 5_000;

/** Requests whose loader or action failed because the database could not be reached. */
const databaseUnreachableDuring = new WeakSet<Request>();

/**
 * A page whose data could not be loaded because the database is unreachable answers 503 with
 * Retry-After, and the fallback page says so, instead of a 500 that reads as a broken site.
 */
function answerUnavailable(routerContext: EntryContext, responseHeaders: Headers): number {
  responseHeaders.set("Retry-After", String(RETRY_AFTER_S));
  responseHeaders.set("Cache-Control", cacheControl("no-store"));
  const { errors } = routerContext.staticHandlerContext;
  for (const routeId of Object.keys(errors ?? {})) {
    errors![routeId] = { status: 503, statusText: "Service Unavailable", internal: true, data: null };
  }
  return 503;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (databaseUnreachableDuring.has(request)) responseStatusCode = answerUnavailable(routerContext, responseHeaders);
  // Any other 503, such as a lead form posted without JavaScript while the disk is full.
  else if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_S));
  const { page } = loadContext;
  if (page.setCookie) responseHeaders.append("Set-Cookie", page.setCookie);
  // This visitor's own page: a form they posted, the toast of one they sent.
  if (page.setCookie || page.leadForm || page.toast) responseHeaders.set("Cache-Control", cacheControl("private"));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Only hydrated pages have inline scripts. A public page's one script is a file from 'self', so
  // its markup carries no nonce and the page cache can keep a brotli copy of it (decision 017).
  const hydrate = routerContext.staticHandlerContext.matches.some((match) => isHydratedRoute(routerContext.routeModules[match.route.id]?.handle));
  const nonce = hydrate ? loadContext.cspNonce : undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandsEntryProvider value={islandsEntryUrl}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsEntryProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new RenderBatches(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell rejects and is logged by React Router itself.
          if (shellRendered) logger.error({ err: error }, "error while streaming a page");
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isDatabaseUnreachable(error)) {
    databaseUnreachableDuring.add(request);
    logger.warn(
      { url: loggedUrl(request.url), reason: error instanceof Error ? error.message : String(error) },
      "the database is unreachable; the page answers 503",
    );
    return;
  }
  if (isVisitorError(error, request)) {
    logger.warn(
      { method: request.method, url: loggedUrl(request.url), reason: error instanceof Error ? error.message : "answered 4xx" },
      "a request the site refused",
    );
    return;
  }
  logger.error({ err: error, url: loggedUrl(request.url) }, "unhandled error in a loader, action or render");
}
