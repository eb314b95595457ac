import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv.ts";

describe("parseCsv (spec §5 CSV import)", () => {
  it("reads the first line as column names and each further line as a row", () => {
    const { columns, rows, problems } = parseCsv("title,slug\nFirst,first\nSecond,second\n");
    expect(columns).toEqual(["title", "slug"]);
    expect(rows).toEqual([
      { title: "First", slug: "first" },
      { title: "Second", slug: "second" },
    ]);
    expect(problems).toEqual([]);
  });

  it("honours double quotes around cells holding commas, quotes and line breaks", () => {
    const { rows } = parseCsv('title,content_html\n"Docks, Lifts and ""Wake"" Zones","<p>One</p>\r\n<p>Two, three</p>"\n');
    expect(rows).toEqual([{ title: 'Docks, Lifts and "Wake" Zones', content_html: "<p>One</p>\r\n<p>Two, three</p>" }]);
  });

  it("ignores blank lines, whitespace-only lines and lines whose cells are all empty", () => {
    const { rows } = parseCsv("title,slug\r\n\r\nA,a\r\n   \r\n,\r\n\r\nB,b\r\n\r\n");
    expect(rows.map((row) => row.title)).toEqual(["A", "B"]);
  });

  it("tolerates a byte-order mark", () => {
    const { columns, rows } = parseCsv("\ufefftitle,slug\nA,a");
    expect(columns).toEqual(["title", "slug"]);
    expect(rows).toEqual([{ title: "A", slug: "a" }]);
  });

  it("trims and lower-cases column names but keeps cells exactly", () => {
    const { columns, rows } = parseCsv(" Title , SLUG \n  Spaced  ,a\n");
    expect(columns).toEqual(["title", "slug"]);
    expect(rows[0]).toEqual({ title: "  Spaced  ", slug: "a" });
  });

  it("gives short lines empty cells for the missing columns", () => {
    expect(parseCsv("title,slug,excerpt\nOnly title\n").rows).toEqual([{ title: "Only title", slug: "", excerpt: "" }]);
  });

  it("reports a quoted cell that is never closed, with its line", () => {
    const { problems } = parseCsv('title,slug\nA,a\n"Unclosed,b\n');
    expect(problems).toEqual(["Line 3: a quoted cell is never closed."]);
  });

  it("reads a file with only a header as no rows", () => {
    expect(parseCsv("title,slug\n").rows).toEqual([]);
    expect(parseCsv("").rows).toEqual([]);
  });
});

describe("toCsv", () => {
  it("writes a header and rows in column order, ending lines with CRLF", () => {
    expect(toCsv(["a", "b"], [{ b: "2", a: "1" }, { a: "3" }])).toBe("a,b\r\n1,2\r\n3,\r\n");
  });

  it("quotes only cells that need it and doubles their quotes", () => {
    const csv = toCsv(["v"], [{ v: "plain" }, { v: "a,b" }, { v: 'say "hi"' }, { v: "two\nlines" }, { v: " edge " }]);
    expect(csv).toBe('v\r\nplain\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n" edge "\r\n');
  });

  it("round-trips through parseCsv unchanged", () => {
    const rows = [
      { title: 'Docks, "Lifts"', slug: "docks", content_html: "<p>a</p>\r\n\r\n<p>b, c</p>\n" },
      { title: "  padded  ", slug: "", content_html: "" },
      { title: "=SUM(1)", slug: "formula", content_html: "\ufeffmark" },
    ];
    const parsed = parseCsv(toCsv(["title", "slug", "content_html"], rows));
    expect(parsed.rows).toEqual(rows);
  });
});
