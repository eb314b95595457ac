import { describe, expect, it } from "vitest";
import { plainTextBody, renderMarkdown, renderPost, sanitizeHtml } from "./markdown.ts";

/** Payloads that must never come out executable: each returns HTML we inspect as text. */
const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<ScRiPt>alert(1)</sCrIpT>",
  "<img src=x onerror=alert(1)>",
  '<IMG SRC=x OnErRoR="alert(1)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  "[x](javascript:alert(1))",
  "[x](JAVASCRIPT:alert(1))",
  "[x](data:text/html,<script>alert(1)</script>)",
  "![x](javascript:alert(1))",
  '<object data="evil.swf"></object>',
  '<embed src="evil.swf">',
  '<form action="https://evil.example"><input name=x></form>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<a href="#" onclick="alert(1)">x</a>',
  "<details open ontoggle=alert(1)>",
  "<body onload=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  "<<script>script>alert(1)<</script>/script>",
];

/** Checks every real tag of the output; escaped text such as "&#x3C;img onerror=…>" is harmless. */
function assertInert(html: string) {
  const tags = html.match(/<[a-zA-Z][^>]*>/g) ?? [];
  for (const tag of tags) {
    expect(tag).not.toMatch(/^<(script|iframe|object|embed|style|form|meta|base|svg|math|body|link)\b/i);
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/\s(style|srcdoc|formaction)\s*=/i);
    expect(tag).not.toMatch(/(href|src|action)\s*=\s*"?\s*(javascript|data|vbscript):/i);
    if (/^<input\b/i.test(tag)) expect(tag).toMatch(/disabled/);
  }
}

describe("renderMarkdown sanitises", () => {
  for (const payload of XSS_CORPUS) {
    it(`neutralises ${payload}`, () => {
      assertInert(renderMarkdown(payload));
      assertInert(renderMarkdown(`Some text\n\n${payload}\n\nmore text`));
    });
  }

  it("keeps the spec's issue payloads out entirely", () => {
    const html = renderMarkdown("<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))");
    expect(html).not.toContain("alert(1)</script>");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
  });
});

describe("renderMarkdown formats", () => {
  it("renders GFM: headings, emphasis, lists, tables, strikethrough and autolinks", () => {
    const html = renderMarkdown("## Title\n\n**bold** and _em_ ~~old~~\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nhttps://lakefrontnc.com");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<del>old</del>");
    expect(html).toContain("<li>one</li>");
    // In a box that scrolls on a phone, which a keyboard reaches and a screen reader names (WCAG 2.1.1).
    expect(html).toContain('<div data-table-scroll="" role="region" aria-label="Table" tabindex="0"><table>');
    expect(html).toContain('<a href="https://lakefrontnc.com">https://lakefrontnc.com</a>');
  });

  it("keeps links with the allowed protocols only", () => {
    for (const href of [
      "http://a.example/",
      "https://a.example/",
      "irc://irc.example/lake",
      "ircs://irc.example/lake",
      "mailto:hello@lakefrontnc.com",
      "xmpp:meredith@lakefrontnc.com",
    ]) {
      expect(renderMarkdown(`[x](${href})`)).toContain(`href="${href}"`);
    }
    for (const href of ["ftp://a.example/file", "tel:+17045550142", "javascript:alert(1)", "data:text/plain,hi"]) {
      expect(renderMarkdown(`[x](${href})`)).not.toContain("href=");
    }
    expect(renderMarkdown("[x](/neighborhood/davidson)")).toContain('href="/neighborhood/davidson"');
  });

  it("keeps safe imported HTML such as paragraphs, links and images", () => {
    const html = renderMarkdown('<p>Hello <a href="https://a.example">there</a></p><img src="https://img.example/a.jpg" alt="Lake">');
    expect(html).toContain('<a href="https://a.example" target="_blank" rel="noopener noreferrer">there</a>');
    expect(html).toContain('src="https://img.example/a.jpg"');
    expect(html).toContain('alt="Lake"');
    expect(html).toContain('loading="lazy"');
  });
});

const SITE_URL = "http://127.0.0.1:4610";
const NEW_TAB = 'target="_blank" rel="noopener noreferrer"';

