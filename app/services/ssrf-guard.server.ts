import dns from "node:dns";
import net, { type LookupFunction } from "node:net";
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

type Range = { base: bigint; prefix: number; label: string };

function v4ToBigInt(address: string): bigint {
  return address.split(".").reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

/** 128-bit value of an IPv6 address (zone and brackets removed; a dotted IPv4 tail allowed). */
function v6ToBigInt(address: string): bigint {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = v4ToBigInt(dotted[1]);
    text = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group || "0", 16)), 0n);
}

const v4 = (cidr: string, label: string): Range => {
  const [base = "", prefix = "32"] = cidr.split("/");
  return { base: v4ToBigInt(base), prefix: Number(prefix), label };
};
const v6 = (cidr: string, label: string): Range => {
  const [base = "", prefix = "128"] = cidr.split("/");
  return { base: v6ToBigInt(base), prefix: Number(prefix), label };
};

/** Cloud metadata endpoints, named as such (they also fall in the ranges below). */
const METADATA_V4 = new Set(["169.254.169.254", "169.254.170.2", "100.100.100.200"]);
const METADATA_V6 = new Set([v6ToBigInt("fd00:ec2::254")]);

const V4_RANGES: Range[] = [
  v4("0.0.0.0/8", "unspecified"),
  v4("10.0.0.0/8", "private"),
  v4("100.64.0.0/10", "shared (CGNAT)"),
  v4("127.0.0.0/8", "loopback"),
  v4("169.254.0.0/16", "link-local"),
  v4("172.16.0.0/12", "private"),
  v4("192.0.0.0/24", "reserved"),
  v4("192.0.2.0/24", "documentation"),
  v4("192.88.99.0/24", "reserved"),
  v4("192.168.0.0/16", "private"),
  v4("198.18.0.0/15", "benchmarking"),
  v4("198.51.100.0/24", "documentation"),
  v4("203.0.113.0/24", "documentation"),
  v4("224.0.0.0/4", "multicast"),
  v4("240.0.0.0/4", "reserved"),
];

const V6_RANGES: Range[] = [
  v6("::/128", "unspecified"),
  v6("::1/128", "loopback"),
  v6("::ffff:0:0/96", "IPv4-mapped"),
  v6("::/96", "IPv4-compatible"),
  v6("64:ff9b:1::/48", "local NAT64"),
  v6("100::/64", "discard"),
  v6("2001::/32", "Teredo"),
  v6("2001:db8::/32", "documentation"),
  v6("fc00::/7", "unique-local (private)"),
  v6("fe80::/10", "link-local"),
  v6("fec0::/10", "site-local"),
  v6("ff00::/8", "multicast"),
];

function inRange(value: bigint, bits: number, range: Range): boolean {
  const shift = BigInt(bits - range.prefix);
  return value >> shift === range.base >> shift;
}

function v4Reason(address: string): string | null {
  if (METADATA_V4.has(address)) return "cloud metadata";
  const value = v4ToBigInt(address);
  return V4_RANGES.find((range) => inRange(value, 32, range))?.label ?? null;
}

/**
 * Why `address` may not be fetched (e.g. "loopback", "private", "cloud metadata"), or null for a
 * public address. IPv6 forms that carry an IPv4 address (NAT64 64:ff9b::/96, 6to4 2002::/16) are
 * judged by that address; IPv4-mapped ones (::ffff:127.0.0.1) are refused outright.
 */
export function forbiddenAddressReason(rawAddress: string): string | null {
  const address = rawAddress.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = net.isIP(address);
  if (version === 4) return v4Reason(address);
  if (version !== 6) return "not an IP address";
  const value = v6ToBigInt(address.toLowerCase());
  if (METADATA_V6.has(value)) return "cloud metadata";
  const label = V6_RANGES.find((range) => inRange(value, 128, range))?.label;
  if (label) return label;
  const embedded = (bits: bigint) =>
    [24n, 16n, 8n, 0n].map((shift) => String((bits >> shift) & 0xffn)).join(".");
  if (inRange(value, 128, v6("64:ff9b::/96", "NAT64"))) return v4Reason(embedded(value & 0xffffffffn));
  if (inRange(value, 128, v6("2002::/16", "6to4"))) return v4Reason(embedded((value >> 80n) & 0xffffffffn));
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
  return hostname.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
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
