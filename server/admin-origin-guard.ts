import type { RequestHandler } from "express";
import { cacheControl } from "#app/lib/cache-control.ts";
import { isSameOriginRequest } from "#app/lib/origin.ts";
import { SIGN_IN_PATH } from "#app/lib/redirect-to.ts";

/** Decoded and lower-cased, as the router matches paths. */
function isAdminPath(rawPath: string): boolean {
  // Decoded, it starts with "/a" only if its second character is "a", "A" or an escape ("%").
  const second = rawPath.charCodeAt(1);
  if (second !== 97 && second !== 65 && second !== 37) return false;
  let path: string;
  try {
    path = decodeURIComponent(rawPath).toLowerCase();
  } catch {
    path = rawPath.toLowerCase();
  }
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * Refuses a state-changing /admin request from another origin. Cross-site forgery needs the
 * victim's cookie, so a request without a session cookie goes on to its route, which answers 401;
 * the sign-in form is always checked (no signing a visitor in from another site). Runs before any
 * route; requireAdministratorForAction checks again.
 */
export function adminOriginGuard({ siteUrl, sessionCookieName }: { siteUrl: string; sessionCookieName: string }): RequestHandler {
  const sessionCookie = new RegExp(`(?:^|;\\s*)${sessionCookieName}=`);
  return (req, res, next) => {
    if (!isAdminPath(req.path)) return next();
    const isSignIn = req.path.toLowerCase().replace(/\/$/, "") === SIGN_IN_PATH;
    if (!isSignIn && !sessionCookie.test(req.get("cookie") ?? "")) return next();
    const allowed = isSameOriginRequest({
      method: req.method,
      origin: req.get("origin") ?? null,
      referer: req.get("referer") ?? null,
      requestUrl: `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`,
      siteUrl,
    });
    if (allowed) return next();
    res.status(403).set("Cache-Control", cacheControl("no-store")).json({ error: "Forbidden" });
  };
}
