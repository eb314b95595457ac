import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";

/** The codings the server stores bodies in: cached pages and the built assets. */
export type Encoding = "br" | "gzip" | "identity";

/** On equal q-values: the smallest body first. */
const PREFERENCE: Encoding[] = ["br", "gzip", "identity"];

/**
 * The encoding to answer with, among those available: the client's highest q-value, brotli before
 * gzip before identity when equal. This is Express's own negotiator; Express's
 * req.acceptsEncodings() cannot be used as is, as it breaks ties by the header's order, and every
 * browser lists gzip before br. Without an Accept-Encoding header, or when nothing offered is
 * acceptable, identity.
 */
export function chooseEncoding(req: IncomingMessage, available: readonly Encoding[]): Encoding {
  const header = req.headers["accept-encoding"];
  const key = header !== undefined && header.length <= MEMO_HEADER_MAX ? `${available.join()} ${header}` : undefined;
  const known = key === undefined ? undefined : chosenBefore.get(key);
  if (known) return known;
  const offered = PREFERENCE.filter((encoding) => available.includes(encoding));
  // negotiator 1 takes the tie-break order as an option its type package (for 0.6) does not know.
  const negotiator = new Negotiator(req) as unknown as { encodings(available: string[], options: { preferred: string[] }): string[] };
  const [chosen] = negotiator.encodings(offered, { preferred: PREFERENCE });
  const encoding = offered.find((offer) => offer === chosen) ?? "identity";
  if (key !== undefined) {
    if (chosenBefore.size >= MEMO_ENTRIES) chosenBefore.clear();
    chosenBefore.set(key, encoding);
  }
  return encoding;
}

/**
 * Choices by the encodings available and the header: browsers send a handful of distinct headers,
 * and parsing one cost every cached page an allocation-heavy negotiation. Bounded, against a client
 * sending a new header each time.
 */
const chosenBefore = new Map<string, Encoding>();
const MEMO_ENTRIES = 256;
const MEMO_HEADER_MAX = 256;
