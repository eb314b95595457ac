/* eslint-disable no-control-regex -- matching control characters is this module's purpose */
/**
 * Characters no text field should carry: C0 controls, DEL, C1 controls, and the Unicode
 * bidirectional embeddings, overrides and isolates (which can make text read differently from
 * what it is). A NUL cannot be stored by PostgreSQL, a control character makes XML invalid, and a
 * CR or LF in a one-line field can forge e-mail header lines. Multi-line fields keep tab, LF and CR.
 * A one-line field (a title, a name, a slug) also refuses the invisible marks that make two
 * texts that look the same differ: zero-width space, word joiner and the other invisible
 * operators, the byte-order mark, and the left-to-right and Arabic letter marks. Long text keeps
 * them (pasted and imported articles carry them harmlessly), and both keep the zero-width joiner
 * and non-joiner that emoji and some scripts are written with.
 */
const SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
const MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** The field message for text that carries one of them. */
export const CONTROL_CHARACTERS_MESSAGE = "Remove the invisible control characters";

export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

/** For text taken from elsewhere (a scraped page) that is kept rather than refused. */
export function stripControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  return value.replace(new RegExp((multiline ? MULTI_LINE : SINGLE_LINE).source, "gu"), "");
}

/** What XML 1.0 forbids anywhere in a document, lone surrogates included. */
const XML_FORBIDDEN = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Drops every character XML 1.0 forbids, so one bad post cannot make a feed unreadable. */
export function stripXmlForbiddenCharacters(value: string): string {
  return value.replace(XML_FORBIDDEN, "");
}
