import type { RequestHandler } from "express";

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses request bodies over the limit before anything reads them. React Router reads the raw
 * stream itself, so the declared length is what can be checked up front; a body without one
 * (chunked) is refused rather than read without bound.
 */
export function limitRequestBody(maxBytes: number = MAX_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      if (Number(declared) > maxBytes) {
        res.status(413).type("text/plain").send("Request body too large.");
        return;
      }
      next();
      return;
    }
    if (req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("A Content-Length header is required.");
      return;
    }
    next();
  };
}
