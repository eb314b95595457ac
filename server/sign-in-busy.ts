import type { RequestHandler } from "express";
import { SIGN_IN_BUSY } from "#app/services/auth.server.ts";
import { cacheControl } from "#app/lib/cache-control.ts";

/**
 * While every password check is taken and its queue is full, a sign-in posted as a document is
 * refused with 429 before React Router renders the sign-in page for it: in a flood of 40 at once,
 * the 30 refusals were each a whole page (50–100 ms on a loaded machine), and an image fetched
 * meanwhile waited seconds. A sign-in posted by the page's script (`.data`) costs no page and gets
 * the message in the form as before.
 */
export function refuseSignInsWhenBusy(checksFull: () => boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || req.path !== "/admin/login" || !checksFull()) return next();
    res
      .set({ "Retry-After": "60", "Cache-Control": cacheControl("no-store") })
      .status(429)
      .type("text/plain")
      .send(SIGN_IN_BUSY);
  };
}
