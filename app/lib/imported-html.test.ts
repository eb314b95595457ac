import { describe, expect, it } from "vitest";
import { sanitizeImportedHtml } from "./imported-html.ts";
import { renderMarkdown } from "./markdown.ts";

describe("sanitizeImportedHtml", () => {
  it("removes scripts, styles, frames, event handlers and dangerous links", () => {
    const html = sanitizeImportedHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
        '<a href="javascript:alert(1)">js</a><a href="https://ok.example/">ok</a><img src="data:image/png;base64,AA" alt="d"></p>',
    );
    expect(html).toBe('<p>Hi<a>js</a><a href="https://ok.example/">ok</a><img alt="d"></p>');
  });

  it("keeps the structure of an article", () => {
    const html = sanitizeImportedHtml(
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><blockquote><p>q</p></blockquote><img src="https://x.example/a.jpg" alt="A">',
    );
    expect(html).toBe(
      '<h2>Title</h2>\n<p>Text <strong>bold</strong> <em>it</em></p>\n<ul><li>a</li></ul>\n<blockquote><p>q</p></blockquote>\n<p><img src="https://x.example/a.jpg" alt="A"></p>',
    );
  });

  it("lays the HTML out so renderMarkdown shows it as HTML, never as Markdown", () => {
    const stored = sanitizeImportedHtml(
      '\n    <h2 id="intro">Intro</h2>\n\n    <p>Some *stars* and _underscores_\n      [a](https://x.example)</p>\n\n        indented text\n\n1. not a list\n<pre><code>line 1\n\n    line 3</code></pre>',
    );
    expect(stored.split("\n").every((line) => line.startsWith("<"))).toBe(true);
    const rendered = renderMarkdown(stored);
    expect(rendered).toContain("<p>Some *stars* and _underscores_ [a](https://x.example)</p>");
    expect(rendered).toContain("<p>indented text 1. not a list</p>");
    expect(rendered).toContain("<pre><code>line 1\n\n    line 3</code></pre>");
    expect(rendered).not.toContain("<em>");
    expect(rendered).not.toContain("<ol>");
    expect(rendered).toContain("<h2>Intro</h2>");
  });

  it("is stable: sanitising twice gives the same text", () => {
    const once = sanitizeImportedHtml('<h2 id="a">A</h2> loose <a name="x" href="https://x.example">x</a><pre>a\n\nb</pre>');
    expect(sanitizeImportedHtml(once)).toBe(once);
  });

  it("is empty for empty or whitespace-only input", () => {
    expect(sanitizeImportedHtml("")).toBe("");
    expect(sanitizeImportedHtml(" \n <!-- c --> ")).toBe("");
  });
});
