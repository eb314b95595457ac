import { render } from "@react-email/render";
import type { ReactElement } from "react";

/**
 * html-to-text shouts headings in capitals; the text part keeps them as written, like the HTML. A
 * phone link's number is its text already: the text part does not repeat it as a tel: address.
 */
const TEXT_PART_SELECTORS = [
  ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: 'a[href^="tel:"]', format: "anchor", options: { ignoreHref: true } },
];

/** An e-mail's two parts from its one template (app/emails): the HTML, and the same content as plain text. */
export async function renderEmail(email: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true, htmlToTextOptions: { selectors: TEXT_PART_SELECTORS } })]);
  return { html, text };
}
