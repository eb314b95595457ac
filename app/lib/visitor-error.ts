import { isRouteErrorResponse } from "react-router";

/**
 * Whether an error React Router hands the server's error handler is the visitor's, not the site's:
 * a response it answers with a 4xx (a POST to a page without an action: 405), or an action it
 * refused because the request came from another origin (its CSRF check, answered 400 before any
 * action runs). Those are logged as warnings, so an error in the log is always the site's fault.
 */
export function isVisitorError(error: unknown, request: Request): boolean {
  if (isRouteErrorResponse(error)) return error.status < 500;
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  try {
    return origin === "null" || new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}
