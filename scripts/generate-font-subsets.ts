/**
 * Cuts the three faces every page draws (Inter, Cormorant Garamond upright and italic) down to
 * the characters nearly all of the site's text uses — printable ASCII plus typographic
 * punctuation —, the weights it sets (400–700) and the layout features browsers apply by
 * default, writes them to app/fonts/ and writes app/fonts/core-faces.css, which app.css imports after the @fontsource faces. A page downloads
 * only these small files; a character outside the range (an é in a post) still renders, from
 * the full @fontsource file that the browser fetches only then (decision 015). It also writes
 * the fallback faces that stand in until the fonts arrive (FALLBACKS, decision 018).
 *
 *   npx tsx scripts/generate-font-subsets.ts
 *
 * Output is committed; re-run after upgrading @fontsource-variable/* or changing the range.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { entireMetricsCollection as metrics } from "@capsizecss/metrics/entireMetricsCollection";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const OUT_DIR = path.join(import.meta.dirname, "..", "app", "fonts");
const WEIGHTS = { min: 400, max: 700 } as const;
/**
 * The OpenType features browsers apply by default (HarfBuzz's default set), plus tabular figures,
 * which the admin sets. Stylistic sets, character variants and the like are not used anywhere,
 * and keeping them would keep their alternate glyphs: 3–4 KB per face.
 */
const LAYOUT_FEATURES = [
  ...["abvf", "abvm", "abvs", "akhn", "blwf", "blwm", "blws", "calt", "ccmp", "cfar", "cjct", "clig", "cswh", "curs", "dist"],
  ...["fin2", "fin3", "fina", "half", "haln", "init", "isol", "kern", "liga", "ljmo", "locl", "ltra", "ltrm", "mark", "med2"],
  ...["medi", "mkmk", "mset", "nukt", "pref", "pres", "pstf", "psts", "rclt", "rlig", "rphf", "tjmo", "vatu", "vjmo"],
  "tnum",
];

/**
 * Printable ASCII; no-break space, © ® ° ·; the accented letters of names and loanwords in
 * English text, in both cases since the site sets many labels in capitals (à á â ä ç è é ê ë
 * í î ï ñ ó ô ö ú û ü); × – — ‘ ’ “ ” • … ™.
 */
const CORE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xc0, 0xc2],
  [0xc4, 0xc4],
  [0xc7, 0xcf],
  [0xd1, 0xd1],
  [0xd3, 0xd4],
  [0xd6, 0xd7],
  [0xda, 0xdc],
  [0xe0, 0xe2],
  [0xe4, 0xe4],
  [0xe7, 0xef],
  [0xf1, 0xf1],
  [0xf3, 0xf4],
  [0xf6, 0xf6],
  [0xfa, 0xfc],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2122, 0x2122],
];

/**
 * Each core face is a family of its own, first in app.css's stacks, with the full @fontsource
 * family after it for any other character (decision 046): Chrome lays out text with every face of
 * a family, and stands a system font in for each face not loaded yet — one call to its browser
 * process per size and weight —, so the family a page draws from holds only the faces it loads.
 * declaredWeights repeats the @fontsource face's range.
 */
const FACES = [
  {
    family: "Inter Core",
    style: "normal",
    declaredWeights: "100 900",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-core-wght-normal.woff2",
  },
  {
    family: "Cormorant Garamond Core",
    style: "normal",
    declaredWeights: "300 700",
    source: "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    file: "cormorant-garamond-core-wght-normal.woff2",
  },
  {
    family: "Cormorant Garamond Core",
    style: "italic",
    declaredWeights: "300 700",
    source: "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2",
    file: "cormorant-garamond-core-wght-italic.woff2",
  },
] as const;

type FontMetrics = { unitsPerEm: number; ascent: number; descent: number; lineGap: number; xWidthAvg: number };

/**
 * Fallback faces: a local font scaled to the web font's average letter width and given its line
 * box (size-adjust and the ascent, descent and line-gap overrides; Capsize's metrics and formula,
 * as next/font uses). A page that paints before its fonts arrive — font-display: swap on a slow
 * link — then keeps its line breaks and its layout when they do. The local fonts of one face
 * share their widths (Liberation Sans and Serif are metric twins of Arial and Times New Roman);
 * Android's Roboto and Noto Serif have other widths, so they get a family of their own. Weights
 * up to 500 take the regular face and 600 up (the site's semibold) the bold one, whose letters
 * are wider than a synthesised bold's.
 */