describe("renderMarkdown: links that leave the site open in a new tab", () => {
  const link = (markdown: string) => renderMarkdown(markdown, SITE_URL).match(/<a [^>]*>/)?.[0];

  it("opens other hosts in a new tab, whether written as Markdown, autolink or HTML", () => {
    expect(link("[Duke](https://www.duke-energy.com/community/lakes)")).toBe(`<a href="https://www.duke-energy.com/community/lakes" ${NEW_TAB}>`);
    expect(link("See http://ncwildlife.org/boating")).toBe(`<a href="http://ncwildlife.org/boating" ${NEW_TAB}>`);
    expect(link('<p><a href="https://a.example/" target="_self" rel="opener">x</a></p>')).toBe(`<a href="https://a.example/" ${NEW_TAB}>`);
    expect(link("[x](//a.example/page)")).toBe(`<a href="//a.example/page" ${NEW_TAB}>`);
  });

  it("keeps relative links, SITE_URL's host and the product's domain in the same tab", () => {
    for (const href of [
      "/about",
      "#schools",
      "?page=2",
      "neighborhood/davidson",
      `${SITE_URL}/about`,
      "https://lakefrontnc.com/about",
      "https://www.lakefrontnc.com/",
    ]) {
      expect(link(`[x](${href})`)).toBe(`<a href="${href}">`);
    }
    expect(link("[x](https://lakefront.example/about)")).toContain(NEW_TAB);
    expect(renderMarkdown("[x](https://lakefront.example/about)", "https://lakefront.example")).toContain('<a href="https://lakefront.example/about">');
  });

  it("leaves mailto and other protocols alone", () => {
    expect(link("[x](mailto:hello@lakefrontnc.com)")).toBe('<a href="mailto:hello@lakefrontnc.com">');
    expect(link("[x](xmpp:meredith@lakefrontnc.com)")).toBe('<a href="xmpp:meredith@lakefrontnc.com">');
  });

  it("still strips target and rel from the post itself: the sanitiser schema stays strict", () => {
    expect(link('<p><a href="/about" target="_blank" rel="opener">x</a></p>')).toBe('<a href="/about">');
  });
});

const CALLOUTS = [
  { type: "info", emoji: "ℹ️" },
  { type: "warning", emoji: "⚠️" },
  { type: "success", emoji: "✅" },
] as const;
const EMOJI = /\p{Extended_Pictographic}|\uFE0F/u;

describe("renderMarkdown: callouts", () => {
  for (const { type, emoji } of CALLOUTS) {
    const label = type.toUpperCase();
    for (const markdown of [`> ${emoji} **${label}**\n> Docks need a permit.`, `> **${label}**\n> Docks need a permit.`]) {
      it(`marks ${JSON.stringify(markdown)} with an SVG icon and the upper-cased type, without emoji`, () => {
        const html = renderMarkdown(markdown);
        expect(html).toContain(`<blockquote data-callout="${type}">`);
        expect(html).toMatch(new RegExp(`<p><svg [^>]*aria-hidden="true"[^>]*>.*</svg><strong>${label}</strong>\\nDocks need a permit\\.</p>`, "s"));
        expect(html).not.toMatch(EMOJI);
      });
    }
  }

  it("recognises the emoji form however the type is written after the icon", () => {
    const html = renderMarkdown("> ⚠️ Warning: check the flood line.");
    expect(html).toContain('data-callout="warning"');
    expect(html).toContain("<svg");
    expect(html).not.toMatch(EMOJI);
  });

  it("leaves quotations alone, even ones that mention a type", () => {
    for (const markdown of [
      "> A plain quote.",
      "> **Info** is what we give.",
      "> **INFORMATION** first.",
      "> The **INFO** desk.",
      "> ℹ️ A quote about nothing in particular.",
    ]) {
      const html = renderMarkdown(markdown);
      expect(html).toContain("<blockquote>");
      expect(html).not.toContain("<svg");
    }
  });

  it("sanitises raw HTML callouts before drawing the one icon it adds", () => {
    const html = renderMarkdown('<blockquote data-callout="info"><p><strong>INFO</strong> <svg onload="alert(1)"></svg>x</p></blockquote>');
    expect(html).toContain('<blockquote data-callout="info">');
    expect(html).not.toContain("onload");
    expect(html.match(/<svg/g)).toHaveLength(1);
  });
});

