import { describe, expect, it } from "vitest";
import { hasControlCharacters, stripControlCharacters, stripXmlForbiddenCharacters } from "./control-characters.ts";

describe("control characters", () => {
  it.each([
    "a\u0000b",
    "a\u0001",
    "Jane\r\nBcc: x@example.com",
    "tab\there",
    "\u007F",
    "\u0085",
    "\u202Eevil",
    "\u2066x\u2069",
    "Lake\u200BNorman",
    "\uFEFFTitle",
    "a\u2060b",
    "\u200Fx",
    "\u061Cx",
  ])("a single-line field refuses %j", (value) => expect(hasControlCharacters(value)).toBe(true));

  it("a multi-line field keeps tab and line breaks but refuses the rest", () => {
    expect(hasControlCharacters("line one\r\nline two\tend", { multiline: true })).toBe(false);
    expect(hasControlCharacters("a\u0000b", { multiline: true })).toBe(true);
    expect(hasControlCharacters("\u202Ereversed", { multiline: true })).toBe(true);
    expect(hasControlCharacters("<p>Lake\u200BNorman</p>", { multiline: true })).toBe(false);
  });

  it("ordinary text, accents and emoji pass", () => {
    expect(hasControlCharacters("Zoë’s café — Lake Norman 🏡")).toBe(false);
    expect(hasControlCharacters("Our family 👨\u200D👩\u200D👧 on the dock, می\u200Cخواهم")).toBe(false);
  });

  it("strips what it refuses", () => {
    expect(stripControlCharacters("Ti\u0001tle\r\n")).toBe("Title");
    expect(stripControlCharacters("a\u0000\r\nb", { multiline: true })).toBe("a\r\nb");
  });

  it("XML keeps tab, line breaks and astral characters, and loses controls and lone surrogates", () => {
    expect(stripXmlForbiddenCharacters("a\u0001b\tc\n🏡\uD800\uFFFEd")).toBe("ab\tc\n🏡d");
  });
});