const { inter, cormorantGaramond: cormorant, arial, roboto, timesNewRoman: times, notoSerif } = metrics;
const REGULAR = "100 500";
const BOLD = "600 900";
const FALLBACKS = [
  { family: "Inter Fallback", style: "normal", weight: REGULAR, web: inter, local: arial, names: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"] },
  {
    family: "Inter Fallback",
    style: "normal",
    weight: BOLD,
    web: inter.variants["600"],
    local: arial.variants["700"],
    names: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
  },
  { family: "Inter Fallback Android", style: "normal", weight: REGULAR, web: inter, local: roboto, names: ["Roboto", "Roboto-Regular"] },
  {
    family: "Inter Fallback Android",
    style: "normal",
    weight: BOLD,
    web: inter.variants["600"],
    local: roboto.variants["700"],
    names: ["Roboto Bold", "Roboto-Bold"],
  },
  {
    family: "Cormorant Garamond Fallback",
    style: "normal",
    weight: REGULAR,
    web: cormorant,
    local: times,
    names: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
  },
  {
    family: "Cormorant Garamond Fallback",
    style: "normal",
    weight: BOLD,
    web: cormorant.variants["600"],
    local: times.variants["700"],
    names: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "LiberationSerif-Bold"],
  },
  {
    family: "Cormorant Garamond Fallback",
    style: "italic",
    weight: REGULAR,
    web: cormorant.variants.italic,
    local: times.variants.italic,
    names: ["Times New Roman Italic", "TimesNewRomanPS-ItalicMT", "Liberation Serif Italic", "LiberationSerif-Italic"],
  },
  {
    family: "Cormorant Garamond Fallback Android",
    style: "normal",
    weight: REGULAR,
    web: cormorant,
    local: notoSerif,
    names: ["Noto Serif", "NotoSerif-Regular"],
  },
  {
    family: "Cormorant Garamond Fallback Android",
    style: "normal",
    weight: BOLD,
    web: cormorant.variants["600"],
    local: notoSerif.variants["700"],
    names: ["Noto Serif Bold", "NotoSerif-Bold"],
  },
  {
    family: "Cormorant Garamond Fallback Android",
    style: "italic",
    weight: REGULAR,
    web: cormorant.variants.italic,
    local: notoSerif.variants.italic,
    names: ["Noto Serif Italic", "NotoSerif-Italic"],
  },
] as const;

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

function fallbackRule(face: (typeof FALLBACKS)[number]): string {
  const width = (font: FontMetrics) => font.xWidthAvg / font.unitsPerEm;
  const sizeAdjust = width(face.web) / width(face.local);
  const lineBox = (value: number) => percent(Math.abs(value) / face.web.unitsPerEm / sizeAdjust);
  return [
    "@font-face {",
    `  font-family: "${face.family}";`,
    `  font-style: ${face.style};`,
    `  font-weight: ${face.weight};`,
    `  src: ${face.names.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${lineBox(face.web.ascent)};`,
    `  descent-override: ${lineBox(face.web.descent)};`,
    `  line-gap-override: ${lineBox(face.web.lineGap)};`,
    "}",
  ].join("\n");
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = CORE_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
const characters = CORE_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

const rules: string[] = [];
for (const face of FACES) {
  const subset = await subsetFont(readFileSync(require.resolve(face.source)), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    keepFeatures: LAYOUT_FEATURES,
  });
  writeFileSync(path.join(OUT_DIR, face.file), subset);
  console.log(`${face.file}: ${(subset.length / 1024).toFixed(1)} KB`);
  rules.push(
    [
      "@font-face {",
      `  font-family: "${face.family}";`,
      `  font-style: ${face.style};`,
      "  font-display: swap;",
      `  font-weight: ${face.declaredWeights};`,
      `  src: url("./${face.file}") format("woff2-variations");`,
      `  unicode-range: ${unicodeRange};`,
      "}",
    ].join("\n"),
  );
}

const header = [
  "/*",
  " * Generated by scripts/generate-font-subsets.ts — do not edit. The core faces are families of",
  " * their own, first in app.css's font stacks; any other character comes from the @fontsource",
  " * family next in the stack (decision 046), then the metric-matched fallback faces (decision 018).",
  " */",
].join("\n");
rules.push(...FALLBACKS.map(fallbackRule));
writeFileSync(path.join(OUT_DIR, "core-faces.css"), `${header}\n${rules.join("\n\n")}\n`);
