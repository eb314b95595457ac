/** Spec §5: links keep only these protocols; anything else loses its href. */
export const LINK_PROTOCOLS = ["http", "https", "irc", "ircs", "mailto", "xmpp"];

export const LINK_DESTINATION_MESSAGES = {
  protocol: (protocol: string) =>
    `A "${protocol}:" link would be removed from the page. Use a web address (https://…), a page of this site (/…) or an email address (mailto:…).`,
  bareDomain: (url: string) => `Start a web address with https://, as in https://${url}, or a page of this site with /.`,
  bareEmail: (email: string) => `Write an email address as mailto:${email}.`,
} as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** "duke-energy.com/permits": a web address without its scheme, which Markdown would make a path of this page. */
const BARE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/:?#]|$)/i;
const BARE_EMAIL = /^[^\s@/:]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/**
 * Why a link the editor is asked to insert would not work on the page, or null when it would: a
 * protocol the sanitiser strips (`javascript:`, `data:`, `tel:`…), a domain or an email address
 * without its scheme.
 */
export function linkDestinationProblem(url: string): string | null {
  const trimmed = url.trim();
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    return LINK_PROTOCOLS.includes(scheme) ? null : LINK_DESTINATION_MESSAGES.protocol(scheme);
  }
  if (BARE_EMAIL.test(trimmed)) return LINK_DESTINATION_MESSAGES.bareEmail(trimmed);
  return BARE_DOMAIN.test(trimmed) ? LINK_DESTINATION_MESSAGES.bareDomain(trimmed) : null;
}
