import dns from "node:dns";
import net, { type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent } from "undici";
import { SCRAPER } from "#app/lib/constants.ts";

/**
 * Keeps the scraper from reaching anything but the public internet (server-side request forgery):
 * docs/decisions/011-import-and-scraper.md. A URL must be http(s); an IP-literal host is checked
 * before connecting; a host name is resolved once, by the connection's own lookup, which refuses
 * the connection when any resolved address is not public and otherwise connects to exactly the
 * address it checked (pinned: no second resolution a DNS-rebinding answer could change).
 */

/** A refused address or URL; its message is fit to show the administrator. */
export class SsrfError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SsrfError";
  }
}

const v4 = (...cidrs: string[]) => cidrs.map((cidr) => ipaddr.IPv4.parseCIDR(cidr));
const v6 = (...cidrs: string[]) => cidrs.map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/** IPv4 addresses the scraper may not reach, by the name the administrator is shown; the first match names it. */
const V4_CLASSES = {
  "cloud metadata": v4("169.254.169.254/32", "169.254.170.2/32", "100.100.100.200/32"),
  unspecified: v4("0.0.0.0/8"),
  private: v4("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"),
  "shared (CGNAT)": v4("100.64.0.0/10"),
  loopback: v4("127.0.0.0/8"),
  "link-local": v4("169.254.0.0/16"),
  reserved: v4("192.0.0.0/24", "192.88.99.0/24", "240.0.0.0/4"),
  documentation: v4("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24"),
  benchmarking: v4("198.18.0.0/15"),
  multicast: v4("224.0.0.0/4"),
};

const V6_CLASSES = {
  "cloud metadata": v6("fd00:ec2::254/128"),
  unspecified: v6("::/128"),
  loopback: v6("::1/128"),
  "IPv4-mapped": v6("::ffff:0:0/96"),
  "IPv4-compatible": v6("::/96"),
  "local NAT64": v6("64:ff9b:1::/48"),
  discard: v6("100::/64"),
  documentation: v6("2001:db8::/32"),
  Teredo: v6("2001::/32"),
  "unique-local (private)": v6("fc00::/7"),
  "link-local": v6("fe80::/10"),
  "site-local": v6("fec0::/10"),
  multicast: v6("ff00::/8"),
};

/** IPv6 forms that carry an IPv4 address, and where in the 16 bytes it sits. */
const NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR("2002::/16");

const PUBLIC = "public";

function v4Reason(address: ipaddr.IPv4): string | null {
  const name = ipaddr.subnetMatch(address, V4_CLASSES, PUBLIC);
  return name === PUBLIC ? null : name;
}

/**
 * Why `address` may not be fetched (e.g. "loopback", "private", "cloud metadata"), or null for a
 * public address. IPv6 forms that carry an IPv4 address (NAT64 64:ff9b::/96, 6to4 2002::/16) are
 * judged by that address; IPv4-mapped (::ffff:127.0.0.1) and IPv4-translated (::ffff:0:127.0.0.1)
 * ones are refused outright.
 */
export function forbiddenAddressReason(rawAddress: string): string | null {
  const address = rawAddress.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = net.isIP(address);
  if (version === 4) return v4Reason(ipaddr.IPv4.parse(address));
  if (version !== 6) return "not an IP address";
  // Serialised as a browser does first: ipaddr.js reads a dotted tail (::127.0.0.1) as IPv4-mapped.
  const parsed = ipaddr.IPv6.parse(new URL(`http://[${address}]`).hostname.slice(1, -1));
  const name = ipaddr.subnetMatch(parsed, V6_CLASSES, PUBLIC);
  if (name !== PUBLIC) return name;
  // ipaddr.js's own ranges for the forms an operating system may route to an IPv4 address:
  // IPv4-mapped (::ffff:0:0/96) and IPv4-translated (RFC 6145, ::ffff:0:0:0/96).
  const range = parsed.range();
  if (range === "ipv4Mapped") return "IPv4-mapped";
  if (range === "rfc6145") return "IPv4-translated";
  const bytes = parsed.toByteArray();
  if (parsed.match(NAT64)) return v4Reason(new ipaddr.IPv4(bytes.slice(12, 16)));
  if (parsed.match(SIX_TO_FOUR)) return v4Reason(new ipaddr.IPv4(bytes.slice(2, 6)));
  return null;
}

export type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to all its addresses (injected in tests; the system resolver otherwise). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export type GuardOptions = {
  /** Host names (or IP literals) that may be fetched although they are not public: SCRAPER_ALLOW_HOSTS. */
  allowHosts?: readonly string[];
  resolver?: Resolver;
};

function hostKey(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
}

function isAllowedHost(hostname: string, allowHosts: readonly string[] = []): boolean {
  const key = hostKey(hostname);
  return allowHosts.some((host) => hostKey(host) === key);
}

/** Refuses a URL that is not http(s), or whose host is an IP literal that is not public. */
export function checkUrl(url: URL, { allowHosts }: GuardOptions = {}): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SsrfError("Only http and https addresses can be scraped");
  }
  const host = hostKey(url.hostname);
  if (isAllowedHost(host, allowHosts)) return;
  if (net.isIP(host)) {
    const reason = forbiddenAddressReason(host);
    if (reason) throw new SsrfError(`Refused: ${host} is not a public address (${reason})`);
  } else if (host === "localhost" || host.endsWith(".localhost")) {
    throw new SsrfError(`Refused: ${host} is not a public address (loopback)`);
  }
}

/**
 * A dns.lookup replacement for net/tls.connect: resolves once, refuses the connection when any
 * address is not public (unless the host is allowed), and hands back exactly the checked address.
 */
export function guardedLookup({ allowHosts, resolver = systemResolver }: GuardOptions = {}): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (resolved) => {
        if (!isAllowedHost(hostname, allowHosts)) {
          for (const { address } of resolved) {
            // The message names neither the address nor its kind: what an internal name resolves
            // to is itself something a stranger must not learn.
            if (forbiddenAddressReason(address)) {
              callback(new SsrfError(`Refused: ${hostname} is not a public address`), "", 4);
              return;
            }
          }
        }
        const family = typeof options.family === "number" && options.family !== 0 ? options.family : undefined;
        const usable = resolved.filter((entry) => family === undefined || entry.family === family);
        const first = usable[0];
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`The host name ${hostname} could not be found`);
          error.code = "ENOTFOUND";
          callback(error, "", 4);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 4),
    );
  };
}

/** An undici dispatcher whose every connection goes through guardedLookup(). */
export function createGuardedAgent(options: GuardOptions & { timeoutMs?: number } = {}): Agent {
  const timeoutMs = options.timeoutMs ?? SCRAPER.timeoutMs;
  return new Agent({
    connect: { lookup: guardedLookup(options), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: SCRAPER.concurrency,
  });
}
