import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** Gives each response a fresh nonce for the CSP and the document's scripts. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
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

export function securityHeaders({ isProduction, siteUrl, frameOrigins }: SecurityHeaderOptions): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  const helmetHeaders = helmetFor({ isProduction, siteUrl, nonce, frameSrc: () => ["'self'", ...frameOrigins()].join(" ") });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    helmetHeaders(req, res, next);
  };
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
