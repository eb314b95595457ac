import { randomFillSync } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

const NONCE_BYTES = 16;
/** Random bytes fetched from the system 256 nonces at a time, each byte handed out once. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** A fresh nonce for one response's CSP and the document's scripts. */
export function nextCspNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  return noncePool.toString("base64", noncePoolOffset, (noncePoolOffset += NONCE_BYTES));
}

/** Gives each response a fresh nonce (`res.locals.cspNonce`). */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = nextCspNonce();
  next();
};

/**
 * What only a document (or a worker) heeds. A stylesheet, script, font or picture carried them
 * for nothing: 0.9 KB on each of the half-dozen files a page loads on a slow phone before its
 * first paint (decision 017). nosniff, CORP, HSTS and the referrer policy stay on every response.
 */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "Content-Security-Policy-Report-Only",
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "X-DNS-Prefetch-Control",
  "X-Download-Options",
  "X-Frame-Options",
  "X-Permitted-Cross-Domain-Policies",
  "X-XSS-Protection",
];

/** Files a browser never renders as a document that could run script (an SVG could). */
const SUBRESOURCE_FILE = /\.(css|js|woff2|webp|png|jpe?g|avif)$/i;

/** Drops the document-only headers from the response that sends `file`, if it is a subresource. */
export function trimHeadersForFile(res: Response, file: string): void {
  if (!SUBRESOURCE_FILE.test(file)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/**
 * Security headers. The CSP is enforced in production and report-only in development, where
 * Vite injects its own scripts. Frames may come only from the property-search origins.
 */
/**
 * Powerful features the site never uses, denied to its pages and to every frame in them (the
 * property search included). Sharing and copying a post's link (web-share, clipboard-write) and
 * fullscreen stay allowed. Only names Chromium knows, so no page logs a warning.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

type SecurityHeaderOptions = {
  isProduction: boolean;
  siteUrl: string;
  /** Where the property search's frames load from, as the settings say now. */
  frameOrigins: () => string[];
};

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const write = securityHeaderWriter(options);
  return (_req, res, next) => {
    write(res, res.locals.cspNonce as string);
    next();
  };
}

/** Sets the security headers on a response, its CSP carrying `nonce`: the middleware's work, for the cached-page lane too. */
export function securityHeaderWriter({ isProduction, siteUrl, frameOrigins }: SecurityHeaderOptions): (res: ServerResponse, nonce: string) => void {
  let written: { origins: string[]; frameSrc: string; steps: HeaderStep[] } | undefined;
  return (res, nonce) => {
    const origins = frameOrigins();
    if (written?.origins !== origins) {
      const frameSrc = ["'self'", ...origins].join(" ");
      written = written?.frameSrc === frameSrc ? { ...written, origins } : { origins, frameSrc, steps: helmetSteps({ isProduction, siteUrl, frameSrc }) };
    }
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    for (const step of written.steps) {
      if (step.set === undefined) res.removeHeader(step.name);
      else res.setHeader(step.name, typeof step.set === "string" ? step.set : step.set.join(nonce));
    }
  };
}

/** One header helmet sets (a value, or the parts around the nonce) or removes. */
type HeaderStep = { name: string; set?: string | [string, string] };

/** Stands for the nonce while helmet writes its headers once (base64 has no braces). */
const NONCE_MARK = "{nonce}";

/**
 * What helmet does to a response, recorded once per frame-src: helmet builds every header, the
 * CSP included, on each request, which was a good part of a cached page's cost. Replaying its
 * steps sets the same headers in the same order, the nonce put into the CSP.
 */
function helmetSteps({ isProduction, siteUrl, frameSrc }: Omit<SecurityHeaderOptions, "frameOrigins"> & { frameSrc: string }): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      const parts = String(value).split(NONCE_MARK);
      steps.push({ name, set: parts.length === 2 ? [parts[0] ?? "", parts[1] ?? ""] : String(value) });
    },
    removeHeader(name: string) {
      steps.push({ name });
    },
    locals: {},
  };
  let finished = false;
  helmetFor({ isProduction, siteUrl, nonce: () => `'nonce-${NONCE_MARK}'`, frameSrc: () => frameSrc })(
    {} as Parameters<RequestHandler>[0],
    recorder as unknown as Response,
    () => (finished = true),
  );
  if (!finished) throw new Error("helmet did not finish synchronously");
  return steps;
}

type HelmetOptions = Omit<SecurityHeaderOptions, "frameOrigins"> & { nonce: (req: unknown, res: unknown) => string; frameSrc: () => string };

function helmetFor({ isProduction, siteUrl, nonce, frameSrc }: HelmetOptions) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      reportOnly: !isProduction,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: isProduction ? ["'self'"] : ["'self'", "ws:", "wss:"],
        fontSrc: ["'self'", "data:"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        frameSrc: [frameSrc],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", nonce],
        scriptSrcAttr: ["'none'"],
        // Radix and the toaster position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: siteUrl.startsWith("https:") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: isProduction ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "sameorigin" },
  });
}
