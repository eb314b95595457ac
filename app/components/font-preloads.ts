import cormorantCore from "#app/fonts/cormorant-garamond-core-wght-normal.woff2?url";
import cormorantItalicCore from "#app/fonts/cormorant-garamond-core-wght-italic.woff2?url";
import interCore from "#app/fonts/inter-core-wght-normal.woff2?url";

/**
 * Preloads of the core font subsets (app/fonts/, decision 015): the same files app.css's
 * @font-face rules name, with crossorigin so the preload and the font request are one download.
 */
const preloadFont = (href: string) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const });

/** Inter for text and Cormorant Garamond for headings: every page sets both above the fold. */
export const SITE_FONT_PRELOADS = [preloadFont(interCore), preloadFont(cormorantCore)];

/**
 * Cormorant Garamond italic, for a page that sets it on its first screen (a post's excerpt).
 * Unpreloaded, the browser finds it while laying out the page and fetches it as render-blocking.
 * Quotes further down sit in `render-near-viewport` sections, which fetch it only as they near.
 */
export const ITALIC_FONT_PRELOAD = preloadFont(cormorantItalicCore);
