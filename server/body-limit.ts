import type { RequestHandler } from "express";

export const MAX_BODY_BYTES = 1024 * 1024;

/** A larger limit for one exact path (such as the image upload), with a JSON refusal of its own. */
export type BodyLimitException = { path: string; maxBytes: number; tooLargeError?: string };

/** Routes match case-insensitively and ignore one trailing slash, so the exception must too. */
function normalisePath(path: string): string {
  return path.toLowerCase().replace(/(.)\/$/, "$1");
}

/**
 * Refuses request bodies over the limit before anything reads them. React Router reads the raw
 * stream itself, so the declared length is what can be checked up front; a body without one
 * (chunked) is refused rather than read without bound. Exceptions raise the limit for POSTs to
 * one path only.
 */
export function limitRequestBody(maxBytes: number = MAX_BODY_BYTES, exceptions: BodyLimitException[] = []): RequestHandler {
  return (req, res, next) => {
    const exception = req.method === "POST" ? exceptions.find((entry) => normalisePath(entry.path) === normalisePath(req.path)) : undefined;
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      if (Number(declared) > (exception?.maxBytes ?? maxBytes)) {
        if (exception?.tooLargeError) {
          res.status(413).json({ error: exception.tooLargeError });
          return;
        }
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