describe("renderPost: does the prose set Cormorant italic?", () => {
  const italic = (markdown: string) => renderPost(markdown).setsSerifItalic;

  it("yes for a quotation, with or without attributes", () => {
    expect(italic("Intro.\n\n> The lake is the neighbourhood.\n\nMore.")).toBe(true);
    expect(italic('<blockquote cite="https://example.com/">Quoted.</blockquote>')).toBe(true);
    expect(italic('<blockquote lang="en">Quoted.</blockquote>')).toBe(true);
  });

  it("yes for italics in a heading", () => {
    expect(italic("## Why *Davidson*\n\nText.")).toBe(true);
    expect(italic("### A <i>quiet</i> cove")).toBe(true);
    expect(italic('<h2>On <em title="t">the</em> water</h2>')).toBe(true);
    expect(italic("<h4>The <var>n</var> towns</h4>")).toBe(true);
  });

  it("no for callouts, italics in paragraphs, plain headings and look-alike text", () => {
    const rendered = renderPost(
      "> ℹ️ **INFO** Closing takes 30 days.\n\n> **SUCCESS**\n> Sold.\n\n## Plain heading\n\nSome *emphasis* in a paragraph.\n\n![<blockquote>](https://example.com/a.png)\n\n`<blockquote>` &lt;em&gt;",
    );
    expect(rendered.html.match(/data-callout/g)).toHaveLength(2);
    expect(rendered.setsSerifItalic).toBe(false);
  });
});

describe("sanitizeHtml (a guide's overview, by the posts' sanitiser)", () => {
  it("keeps formatting and safe links, and opens links that leave the site in a new tab", () => {
    expect(sanitizeHtml("<p>Hello <strong>lake</strong> <em>life</em><br>again</p><ul><li>One</li></ul>")).toBe(
      "<p>Hello <strong>lake</strong> <em>life</em><br>again</p><ul><li>One</li></ul>",
    );
    expect(sanitizeHtml('<a href="https://www.issnc.org">ISS</a>', "https://lakefrontnc.com")).toBe(
      '<a href="https://www.issnc.org" target="_blank" rel="noopener noreferrer">ISS</a>',
    );
    expect(sanitizeHtml("<a href='/neighborhood/davidson'>Davidson</a>")).toBe('<a href="/neighborhood/davidson">Davidson</a>');
  });

  it("drops scripts, styles, frames, event handlers and script links, however they are spelled", () => {
    const hostile = [
      "<script>alert('x')</script>",
      "<SCRIPT src=//evil.example></SCRIPT>",
      "<style>body{display:none}</style>",
      '<iframe src="https://evil.example"></iframe>',
      "<svg><script>alert(1)</script></svg>",
      '<img src=x onerror="alert(1)">',
      '<p onclick="alert(1)" style="color:red">x</p>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a href="javascript&#58;alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
    ];
    for (const html of hostile) {
      const clean = sanitizeHtml(`<p>ok</p>${html}`);
      expect(clean, html).not.toMatch(/<script|<style|<iframe|onerror|onclick|style=|javascript:|data:|vbscript:/i);
      expect(clean, html).toContain("<p>ok</p>");
    }
  });

  it("balances what it is given and escapes stray text", () => {
    expect(sanitizeHtml("<p><strong>open")).toBe("<p><strong>open</strong></p>");
    expect(sanitizeHtml("1 < 2 & 3 > 2")).toBe("1 &#x3C; 2 &#x26; 3 > 2");
  });
});

describe("plainTextBody", () => {
  it("keeps a post's words paragraph by paragraph, without tags, escaped", () => {
    expect(plainTextBody('A *lake* home\nwith a dock.\n\n<div class="x">Price < 500k</div>\n \n<script>alert(1)</script>')).toBe(
      "<p>A *lake* home with a dock.</p><p>Price &#x3C; 500k</p><p>alert(1)</p>",
    );
  });

  it("makes no markup but its paragraphs of any payload", () => {
    for (const payload of XSS_CORPUS) expect(plainTextBody(payload).replaceAll("<p>", "").replaceAll("</p>", ""), payload).not.toContain("<");
  });

  it("takes one pass over input that never closes its tags", () => {
    const unclosed = "<a".repeat(500_000);
    expect(plainTextBody(unclosed)).toBe(`<p>${"&#x3C;a".repeat(500_000)}</p>`);
    expect(plainTextBody(`${"<b>".repeat(200_000)}words`)).toBe("<p>words</p>");
  });
});
