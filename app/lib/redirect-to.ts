/** Where a signed-in administrator lands when there is nowhere else to go. */
export const ADMIN_HOME = "/admin";

export const SIGN_IN_PATH = "/admin/login";
const NOT_DESTINATIONS = [SIGN_IN_PATH, "/admin/logout"];

/**
 * The page to return to after sign-in: only a relative path inside /admin on this site, never an
 * absolute or protocol-relative URL (an open redirect), never the sign-in or sign-out pages.
 * Anything else gives the admin home.
 */
export function safeRedirectTo(value: unknown, fallback: string = ADMIN_HOME): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  // Backslashes and control characters are read as "/" or dropped by browsers: refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://lakefront.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://lakefront.invalid") return fallback;
  const path = url.pathname;
  if (path !== "/admin" && !path.startsWith("/admin/")) return fallback;
  if (NOT_DESTINATIONS.some((page) => path === page || path.startsWith(`${page}/`))) return fallback;
  return `${path}${url.search}${url.hash}`;
}

/** The sign-in page's address that brings the visitor back to `path` afterwards. */
export function signInPath(path: string): string {
  return `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(safeRedirectTo(path))}`;
}
