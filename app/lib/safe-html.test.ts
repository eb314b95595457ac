import { describe, expect, it } from "vitest";
import { safeHref, sanitizeHtml } from "./safe-html.ts";

describe("sanitizeHtml", () => {
  it("keeps the allowed formatting tags", () => {
    const html = "<p>Hello <strong>lake</strong> <em>life</em><br>again</p><ul><li>One</li></ul><ol><li>Two</li></ol>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("rebuilds allowed tags without any of their attributes", () => {
    expect(sanitizeHtml('<p class="x" style="color:red" onclick="alert(1)">Hi</p>')).toBe("<p>Hi</p>");
    expect(sanitizeHtml("<BR/><P>Hi</P>")).toBe("<br><p>Hi</p>");
  });

  it("drops script and style elements with their content", () => {
    expect(sanitizeHtml("<p>a</p><script>alert('x')</script><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<SCRIPT src=//evil.example></SCRIPT>ok")).toBe("ok");
    expect(sanitizeHtml("<style>body{display:none}</style>ok")).toBe("ok");
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe("ok");
    expect(sanitizeHtml("<svg><script>alert(1)</script></svg>ok")).toBe("ok");
  });

  it("removes event-handler payloads on other tags", () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">caption')).toBe("caption");
    expect(sanitizeHtml('<p><img src=x onerror=alert(1)>text</p>')).toBe("<p>text</p>");
    expect(sanitizeHtml('<a href="/x" onmouseover="alert(1)">x</a>')).toBe('<a href="/x">x</a>');
  });

  it("drops javascript: and other unsafe link targets, however they are spelled", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "javascript&#58;alert(1)",
      "&#106;avascript:alert(1)",
      "javascript&colon;alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "vbscript:msgbox(1)",
      "//evil.example/path",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
    }
  });

  it("keeps safe links and opens external ones in a new tab", () => {
    expect(sanitizeHtml('<a href="https://www.issnc.org">ISS</a>')).toBe(
      '<a href="https://www.issnc.org" target="_blank" rel="noopener noreferrer">ISS</a>',
    );
    expect(sanitizeHtml("<a href='/neighborhood/davidson'>Davidson</a>")).toBe('<a href="/neighborhood/davidson">Davidson</a>');
    expect(sanitizeHtml("<a href=mailto:hello@lakefrontnc.com>Mail</a>")).toBe('<a href="mailto:hello@lakefrontnc.com">Mail</a>');
    expect(sanitizeHtml('<a href="https://x.example/?a=1&amp;b=&quot;2">q</a>')).toBe(
      '<a href="https://x.example/?a=1&amp;b=&quot;2" target="_blank" rel="noopener noreferrer">q</a>',
    );
  });

  it("keeps the text of unknown tags and escapes what is left", () => {
    expect(sanitizeHtml("<div><h2>Title</h2><span>text</span></div>")).toBe("Title" + "text");
    expect(sanitizeHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
    expect(sanitizeHtml("Fish &amp; chips &lt;b&gt;")).toBe("Fish &amp; chips &lt;b&gt;");
    expect(sanitizeHtml("<img src=x onerror=alert(1)")).toBe("&lt;img src=x onerror=alert(1)");
  });

  it("drops comments and declarations", () => {
    expect(sanitizeHtml("<!DOCTYPE html><!-- <script>alert(1)</script> --><p>a</p>")).toBe("<p>a</p>");
  });

  it("balances tags", () => {
    expect(sanitizeHtml("<p><strong>open")).toBe("<p><strong>open</strong></p>");
    expect(sanitizeHtml("</em>stray</p>")).toBe("stray");
    expect(sanitizeHtml("<p><em>a</p>b")).toBe("<p><em>a</em></p>b");
  });
});

describe("safeHref", () => {
  it("allows http(s), mailto, tel, site paths and fragments only", () => {
    expect(safeHref("https://a.example")).toBe("https://a.example");
    expect(safeHref("tel:+17045550142")).toBe("tel:+17045550142");
    expect(safeHref("#search-homes")).toBe("#search-homes");
    expect(safeHref("/about")).toBe("/about");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("about")).toBeNull();
  });
});

describe("sanitizeHtml links, after review", () => {
  it("refuses paths that browsers read as another host", () => {
    expect(sanitizeHtml('<a href="/\\evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="/&#92;evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
  });

  it("takes the href attribute itself, not text inside another attribute", () => {
    expect(sanitizeHtml(`<a title=' href="https://evil.example/phish"' href="/ok">x</a>`)).toBe('<a href="/ok">x</a>');
    expect(sanitizeHtml('<a href="/first" href="https://evil.example">x</a>')).toBe('<a href="/first">x</a>');
  });

  it("keeps spaces inside a URL and drops only tabs and line breaks", () => {
    expect(sanitizeHtml('<a href=" /search?q=lake norman ">x</a>')).toBe('<a href="/search?q=lake norman">x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe("<a>x</a>");
  });
});
