import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { cacheControl } from "#app/lib/cache-control.ts";
import { vitalsBeacon as vitalsBeaconSchema } from "#app/lib/analytics-rules.ts";
import { VITALS_BEACON_MAX_BYTES } from "#app/lib/vitals-beacon-shape.ts";
import type { PageViewCounter } from "#app/services/page-view-counter.server.ts";

/** The body's text, or null once it passes `maxBytes` (the rest is not read) or the client goes away. */
function smallBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  const declared = Number(req.headers["content-length"]);
  if (declared > maxBytes) return Promise.resolve(null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (body: string | null) => {
      req.removeAllListeners("data");
      resolve(body);
    };
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        done(null);
        return;
      }
      chunks.push(chunk);
    });
    req.once("end", () => done(Buffer.concat(chunks).toString("utf8")));
    req.once("error", () => done(null));
  });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /resources/vitals: one page view's Core Web Vitals from the public script's
 * `navigator.sendBeacon` (issue 37). Whatever arrives is answered 204 and counted only when it is
 * a valid beacon from a visitor within their share: garbage is dropped quietly, with no log line
 * and no database work (the counter writes every few seconds); a body over 512 bytes gets 413.
 */
export function vitalsBeacon(counter: PageViewCounter | null): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "POST" || req.path !== "/") return next();
    res.set("Cache-Control", cacheControl("no-store"));
    const text = await smallBody(req, VITALS_BEACON_MAX_BYTES);
    if (text === null) {
      res.set("Connection", "close").status(413).end();
      return;
    }
    const beacon = vitalsBeaconSchema.safeParse(parsed(text));
    if (beacon.success) counter?.countVitals(beacon.data, { headers: req.headers, ip: req.ip ?? "" });
    res.status(204).end();
  };
}
