/** Methods that change nothing; every other method must come from the site's own pages. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type OriginCheck = {
  method: string;
  /** The request's Origin header, if any. */
  origin: string | null;
  /** The request's Referer header, consulted only when Origin is absent. */
  referer: string | null;
  /** The URL the request was made to (its origin is the site as this instance sees it). */
  requestUrl: string;
  /** SITE_URL, the public origin. */
  siteUrl: string;
};

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a request may change state: safe methods always may; others need an Origin (or, when
 * the browser sent none, a Referer) equal to the site's origin, either SITE_URL's or the
 * request's own. A missing or opaque ("null") origin is refused.
 */
export function isSameOriginRequest({ method, origin, referer, requestUrl, siteUrl }: OriginCheck): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const claimed = origin !== null && origin !== "" ? originOf(origin) : referer ? originOf(referer) : null;
  if (!claimed) return false;
  const allowed = [originOf(siteUrl), originOf(requestUrl)].filter((value): value is string => value !== null);
  return allowed.includes(claimed);
}
