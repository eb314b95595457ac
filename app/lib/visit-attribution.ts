/*
 * Attribution (issue 15): the first page of a visit, the site that sent it and its UTM parameters,
 * kept in a first-party session cookie that the page script writes once per visit and every lead
 * of the visit carries to the server. No third-party script, nothing shared with another site.
 */

export const VISIT_COOKIE = "lakefront_visit";

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** Each value is cut to this, so the cookie stays far below any browser's limit. */
export const MAX_VALUE_LENGTH = 300;

export type VisitAttribution = {
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
};

const cut = (value: string | null | undefined) => (value ? value.slice(0, MAX_VALUE_LENGTH) : "");

/** The cookie's value for a visit landing on `page` from `referrer` (another site's page, or none). */
export function visitCookieValue(page: URL, referrer: string): string {
  const value = new URLSearchParams({ landing: cut(page.pathname + page.search) });
  let from = "";
  try {
    if (referrer && new URL(referrer).origin !== page.origin) from = referrer;
  } catch {
    // Not a URL: no referrer.
  }
  if (from) value.set("referrer", cut(from));
  for (const name of UTM_PARAMETERS) {
    const parameter = page.searchParams.get(name);
    if (parameter) value.set(name, cut(parameter));
  }
  return value.toString();
}

let remembered = false;

/**
 * Writes the cookie unless this visit already has one: the first page of the visit is the landing
 * page. Reading `document.cookie` is a synchronous call to the browser, so it is done once a page.
 */
export function rememberVisit(): void {
  if (remembered) return;
  remembered = true;
  if (document.cookie.split("; ").some((cookie) => cookie.startsWith(`${VISIT_COOKIE}=`))) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${VISIT_COOKIE}=${visitCookieValue(new URL(location.href), document.referrer)}; Path=/; SameSite=Lax${secure}`;
}
