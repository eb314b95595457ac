import type { RequestHandler } from "express";
import { resolveRedirect, type RedirectTable } from "#app/lib/redirects.ts";

/**
 * Answers a GET or HEAD of a path that has a redirect (decision 038) with the end of its rules, keeping the query string,
 * from the table in this instance's memory. `fresh()` is undefined while that table is known to
 * be current (almost every request: no promise, no query); otherwise a promise that settles once
 * the content version has been checked and any new table read.
 */
export function redirectHandler({ table, fresh }: { table: () => RedirectTable; fresh: () => Promise<unknown> | undefined }): RequestHandler {
  const answer: RequestHandler = (req, res, next) => {
    const found = resolveRedirect(table(), req.path);
    if (!found) return next();
    const queryStart = req.originalUrl.indexOf("?");
    res.redirect(found.status, found.location + (queryStart === -1 ? "" : req.originalUrl.slice(queryStart)));
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pending = fresh();
    if (!pending) return answer(req, res, next);
    pending.then(() => answer(req, res, next), next);
  };
}
