import type { Request, RequestHandler, Response } from "express";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export const MAX_BODY_BYTES = 1024 * 1024;

/** A larger limit for one exact path (such as the image upload), with a refusal of its own. */
export type BodyLimitException = { path: string; maxBytes: number; tooLargeError?: string };

/** Routes match case-insensitively and ignore one trailing slash, so the exception must too. */
function normalisePath(path: string): string {
  return path.toLowerCase().replace(/(.)\/$/, "$1");
}

/**
 * An exception's refusal: JSON for the admin's scripts (a `.data` request, or one that does not ask
 * for HTML first), and for a browser's plain form post without JavaScript a page with the message
 * and a way back, instead of the JSON shown as text.
 */
function refuseTooLarge(req: Request, res: Response, message: string) {
  if (req.path.endsWith(".data") || req.accepts(["json", "html"]) !== "html") {
    res.status(413).json({ error: message });
    return;
  }
  const page = h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, "File too large"),
    ),
    h("body", null, h("main", null, h("h1", null, "File too large"), h("p", null, message), h("p", null, h("a", { href: req.path }, "Back")))),
  );
  res
    .status(413)
    .type("html")
    .send(`<!doctype html>${renderToStaticMarkup(page)}`);
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
          refuseTooLarge(req, res, exception.tooLargeError);
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
