import cormorantCore from "#app/fonts/cormorant-garamond-core-wght-normal.woff2?url";
import cormorantItalicCore from "#app/fonts/cormorant-garamond-core-wght-italic.woff2?url";
import interCore from "#app/fonts/inter-core-wght-normal.woff2?url";
import { preload } from "react-dom";

/**
 * Preloads of the core font subsets (app/fonts/, decision 015): the same files app.css's
 * @font-face rules name, with crossorigin so the preload and the font request are one download.
 */
const preloadFont = (href: string) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const });

/** Inter for text and Cormorant Garamond for headings: every page sets both above the fold. */
export const SITE_FONT_PRELOADS = [preloadFont(interCore), preloadFont(cormorantCore)];

/**
 * Preloads Cormorant Garamond italic, for a post whose prose sets it (renderPost()'s
 * setsSerifItalic): unpreloaded, the browser would find it only while laying out the page. Other
 * pages set it only in home's values quote, in a `render-near-viewport` section, which fetches it
 * as it nears.
 */
export function preloadSerifItalic(): void {
  preload(cormorantItalicCore, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
