import { hasControlCharacters } from "#app/lib/control-characters.ts";
import { MAX_VALUE_LENGTH, VISIT_COOKIE, visitCookieValue, type VisitAttribution } from "#app/lib/visit-attribution.ts";

/** A value with a control character is dropped, not stored. */
const text = (value: string | null) => {
  const clean = value?.trim().slice(0, MAX_VALUE_LENGTH) ?? "";
  return clean && !hasControlCharacters(clean) ? clean : null;
};

/**
 * A visit's attribution as the server trusts it: from the cookie when the browser wrote one, else
 * from the page the form was sent on (a visitor without JavaScript), whose query carries any UTM
 * parameters when it was the landing page. The landing page is only ever a path of this site, the
 * referrer only an http(s) URL.
 */
export function visitAttribution(cookieHeader: string | null, pageUrl: string | null): VisitAttribution {
  const cookie = cookieHeader
    ?.split(/;\s*/)
    .find((item) => item.startsWith(`${VISIT_COOKIE}=`))
    ?.slice(VISIT_COOKIE.length + 1);
  let values: URLSearchParams;
  if (cookie) {
    values = new URLSearchParams(cookie);
  } else if (pageUrl) {
    const page = new URL(pageUrl);
    values = new URLSearchParams(visitCookieValue(page, ""));
  } else {
    values = new URLSearchParams();
  }
  const landing = text(values.get("landing"));
  const referrer = text(values.get("referrer"));
  return {
    landingPage: landing && /^\/(?!\/)/.test(landing) ? landing : null,
    referrer: referrer && /^https?:\/\//i.test(referrer) ? referrer : null,
    utmSource: text(values.get("utm_source")),
    utmMedium: text(values.get("utm_medium")),
    utmCampaign: text(values.get("utm_campaign")),
    utmTerm: text(values.get("utm_term")),
    utmContent: text(values.get("utm_content")),
  };
}
