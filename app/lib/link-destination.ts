/** Spec §5: links keep only these protocols; anything else loses its href. */
export const LINK_PROTOCOLS = ["http", "https", "irc", "ircs", "mailto", "xmpp"];

export const LINK_DESTINATION_MESSAGES = {
  protocol: (protocol: string) =>
    `A "${protocol}:" link would be removed from the page. Use a web address (https://…), a page of this site (/…) or an email address (mailto:…).`,
  bareDomain: (url: string) => `Start a web address with https://, as in https://${url}, or a page of this site with /.`,
  bareEmail: (email: string) => `Write an email address as mailto:${email}.`,
} as const;

/** A host where the sanitiser reads a protocol: "localhost", "127.0.0.1", "duke-energy.com" (then a port), "[" of "[::1]". */
const HOST = /^(localhost|\[.*|[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+)$/iu;
/** "duke-energy.com/permits": a web address without its scheme, which Markdown would make a path of this page. */
const BARE_DOMAIN = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?:[/?#]|$)/u;
const BARE_EMAIL = /^[^\s@/:]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;

/**
 * The link's protocol as the sanitiser reads it (hast-util-sanitize): what comes before the first
 * ":", unless a "/", "?" or "#" comes first; undefined when there is none.
 */
function protocolOf(url: string): string | undefined {
  const colon = url.indexOf(":");
  if (colon < 0) return undefined;
  const before = (mark: string) => {
    const at = url.indexOf(mark);
    return at > -1 && at < colon;
  };
  return before("/") || before("?") || before("#") ? undefined : url.slice(0, colon);
}

/** The sanitiser matches protocols as written, and "HTTPS://" is as good as "https://". */
export function withLowerCaseProtocol(url: string): string {
  const protocol = protocolOf(url);
  return protocol === undefined ? url : protocol.toLowerCase() + url.slice(protocol.length);
}

/**
 * Why a link the editor is asked to insert would not work on the page, or null when it would: a
 * protocol the sanitiser strips (`javascript:`, `data:`, `tel:`…), or a host, a domain or an email
 * address without its scheme (stripped, or made a path of this site).
 */
export function linkDestinationProblem(url: string): string | null {
  const trimmed = withLowerCaseProtocol(url.trim());
  const protocol = protocolOf(trimmed);
  if (protocol !== undefined) {
    if (LINK_PROTOCOLS.includes(protocol)) return null;
    if (protocol === "") return LINK_DESTINATION_MESSAGES.bareDomain(trimmed.replace(/^:\/*/, ""));
    return HOST.test(protocol) ? LINK_DESTINATION_MESSAGES.bareDomain(trimmed) : LINK_DESTINATION_MESSAGES.protocol(protocol.replace(/\s/g, ""));
  }
  if (BARE_EMAIL.test(trimmed)) return LINK_DESTINATION_MESSAGES.bareEmail(trimmed);
  return BARE_DOMAIN.test(trimmed) ? LINK_DESTINATION_MESSAGES.bareDomain(trimmed) : null;
}
