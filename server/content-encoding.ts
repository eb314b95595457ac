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
  const offered = PREFERENCE.filter((encoding) => available.includes(encoding));
  // negotiator 1 takes the tie-break order as an option its type package (for 0.6) does not know.
  const negotiator = new Negotiator(req) as unknown as { encodings(available: string[], options: { preferred: string[] }): string[] };
  const [chosen] = negotiator.encodings(offered, { preferred: PREFERENCE });
  return offered.find((encoding) => encoding === chosen) ?? "identity";
}
