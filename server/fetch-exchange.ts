import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * Express and the Fetch API, both ways, as @react-router/express does it; kept here so the page
 * cache can hold the Response the React Router handler returns (decision 029).
 */

/** The Fetch request for `req`, at `path` (its original URL unless given); aborted if the client goes. */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse, path: string = req.originalUrl): Request {
  const port = /:(\d+)$/.exec(req.get("host") ?? "")?.[1];
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // Joined as text: resolved as a URL, a path like //host/x would name another host.
  return new Request(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${path}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  });
}

/** Writes a Fetch response to `res`, streaming its body; nothing when the client has gone. */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
