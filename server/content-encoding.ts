/** The codings the server stores bodies in: cached pages and the built assets. */
export type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding to answer with, among those available: the client's highest q-value, brotli
 * before gzip before identity when equal. Without an Accept-Encoding header, identity.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? weights.get("*") ?? (encoding === "identity" ? 1 : 0);
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const encoding of ["br", "gzip", "identity"] as const) {
    if (!available.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
