import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { propertySearchOrigins } from "#app/content/site.ts";

/** Gives each response a fresh nonce for the CSP and the document's scripts. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers. The CSP is enforced in production and report-only in development, where
 * Vite injects its own scripts. Frames may come only from the property-search origins.
 */
export function securityHeaders({ isProduction, siteUrl }: { isProduction: boolean; siteUrl: string }): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
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
        frameSrc: ["'self'", ...propertySearchOrigins()],
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
