/**
 * Deterministic generator for Lakefront's placeholder artwork.
 *
 * Writes compact, self-contained SVG illustrations under public/images/.
 * Every "random" choice comes from a PRNG seeded by the file name, so running
 * the script twice produces byte-identical output.
 *
 *   npx tsx scripts/generate-artwork.ts
 *
 * Then renders the WebP variants the pages serve and their manifest
 * (scripts/generate-image-variants.ts, docs/decisions/012-responsive-images.md).
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { generateImageVariants } from "./generate-image-variants.ts";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "public", "images");
const FONT = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const MAX_BYTES = 12 * 1024;

// Palette
const NAVY = "#0f2a3d";
const NAVY2 = "#16384f";
const GOLD = "#c9a96e";
const CREAM = "#f6f1e8";

type Stop = [offset: number, color: string, opacity?: number];
type Pt = [number, number];

// ---------------------------------------------------------------------------
// Formatting helpers
// ---------------------------------------------------------------------------

/** Round to integers (1 decimal below 10, 2 below 1 — opacities, scales). */
function fmt(v: number): string {
  const m = Math.abs(v);
  const k = m < 1 ? 100 : m < 10 ? 10 : 1;
  const r = Math.round(v * k) / k;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Template tag that rounds every interpolated number. */
function s(strs: TemplateStringsArray, ...vals: Array<string | number>): string {
  let out = strs[0] ?? "";
  vals.forEach((v, i) => {
    out += (typeof v === "number" ? fmt(v) : v) + (strs[i + 1] ?? "");
  });
  return out;
}

function esc(t: string): string {
  return t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function hashSeed(str: string): number {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------
// Per-file drawing context: prefixed ids, gradient definitions, seeded RNG
// ---------------------------------------------------------------------------

class Art {
  readonly defs: string[] = [];
  private readonly made = new Set<string>();
  private readonly rng: () => number;

  constructor(readonly prefix: string) {
    this.rng = mulberry32(hashSeed(prefix));
  }

  id(name: string): string {
    return `${this.prefix}-${name}`;
  }

  ref(name: string): string {
    return `url(#${this.id(name)})`;
  }

  r(min = 0, max = 1): number {
    return min + (max - min) * this.rng();
  }

  def(name: string, markup: () => string): string {
    if (!this.made.has(name)) {
      this.made.add(name);
      this.defs.push(markup());
    }
    return this.ref(name);
  }

  private stops(st: Stop[]): string {
    return st
      .map(([o, c, op]) => `<stop offset="${fmt(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${fmt(op)}"`}/>`)
      .join("");
  }

  lin(name: string, st: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = ""): string {
    return this.def(
      name,
      () => `<linearGradient id="${this.id(name)}" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}"${extra}>${this.stops(st)}</linearGradient>`,
    );
  }

  rad(name: string, st: Stop[], cx = 0.5, cy = 0.5, r = 0.5, extra = ""): string {
    return this.def(
      name,
      () => `<radialGradient id="${this.id(name)}" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}"${extra}>${this.stops(st)}</radialGradient>`,
    );
  }

  /** Warm lit-window gradient, shared by everything in a file. */
  warm(): string {
    return this.lin("warm", [
      [0, "#ffeac0"],
      [0.55, "#f8c77f"],
      [1, "#e8974f"],
    ]);
  }
}

function svgDoc(a: Art, w: number, h: number, title: string, body: string): string {
  const defs = a.defs.length ? `<defs>${a.defs.join("")}</defs>` : "";
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>${defs}${body}</svg>\n`
  );
}

// ---------------------------------------------------------------------------
// Generic primitives
// ---------------------------------------------------------------------------

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return s`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
}

function poly(pts: Pt[], close = true): string {
  return pts.map(([x, y], i) => s`${i ? "L" : "M"}${x},${y}`).join("") + (close ? "Z" : "");
}

function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return s`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return s`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
}

function op(v: number): string {
  return ` opacity="${fmt(v)}"`;
}

/** Blend two #rrggbb colours. */
function mix(c1: string, c2: string, t: number): string {
  const parse = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const A = parse(c1);
  const B = parse(c2);
  return "#" + A.map((v, i) => Math.round(v + ((B[i] ?? v) - v) * t).toString(16).padStart(2, "0")).join("");
}

/** Circle as a path fragment (so many circles can share one path). */
function circ(cx: number, cy: number, r: number): string {
  const R = Math.max(1, Math.round(r));
  return `M${Math.round(cx - R)},${Math.round(cy)}a${R},${R} 0 1 1 ${2 * R},0a${R},${R} 0 1 1 ${-2 * R},0`;
}

/** Closed polygon using integer relative moves (compact). */
function relPoly(pts: Pt[]): string {
  let d = "";
  let px = 0;
  let py = 0;
  pts.forEach(([x, y], i) => {
    const rx = Math.round(x);
    const ry = Math.round(y);
    d += i === 0 ? `M${rx},${ry}` : `l${rx - px},${ry - py}`;
    px = rx;
    py = ry;
  });
  return d + "z";
}

/** A layered conifer with drooping tiers, as a path fragment. */
function pineD(a: Art, x: number, base: number, h: number, w: number, tiers = 4): string {
  const top = base - h;
  const R: Pt[] = [];
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    const y = top + h * 0.9 * t;
    const half = (w / 2) * (0.28 + 0.72 * t) * a.r(0.85, 1.12);
    R.push([half, y]);
    if (i < tiers) R.push([half * 0.4, y - h * 0.05]);
  }
  const tw = Math.max(1.5, w * 0.05);
  const pts: Pt[] = [[x, top]];
  for (const [dx, y] of R) pts.push([x + dx, y]);
  pts.push([x + tw, base - h * 0.1], [x + tw, base], [x - tw, base], [x - tw, base - h * 0.1]);
  for (const [dx, y] of [...R].reverse()) pts.push([x - dx * a.r(0.88, 1.12), y + a.r(-2, 2)]);
  return relPoly(pts);
}

/** A row of conifers/broadleaf crowns as one path. pineShare 0..1. */
function forest(a: Art, x0: number, x1: number, base: number, hMin: number, hMax: number, pineShare: number, sp: number, tiers = 4): string {
  let d = "";
  let x = x0;
  while (x < x1) {
    const h = a.r(hMin, hMax);
    if (a.r() < pineShare) {
      d += pineD(a, x, base + 2, h, h * a.r(0.34, 0.46), tiers);
    } else {
      const r = h * 0.3;
      d += circ(x, base - h + r, r) + circ(x - r * 0.8, base - h * 0.45, r * 0.9) + circ(x + r * 0.8, base - h * 0.48, r * 0.85) + s`M${x - r * 1.6},${base + 2}V${base - h * 0.4}H${x + r * 1.6}V${base + 2}Z`;
    }
    x += sp * a.r(0.6, 1.3);
  }
  return d;
}

/** Broadleaf tree with a softly shaded canopy. */
function tree(a: Art, x: number, base: number, h: number, color: string, trunk = "#2b2420"): string {
  const g = a.lin(`tr${color.slice(1)}`, [[0, mix(color, "#f6d9a4", 0.3)], [0.55, color], [1, mix(color, "#000000", 0.35)]], 0.15, 0, 0.75, 1);
  const r = h * 0.2;
  const cy = base - h * 0.48;
  const blobs: Array<[number, number, number]> = [
    [0, -1.5, 1.1], [-1.15, -0.85, 1], [1.1, -0.95, 0.95], [-1.65, 0.15, 0.85],
    [1.7, 0.05, 0.85], [0, -0.1, 1.15], [-0.75, 0.7, 0.85], [0.85, 0.7, 0.9],
  ];
  let d = "";
  for (const [bx, by, br] of blobs) d += circ(x + (bx + a.r(-0.12, 0.12)) * r, cy + (by + a.r(-0.1, 0.1)) * r, br * r);
  const tw = h * 0.03;
  return (
    ellipse(x, base, h * 0.34, h * 0.035, "#000000", op(0.18)) +
    path(s`M${x - tw},${base}L${x - tw * 0.5},${cy}H${x + tw * 0.5}L${x + tw},${base}Z`, trunk) +
    path(d, g)
  );
}

/** Smooth ridge line (sum of sines) closed down to `bottom`. */
function ridge(a: Art, x0: number, x1: number, y: number, amp: number, n: number, bottom: number): string {
  const ph = [a.r(0, 6.3), a.r(0, 6.3), a.r(0, 6.3)];
  const fr = [a.r(0.8, 1.6), a.r(2.2, 3.6), a.r(5, 8)];
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const v =
      0.55 * Math.sin(t * (fr[0] ?? 1) * Math.PI + (ph[0] ?? 0)) +
      0.3 * Math.sin(t * (fr[1] ?? 3) * Math.PI + (ph[1] ?? 0)) +
      0.15 * Math.sin(t * (fr[2] ?? 6) * Math.PI + (ph[2] ?? 0));
    pts.push([x0 + (x1 - x0) * t, y - amp * v]);
  }
  return smooth(pts, bottom);
}

/** Quadratic-smoothed polyline closed down to `bottom`. */
function smooth(pts: Pt[], bottom: number): string {
  const first = pts[0] ?? [0, 0];
  const last = pts[pts.length - 1] ?? first;
  let d = s`M${first[0]},${bottom}L${first[0]},${first[1]}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i] ?? first;
    const q = pts[i + 1] ?? last;
    d += s`Q${p[0]},${p[1]} ${(p[0] + q[0]) / 2},${(p[1] + q[1]) / 2}`;
  }
  return d + s`L${last[0]},${last[1]}L${last[0]},${bottom}Z`;
}

type TreeKind = "pine" | "round" | "mix";

/** Silhouette tree line as a single path, base at `base`. */
function treeLine(a: Art, x0: number, x1: number, base: number, hMin: number, hMax: number, kind: TreeKind, sp: number): string {
  let d = s`M${x0},${base}`;
  let x = x0;
  while (x < x1) {
    const h = a.r(hMin, hMax);
    const w = sp * a.r(0.7, 1.3);
    const pine = kind === "pine" || (kind === "mix" && a.r() < 0.5);
    if (pine) {
      d += s`L${x},${base - h * 0.32}L${x + w * 0.5},${base - h}`;
    } else {
      const h2 = h * a.r(0.85, 1.15);
      d += s`L${x},${base - h * 0.45}Q${x + w * 0.15},${base - h * 1.1} ${x + w * 0.5},${base - h * 0.88}Q${x + w * 0.85},${base - h2 * 1.1} ${x + w},${base - h2 * 0.45}`;
    }
    x += w;
  }
  return d + s`L${x},${base}Z`;
}

/** Mirror an element with the given id about horizontal line y. */
function mirror(a: Art, id: string, y: number, opacity: number, extra = ""): string {
  return s`<use href="#${a.id(id)}" transform="matrix(1 0 0 -1 0 ${2 * y})"${op(opacity)}${extra}/>`;
}

function sunDisc(a: Art, x: number, y: number, r: number, glow: string, core: string, spread = 7): string {
  const g = a.rad("sun", [
    [0, glow, 0.9],
    [0.16, glow, 0.45],
    [0.45, glow, 0.12],
    [1, glow, 0],
  ]);
  return circle(x, y, r * spread, g) + circle(x, y, r, core);
}

/** Horizontal glints on water, centred on x. */
function shimmer(a: Art, x: number, y0: number, y1: number, spread: number, n: number, color: string, o: number, sw = 2): string {
  let d = "";
  for (let i = 0; i < n; i++) {
    const t = a.r() ** 1.4;
    const y = y0 + (y1 - y0) * t;
    const wdt = spread * (0.15 + t) * a.r(0.2, 0.9);
    const cx = x + (a.r() - 0.5) * spread * (0.4 + t);
    d += s`M${cx - wdt / 2},${y}h${wdt}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${fmt(sw)}" stroke-linecap="round"${op(o)}/>`;
}

/** Faint full-width ripple lines. */
function ripples(a: Art, x0: number, x1: number, y0: number, y1: number, n: number, color: string, o: number): string {
  let d = "";
  for (let i = 0; i < n; i++) {
    const y = y0 + (y1 - y0) * (i / n) ** 1.3 + a.r(0, 6);
    const x = a.r(x0, x1 - 80);
    d += s`M${x},${y}h${a.r(40, 260)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="1.5"${op(o)}/>`;
}

/** Soft cloud streaks that taper at both ends. */
function streaks(a: Art, list: Array<[number, number, number, number]>, color: string, o: number): string {
  const g = a.lin(`cl${color.slice(1)}`, [[0, color, 0], [0.5, color, 1], [1, color, 0]], 0, 0, 1, 0);
  return `<g fill="${g}"${op(o)}>${list.map(([x, y, rx, ry]) => ellipse(x, y, rx, ry, g).replace(` fill="${g}"`, "")).join("")}</g>`;
}

function sailboat(x: number, y: number, sc: number, sail: string, shade: string, hull: string, flip = false, reflect = 0.25): string {
  const body =
    path("M4,-6L4,-124L56,-6Z", sail) +
    path("M-3,-12L-3,-108L-42,-12Z", shade) +
    path("M-50,0L54,0L42,13L-38,13Z", hull);
  const t = s`translate(${x},${y}) scale(${flip ? -sc : sc},${sc})`;
  const refl = reflect ? `<g transform="scale(1,-1) translate(0,-26)"${op(reflect)}>${body}</g>` : "";
  return `<g transform="${t}">${refl}${body}</g>`;
}

function speedboat(a: Art, x: number, y: number, sc: number, flip = false, wake = 0.5): string {
  const hull =
    path("M0,-26H200Q232,-28 262,-36Q244,-8 200,0H8Z", "#f6f1e8") +
    path("M2,-12H244Q230,-3 200,0H8Z", NAVY2) +
    path("M120,-26L150,-46H186L198,-26Z", "#bcd7e4", op(0.85)) +
    path("M60,-26v-9h40v9Z", "#2a3a48");
  const g = a.lin("wake", [[0, "#ffffff", 0], [1, "#ffffff", 1]], 0, 0, 1, 0);
  const wk = wake
    ? path("M0,-5Q-260,-22 -520,-34L-540,110Q-260,40 2,6Z", g, op(wake * 0.3)) +
      `<g fill="none" stroke="${g}" stroke-linecap="round"${op(wake)}>` +
      `<path d="M0,-5Q-260,-22 -520,-34" stroke-width="5"/>` +
      `<path d="M2,5Q-260,40 -540,110" stroke-width="8"/>` +
      `<path d="M-40,-1Q-200,4 -380,14" stroke-width="12"/>` +
      `</g>`
    : "";
  const refl = `<g transform="matrix(1 0 0 -.5 0 2)"${op(0.25)}>${path("M0,-26H200Q232,-28 262,-36Q244,-8 200,0H8Z", NAVY)}</g>`;
  return `<g transform="translate(${fmt(x)},${fmt(y)}) scale(${fmt(flip ? -sc : sc)},${fmt(sc)})">${wk}${refl}${hull}</g>`;
}

/** Side-view dock with pilings at water level y, running from x0 to x1. */
function dock(x0: number, x1: number, y: number, color: string, o = 1): string {
  let d = s`M${x0},${y - 9}H${x1}v9H${x0}Z`;
  const n = Math.max(2, Math.round(Math.abs(x1 - x0) / 70));
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    d += s`M${x - 3},${y - 22}h6v40h-6Z`;
  }
  return path(d, color, o === 1 ? "" : op(o));
}

/** Little lakeside house: body, roof, glowing window. */
function cabin(a: Art, x: number, y: number, w: number, h: number, body: string, roof: string): string {
  const rh = h * 0.7;
  return (
    rect(x, y - h, w, h, body) +
    path(poly([[x - w * 0.08, y - h], [x + w / 2, y - h - rh], [x + w * 1.08, y - h]]), roof) +
    rect(x + w * 0.2, y - h * 0.7, w * 0.22, h * 0.4, a.warm()) +
    rect(x + w * 0.58, y - h * 0.7, w * 0.22, h * 0.4, a.warm())
  );
}

/** Tiny points of warm light along a far shore, with reflections. */
function shoreLights(a: Art, x0: number, x1: number, y: number, n: number): string {
  let dots = "";
  let refl = "";
  for (let i = 0; i < n; i++) {
    const x = a.r(x0, x1);
    const yy = y - a.r(2, 10);
    dots += s`M${x},${yy}h3v3h-3Z`;
    refl += s`M${x + 1.5},${2 * y - yy + 4}v${a.r(8, 22)}`;
  }
  return path(dots, "#ffd890") + `<path d="${refl}" stroke="#ffd890" stroke-width="2"${op(0.35)}/>`;
}

function pineTree(a: Art, x: number, base: number, h: number, w: number, color: string): string {
  return path(pineD(a, x, base, h, w, 5), color);
}

function shrubs(list: Array<[number, number, number]>, color: string, extra = ""): string {
  return `<g fill="${color}"${extra}>${list.map(([x, y, r]) => ellipse(x, y, r, r * 0.72, "").replace(' fill=""', "")).join("")}</g>`;
}

function windows(a: Art, list: Array<[number, number, number, number, number?, number?]>, frame: string, sw = 3): string {
  const g = a.warm();
  let rects = "";
  let d = "";
  for (const [x, y, w, h, cols = 1, rows = 1] of list) {
    rects += s`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`;
    for (let i = 1; i < cols; i++) d += s`M${x + (w * i) / cols},${y}v${h}`;
    for (let j = 1; j < rows; j++) d += s`M${x},${y + (h * j) / rows}h${w}`;
  }
  return `<g fill="${g}" stroke="${frame}" stroke-width="${fmt(sw)}">${rects}${d ? `<path d="${d}"/>` : ""}</g>`;
}

function lamp(a: Art, x: number, base: number, h: number, color = "#1a2430"): string {
  const g = a.rad("lampglow", [
    [0, "#ffe3a6", 0.85],
    [0.3, "#ffcf80", 0.3],
    [1, "#ffcf80", 0],
  ]);
  return (
    circle(x, base - h, h * 0.55, g) +
    rect(x - 2.5, base - h, 5, h, color) +
    path(s`M${x - 10},${base - h + 4}h20l-4,-22h-12Z`, color) +
    rect(x - 6, base - h - 15, 12, 14, "#ffe1a0")
  );
}

/**
 * Neighborhood scenes come in two variants: with the place name (cards) and without it (page
 * heroes, where the page sets the name in HTML over the picture).
 */
let drawPlaceNames = true;

/** Bottom-left shade plus place-name typography for neighborhood cards. */
function placeLabel(a: Art, w: number, h: number, name: string, caption: string): string {
  const shade = a.rad(
    "shade",
    [
      [0, NAVY, 0.85],
      [0.4, NAVY, 0.5],
      [1, NAVY, 0],
    ],
    0,
    1,
    0.8,
  );
  const x = 96;
  const y = h - 110;
  if (!drawPlaceNames) return rect(0, 0, w, h, shade);
  return (
    rect(0, 0, w, h, shade) +
    `<g font-family="${FONT}">` +
    s`<path d="M${x},${y - 136}h56" stroke="${GOLD}" stroke-width="2"/>` +
    s`<text x="${x + 74}" y="${y - 128}" font-size="26" letter-spacing="8" fill="${GOLD}">${caption.toUpperCase()}</text>` +
    s`<text x="${x - 6}" y="${y}" font-size="140" font-weight="500" letter-spacing="2" fill="${CREAM}">${esc(name)}</text>` +
    `</g>`
  );
}

function vignette(a: Art, w: number, h: number, strength = 0.45): string {
  const v = a.rad("vig", [
    [0.55, NAVY, 0],
    [1, NAVY, strength],
  ], 0.5, 0.5, 0.75);
  return rect(0, 0, w, h, v);
}

// ---------------------------------------------------------------------------
// Lake scene scaffold
// ---------------------------------------------------------------------------

interface LakeOpts {
  w: number;
  h: number;
  horizon: number;
  sky: Stop[];
  water: Stop[];
  sun?: { x: number; y: number; r: number; glow: string; core: string; spread?: number } | undefined;
  hills?: Array<{ y: number; amp: number; fill: string; n?: number }> | undefined;
  shore?: { fill: string; hMin: number; hMax: number; kind: TreeKind; sp: number; x0?: number; x1?: number } | undefined;
  shimmer?: { x: number; spread: number; color: string; n: number; o?: number } | undefined;
  reflect?: number | undefined;
  mist?: string | undefined;
  clouds?: { list: Array<[number, number, number, number]>; color: string; o: number } | undefined;
}

function lake(a: Art, o: LakeOpts): string {
  const H = o.horizon;
  let out = rect(0, 0, o.w, o.h, a.lin("sky", o.sky));
  if (o.sun) out += sunDisc(a, o.sun.x, o.sun.y, o.sun.r, o.sun.glow, o.sun.core, o.sun.spread);
  if (o.clouds) out += streaks(a, o.clouds.list, o.clouds.color, o.clouds.o);
  let land = "";
  for (const hl of o.hills ?? []) land += path(ridge(a, -20, o.w + 20, hl.y, hl.amp, hl.n ?? 10, H), hl.fill);
  if (o.shore) {
    const sh = o.shore;
    land += path(treeLine(a, sh.x0 ?? -20, sh.x1 ?? o.w + 20, H, sh.hMin, sh.hMax, sh.kind, sh.sp), sh.fill);
  }
  out += `<g id="${a.id("land")}">${land}</g>`;
  out += rect(0, H, o.w, o.h - H, a.lin("water", o.water));
  out += mirror(a, "land", H, o.reflect ?? 0.4);
  if (o.mist) {
    out += rect(0, H - 60, o.w, 110, a.lin("mist", [[0, o.mist, 0], [0.55, o.mist, 0.45], [1, o.mist, 0]]));
  }
  if (o.sun && o.shimmer) {
    const sm = o.shimmer;
    out += shimmer(a, sm.x, H + 3, o.h, sm.spread, sm.n, sm.color, sm.o ?? 0.7, 2.5);
  }
  out += ripples(a, 0, o.w, H + 10, o.h, 26, "#ffffff", 0.08);
  return out;
}

// ---------------------------------------------------------------------------
// Neighborhoods (1600x900)
// ---------------------------------------------------------------------------

const SUNSET_SKY: Stop[] = [
  [0, "#132d44"],
  [0.28, "#3a4d6c"],
  [0.46, "#a87d8e"],
  [0.56, "#eab08c"],
  [0.62, "#f8d7a5"],
];
const SUNSET_WATER: Stop[] = [
  [0, "#f1c69d"],
  [0.12, "#c8918f"],
  [0.45, "#3f5470"],
  [1, NAVY],
];

function cornelius(a: Art): string {
  const W = 1600, H = 900, hz = 540;
  let out = lake(a, {
    w: W, h: H, horizon: hz,
    sky: SUNSET_SKY, water: SUNSET_WATER,
    sun: { x: 1030, y: 515, r: 34, glow: "#ffcf8f", core: "#fff3d6" },
    clouds: { list: [[420, 250, 300, 9], [600, 276, 200, 5], [1240, 330, 280, 8], [1120, 356, 170, 4]], color: "#f7c9a4", o: 0.6 },
    hills: [{ y: 518, amp: 18, fill: "#6e6985" }, { y: 530, amp: 10, fill: "#4b4d69" }],
    shore: { fill: "#24304a", hMin: 8, hMax: 22, kind: "mix", sp: 20 },
    shimmer: { x: 1030, spread: 190, color: "#ffe2b0", n: 70 },
    reflect: 0.35,
  });
  // wooded point on the left, reflected
  out += `<g id="${a.id("pt")}">${path(forest(a, -30, 420, 606, 90, 230, 1, 32, 4) + "M-20,598H440Q500,604 540,622H-20Z", "#0f1e2e")}</g>`;
  out += mirror(a, "pt", 622, 0.3);
  out += shoreLights(a, 560, 1500, hz, 14);
  out += sailboat(760, 650, 0.9, "#f6e7d6", "#dcc0ad", "#1a2a3c");
  out += sailboat(1290, 560, 0.32, "#2a3450", "#2a3450", "#2a3450", true, 0.2);
  out += sailboat(1440, 572, 0.42, "#34405c", "#34405c", "#24304a", false, 0.2);
  // foreground dock + boathouse on the right
  out += dock(1600, 1150, 780, "#0c1b29");
  out += path("M1330,771V690h200v81ZM1310,694L1430,640L1550,694Z", "#0c1b29");
  out += rect(1370, 712, 36, 30, a.warm()) + rect(1454, 712, 36, 30, a.warm());
  out += placeLabel(a, W, H, "Cornelius", "Lake Norman");
  return svgDoc(a, W, H, "Cornelius, Lake Norman — illustration", out);
}

function denver(a: Art): string {
  const W = 1600, H = 900, hz = 520;
  let out = lake(a, {
    w: W, h: H, horizon: hz,
    sky: [[0, "#7f9db3"], [0.3, "#b9c9d1"], [0.52, "#efe3d3"], [0.58, "#f7dcc1"]],
    water: [[0, "#e9dccd"], [0.2, "#b7c4c9"], [0.6, "#557489"], [1, "#1c3a50"]],
    sun: { x: 880, y: 474, r: 30, glow: "#ffe4c0", core: "#fffaf0", spread: 8 },
    hills: [{ y: 486, amp: 20, fill: "#a6b3bf" }, { y: 500, amp: 12, fill: "#8194a5" }],
    shore: { fill: "#566d80", hMin: 10, hMax: 30, kind: "pine", sp: 13 },
    shimmer: { x: 880, spread: 150, color: "#fff5e4", n: 46, o: 0.6 },
    reflect: 0.3,
    mist: "#f6efe6",
  });
  out += rect(0, 560, W, 90, a.lin("mist2", [[0, "#f6f1e8", 0], [0.5, "#f6f1e8", 0.35], [1, "#f6f1e8", 0]]));
  // tall pines on the right bank
  let pines = "";
  for (const [x, h, w] of [[1300, 420, 120], [1390, 520, 140], [1480, 460, 130], [1560, 560, 150], [1230, 300, 90]] as Array<[number, number, number]>) {
    pines += pineTree(a, x, 720, h, w, "#1b3344");
  }
  out += pines;
  out += path("M1120,720Q1300,690 1620,700V900H1120Z", "#132838");
  // dock with Adirondack chairs
  out += dock(1180, 820, 740, "#2b3a46");
  const chair = (x: number) =>
    path(s`M${x},731l10,-46l14,3l-8,43ZM${x - 6},731h40v-5h-40ZM${x + 28},731v-26h6v26Z`, "#2b3a46");
  out += chair(900) + chair(960);
  out += placeLabel(a, W, H, "Denver", "Lake Norman");
  return svgDoc(a, W, H, "Denver, Lake Norman — illustration", out);
}

function hickory(a: Art): string {
  const W = 1600, H = 900, hz = 600;
  let out = lake(a, {
    w: W, h: H, horizon: hz,
    sky: [[0, "#1c3552"], [0.3, "#56607f"], [0.5, "#c2909a"], [0.62, "#f0be96"]],
    water: [[0, "#d7a79a"], [0.25, "#6c6f8c"], [1, NAVY]],
    sun: { x: 1180, y: 430, r: 26, glow: "#ffd3a0", core: "#fff1d8", spread: 9 },
    hills: [
      { y: 400, amp: 70, fill: "#a896ad", n: 12 },
      { y: 450, amp: 60, fill: "#7f7c9c", n: 12 },
      { y: 505, amp: 45, fill: "#58607f", n: 12 },
      { y: 560, amp: 30, fill: "#3a4766", n: 12 },
    ],
    shore: { fill: "#1d2b40", hMin: 12, hMax: 34, kind: "mix", sp: 18 },
    shimmer: { x: 1180, spread: 120, color: "#ffd9b0", n: 40, o: 0.5 },
    reflect: 0.3,
  });
  // haze between ridges
  out += rect(0, 380, W, 220, a.lin("haze", [[0, "#f0c6a8", 0], [1, "#f0c6a8", 0.18]]));
  out += dock(1600, 1260, 760, "#0d1b29");
  out += path(forest(a, 1400, 1640, 772, 90, 220, 1, 36, 4), "#0b1824");
  out += placeLabel(a, W, H, "Hickory", "North Carolina");
  return svgDoc(a, W, H, "Hickory, North Carolina — illustration", out);
}

function mooresville(a: Art): string {
  const W = 1600, H = 900, hz = 500;
  let out = lake(a, {
    w: W, h: H, horizon: hz,
    sky: [[0, "#2a5474"], [0.25, "#6f8fa8"], [0.45, "#e4c3a0"], [0.55, "#f7dcae"]],
    water: [[0, "#e8cfa8"], [0.15, "#8aa5b2"], [0.55, "#2f5a73"], [1, "#12304a"]],
    sun: { x: 640, y: 444, r: 30, glow: "#ffdca0", core: "#fff8ea", spread: 8 },
    clouds: { list: [[900, 200, 320, 10], [1120, 230, 220, 6], [360, 300, 220, 7]], color: "#fff1dc", o: 0.7 },
    hills: [{ y: 480, amp: 14, fill: "#8f95a6" }],
    shore: { fill: "#3a4a5a", hMin: 10, hMax: 26, kind: "round", sp: 22 },
    shimmer: { x: 640, spread: 160, color: "#fff0cf", n: 50, o: 0.6 },
    reflect: 0.3,
  });
  out += cabin(a, 620, 494, 30, 16, "#efe7da", "#56606c") + cabin(a, 1180, 492, 36, 18, "#efe7da", "#56606c");
  // marina: masts and hulls in the mid-ground
  let masts = "";
  let hulls = "";
  let i = 0;
  for (let x = 760; x < 1560; x += 46) {
    const mh = 120 + ((i * 37) % 70);
    masts += s`M${x},600v${-mh}`;
    hulls += s`M${x - 20},600h40l-6,9h-28Z`;
    i++;
  }
  out += `<path d="${masts}" stroke="#e9e2d6" stroke-width="2.5"/>` + path(hulls, "#f4efe6");
  out += rect(720, 609, 880, 8, "#3b3a3a");
  out += `<path d="${masts}" stroke="#e9e2d6" stroke-width="2" transform="matrix(1 0 0 -.6 0 980)"${op(0.18)}/>`;
  out += speedboat(a, 1280, 750, 0.9, false, 0.45);
  out += placeLabel(a, W, H, "Mooresville", "Lake Norman");
  return svgDoc(a, W, H, "Mooresville, Lake Norman — illustration", out);
}

function huntersville(a: Art): string {
  const W = 1600, H = 900, hz = 640;
  let out = rect(0, 0, W, H, a.lin("sky", [[0, "#2b4a66"], [0.3, "#8b8ea3"], [0.5, "#efc097"], [0.62, "#fbe2b0"]]));
  out += sunDisc(a, 1200, 360, 32, "#ffd69a", "#fff4dc", 9);
  out += streaks(a, [[420, 220, 300, 8], [1300, 250, 240, 6]], "#ffe1c0", 0.6);
  let land = "";
  const layers: Array<[number, number, string]> = [[430, 40, "#a59aa8"], [480, 46, "#7f8a8d"], [545, 50, "#5b6f62"], [600, 36, "#48604d"]];
  for (const [y, amp, fill] of layers) land += path(ridge(a, -20, W + 20, y, amp, 9, hz), fill);
  land += cabin(a, 1000, 532, 40, 26, "#e7dccb", "#4a4a55") + cabin(a, 1070, 527, 48, 30, "#d8c9b2", "#3f3f4a");
  land += cabin(a, 420, 566, 44, 28, "#efe5d4", "#4a4a55") + cabin(a, 520, 570, 52, 32, "#cfc0a8", "#3a3d48");
  land += cabin(a, 1330, 508, 36, 22, "#efe5d4", "#4a4a55");
  land += path(treeLine(a, 560, 980, 584, 30, 64, "round", 34), "#3d5744") + path(treeLine(a, 1120, 1620, 558, 30, 70, "round", 34), "#465f4c");
  land += path(treeLine(a, -20, 400, 612, 30, 60, "mix", 26), "#3a5341");
  out += `<g id="${a.id("land")}">${land}</g>`;
  out += rect(0, 560, W, 90, a.lin("haze", [[0, "#ffe0b0", 0.22], [1, "#ffe0b0", 0]]));
  // the cove
  out += path(`M-20,${hz}H1000Q1090,660 1060,730Q1030,810 1120,900H-20Z`, a.lin("water", [[0, "#f0cfa2"], [0.3, "#8c9aa6"], [1, NAVY2]]));
  out += mirror(a, "land", hz, 0.3);
  out += shimmer(a, 1000, hz + 6, 880, 200, 40, "#fff0cf", 0.45);
  out += path(`M1000,${hz}Q1090,660 1060,730Q1030,810 1120,900H1620V${hz - 20}Q1300,${hz - 26} 1000,${hz}Z`, a.lin("bank", [[0, "#3e5a45"], [1, "#1a2a20"]]));
  out += tree(a, 1300, 770, 320, "#2c4a34") + tree(a, 1480, 800, 380, "#26412e");
  out += dock(1070, 800, 760, "#1b2a36");
  out += placeLabel(a, W, H, "Huntersville", "North Carolina");
  return svgDoc(a, W, H, "Huntersville, North Carolina — illustration", out);
}

interface Building {
  x: number;
  w: number;
  h: number;
  kind?: "boa" | "duke" | "truist" | "spire";
}

const CLT: Building[] = [
  { x: 0, w: 60, h: 120 }, { x: 50, w: 55, h: 175 }, { x: 100, w: 70, h: 140 },
  { x: 165, w: 55, h: 235 }, { x: 215, w: 80, h: 330, kind: "duke" }, { x: 290, w: 60, h: 205 },
  { x: 345, w: 72, h: 440, kind: "boa" }, { x: 412, w: 60, h: 270 }, { x: 470, w: 74, h: 350, kind: "truist" },
  { x: 540, w: 52, h: 190 }, { x: 585, w: 88, h: 255, kind: "spire" }, { x: 668, w: 58, h: 160 },
  { x: 720, w: 70, h: 215 }, { x: 785, w: 48, h: 125 }, { x: 828, w: 80, h: 165 }, { x: 900, w: 60, h: 100 },
];

/** Charlotte-like skyline path, base at y=0, x from 0..960. */
function skylinePath(): string {
  let d = "";
  for (const b of CLT) {
    const { x, w, h } = b;
    const r = x + w;
    if (b.kind === "boa") {
      d += s`M${x},0V${-h + 90}L${x + 6},${-h + 60}V${-h + 38}L${x + 12},${-h + 8}L${x + 20},${-h + 34}L${x + w / 2},${-h - 34}L${r - 20},${-h + 34}L${r - 12},${-h + 8}L${r - 6},${-h + 38}V${-h + 60}L${r},${-h + 90}V0Z`;
    } else if (b.kind === "duke") {
      d += s`M${x},0V${-h + 46}L${r},${-h}V0Z`;
    } else if (b.kind === "truist") {
      d += s`M${x},0V${-h + 54}L${x - 7},${-h + 12}V${-h}H${r + 7}V${-h + 12}L${r},${-h + 54}V0Z`;
    } else if (b.kind === "spire") {
      d += s`M${x},0V${-h}H${x + 20}V${-h - 30}H${r - 20}V${-h}H${r}V0ZM${x + w / 2 - 2},${-h - 30}v-40h4v40Z`;
    } else {
      d += s`M${x},0V${-h}H${r}V0Z`;
    }
  }
  return d;
}

function skyline(a: Art, x: number, base: number, sc: number, bodyStops: Stop[]): string {
  const lit1 = a.def("lit1", () => `<pattern id="${a.id("lit1")}" width="12" height="16" patternUnits="userSpaceOnUse"><rect x="4" y="5" width="4" height="6" fill="#ffd98f" opacity=".55"/></pattern>`);
  const lit2 = a.def("lit2", () => `<pattern id="${a.id("lit2")}" width="36" height="48" patternUnits="userSpaceOnUse"><rect x="16" y="21" width="4" height="6" fill="#fff0c8"/><rect x="4" y="37" width="4" height="6" fill="#fff0c8"/></pattern>`);
  const t = s`translate(${x},${base}) scale(${sc})`;
  return (
    a.def("city", () => `<path id="${a.id("city")}" d="${skylinePath()}"/>`).slice(0, 0) +
    `<g transform="${t}"><use href="#${a.id("city")}" fill="${a.lin("bldg", bodyStops)}"/>` +
    `<use href="#${a.id("city")}" fill="${lit1}"/><use href="#${a.id("city")}" fill="${lit2}"${op(0.8)}/></g>`
  );
}

function charlotte(a: Art): string {
  const W = 1600, H = 900, hz = 640;
  let out = rect(0, 0, W, H, a.lin("sky", [[0, "#10263a"], [0.35, "#34496a"], [0.58, "#b78590"], [0.7, "#efb48d"]]));
  out += sunDisc(a, 1250, 600, 30, "#ffc78a", "#ffe9c4", 10);
  out += streaks(a, [[300, 190, 300, 7], [1100, 240, 340, 9], [1300, 280, 220, 5]], "#eaa994", 0.5);
  const land = skyline(a, 300, hz, 1.05, [[0, "#34506f"], [1, "#142a40"]]) + path(treeLine(a, -20, W + 20, hz, 16, 46, "round", 40), "#0f2233");
  out += `<g id="${a.id("land")}">${land}</g>`;
  out += rect(0, hz, W, H - hz, a.lin("water", [[0, "#9a7484"], [0.3, "#33455f"], [1, NAVY]]));
  out += mirror(a, "land", hz, 0.35);
  out += shimmer(a, 800, hz + 6, H, 700, 60, "#ffd98f", 0.35);
  out += ripples(a, 0, W, hz + 8, H, 26, "#ffffff", 0.08);
  // framing trees on the right
  out += tree(a, 1420, 760, 330, "#0d1d2b", "#0a1520") + tree(a, 1560, 790, 400, "#0b1926", "#0a1520");
  out += path("M1200,740Q1400,700 1620,700V900H1200Z", "#0a1824");
  out += placeLabel(a, W, H, "Charlotte", "North Carolina");
  return svgDoc(a, W, H, "Charlotte, North Carolina — illustration", out);
}

const BRICKS = ["#8b4c3c", "#6f4236", "#d8c8aa", "#2f4458", "#9c5e48", "#c9b79a", "#7a4a3c"];

function storefronts(a: Art, x0: number, x1: number, base: number): string {
  let out = "";
  let x = x0;
  let i = 0;
  const awn = ["#1f3d33", NAVY2, "#6b2f2f", "#3b4a3f"];
  while (x < x1) {
    const w = 190 + ((i * 53) % 80);
    const h = 220 + ((i * 71) % 100);
    const col = BRICKS[i % BRICKS.length] ?? "#8b4c3c";
    const top = base - h;
    out += rect(x, top, w, h, col);
    out += rect(x - 4, top, w + 8, 16, "#00000033".slice(0, 7), op(0.35)) + rect(x - 4, top + 16, w + 8, 6, CREAM, op(0.25));
    // upper windows (1 or 2 rows)
    const rows = h > 280 ? 2 : 1;
    const cols = w > 230 ? 4 : 3;
    const list: Array<[number, number, number, number, number?, number?]> = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const ww = 26;
        const gap = (w - cols * ww) / (cols + 1);
        list.push([x + gap + c * (ww + gap), top + 44 + r * 70, ww, 46, 1, 2]);
      }
    }
    // shop front
    list.push([x + 16, base - 96, w - 80, 86, 3, 1]);
    out += windows(a, list, "#efe6d6", 2);
    out += rect(x + w - 52, base - 100, 34, 100, "#3a2a22") + rect(x + w - 46, base - 94, 22, 50, a.warm());
    const ac = awn[i % awn.length] ?? NAVY2;
    out += path(s`M${x + 8},${base - 112}h${w - 64}l14,30h${-(w - 36)}Z`, ac);
    x += w;
    i++;
  }
  return out;
}

function davidson(a: Art): string {
  const W = 1600, H = 900, base = 610;
  let out = rect(0, 0, W, H, a.lin("sky", [[0, "#142f46"], [0.35, "#4a5b7a"], [0.62, "#d29a8f"], [0.78, "#f4c79b"]]));
  out += streaks(a, [[400, 170, 320, 8], [1200, 200, 280, 6]], "#f4c2a8", 0.55);
  // college dome rising behind the row
  out += rect(1020, 280, 120, 110, "#cdb8a8") + path("M1026,284a54,54 0 0 1 108,0Z", "#dcc6b2") + rect(1072, 212, 16, 26, "#cdb8a8") + rect(1012, 276, 136, 9, "#bda794");
  let cols = "";
  for (let x = 1036; x < 1134; x += 16) cols += s`M${x},292v98`;
  out += `<path d="${cols}" stroke="#a99280" stroke-width="4"/>`;
  out += path(treeLine(a, -20, W + 20, 400, 60, 150, "round", 96), "#1c3142");
  out += storefronts(a, -30, W + 10, base);
  // sidewalk, street
  out += rect(0, base, W, 30, "#857a6e") + rect(0, base + 30, W, 6, "#5b524a");
  out += rect(0, base + 36, W, H - base - 36, a.lin("street", [[0, "#3a3b44"], [1, "#15202b"]]));
  out += `<path d="M0,800h1600" stroke="${GOLD}" stroke-width="4" stroke-dasharray="60 50"${op(0.5)}/>`;
  for (const x of [120, 560, 960, 1400]) out += lamp(a, x, base + 20, 170);
  out += tree(a, 760, base + 22, 280, "#23432f") + tree(a, 1220, base + 22, 300, "#1f3d2b");
  out += placeLabel(a, W, H, "Davidson", "North Carolina");
  return svgDoc(a, W, H, "Davidson, North Carolina — illustration", out);
}

function troutman(a: Art): string {
  const W = 1600, H = 900;
  let out = rect(0, 0, W, H, a.lin("sky", [[0, "#6f98b4"], [0.35, "#b9cdd5"], [0.6, "#f3e4cf"], [0.7, "#f8dcbc"]]));
  out += sunDisc(a, 1260, 420, 34, "#ffe6bd", "#fff8ea", 8);
  out += streaks(a, [[500, 200, 300, 10], [660, 226, 180, 6], [1300, 160, 220, 8]], "#ffffff", 0.8);
  out += path(ridge(a, -20, W + 20, 470, 26, 9, H), "#9fb0b2");
  out += path(treeLine(a, -20, W + 20, 500, 14, 36, "round", 26), "#7b9186");
  out += path(ridge(a, -20, W + 20, 530, 30, 8, H), "#8da07a");
  // town on the middle hill: church, water tower, small buildings
  const tx = 880;
  out += rect(tx, 440, 80, 90, "#f3ece0") + path(s`M${tx - 6},442L${tx + 40},400L${tx + 86},442Z`, "#6a6a72");
  out += rect(tx + 28, 340, 24, 70, "#f3ece0") + path(s`M${tx + 24},342L${tx + 40},270L${tx + 56},342Z`, "#6a6a72");
  out += rect(tx + 32, 460, 16, 30, a.warm());
  out += `<path d="M1080,530L1096,400M1140,530L1124,400M1086,470h48" stroke="#5d6670" stroke-width="5"/>`;
  out += path("M1070,404Q1070,366 1110,360Q1150,366 1150,404Z", "#c9cfd3") + path("M1096,360l14,-18l14,18Z", "#8f98a0");
  out += cabin(a, 740, 536, 70, 44, "#e8dccb", "#55525c") + cabin(a, 1190, 532, 60, 40, "#d6c6ae", "#4b4a55");
  out += path(treeLine(a, 560, 860, 546, 30, 70, "round", 36) + treeLine(a, 1260, 1500, 542, 30, 60, "round", 34), "#5b7452");
  out += path(ridge(a, -20, W + 20, 620, 40, 8, H), a.lin("field", [[0, "#c2ad6e"], [1, "#7d8752"]]));
  out += path(ridge(a, -20, W + 20, 720, 40, 7, H), a.lin("field2", [[0, "#5f7448"], [1, "#2b3b2c"]]));
  // split-rail fence
  let fence = "";
  for (let x = 760; x < 1620; x += 90) fence += s`M${x},${760 - (x - 760) * 0.04}v60`;
  out += `<path d="${fence}M750,770L1620,736M750,796L1620,762" stroke="#3b3128" stroke-width="6"/>`;
  out += tree(a, 1390, 790, 360, "#3d5a36");
  out += placeLabel(a, W, H, "Troutman", "North Carolina");
  return svgDoc(a, W, H, "Troutman, North Carolina — illustration", out);
}

// ---------------------------------------------------------------------------
// Homes (1200x800)
// ---------------------------------------------------------------------------

function homeBackdrop(a: Art, sky: Stop[], ground: Stop[], groundY = 600, treeCol = "#1a2d3a"): string {
  const horizon = sky[sky.length - 1]?.[1] ?? "#f2c7a0";
  let out = rect(0, 0, 1200, 800, a.lin("sky", sky));
  out += circle(600, groundY - 80, 520, a.rad("halo", [[0, "#ffd9a8", 0.35], [1, "#ffd9a8", 0]]));
  out += path(treeLine(a, -20, 1220, groundY, 110, 220, "round", 130), mix(treeCol, horizon, 0.28));
  out += path(forest(a, -20, 1220, groundY, 90, 210, 0.55, 52, 4), treeCol);
  out += rect(0, groundY, 1200, 800 - groundY, a.lin("lawn", ground));
  return out;
}

const DUSK: Stop[] = [[0, "#16344d"], [0.45, "#546785"], [0.72, "#cf9e98"], [0.85, "#f2c7a0"]];
const LAWN: Stop[] = [[0, "#3e5a44"], [1, "#1c2e24"]];

function home1(a: Art): string {
  // Lakefront modern
  let out = rect(0, 0, 1200, 800, a.lin("sky", DUSK));
  out += sunDisc(a, 990, 500, 20, "#ffcf9a", "#fff0d6", 9);
  const trees = path(treeLine(a, -20, 1220, 560, 110, 200, "round", 130), "#3a4660") + path(forest(a, -20, 1220, 566, 110, 250, 0.8, 44, 4), "#172a38");
  out += `<g id="${a.id("trees")}">${trees}</g>`;
  out += path("M-20,560H1220V664H-20Z", a.lin("lawn", [[0, "#3c5a43"], [1, "#24392c"]]));
  out += rect(300, 580, 620, 24, "#8f8477") + path("M560,604h90l10,50h-110Z", "#8f8477", op(0.6));
  const land =
    rect(300, 300, 560, 14, "#e9e2d6") +
    rect(320, 314, 480, 116, "#40352f") +
    rect(820, 250, 60, 330, "#8f8477") +
    rect(380, 430, 440, 150, "#2e2b2b") +
    rect(360, 424, 500, 10, "#e9e2d6") +
    windows(a, [[330, 326, 300, 96, 5, 1], [650, 326, 140, 96, 2, 1], [392, 444, 416, 126, 6, 1]], "#1e1b1a", 3);
  out += `<g id="${a.id("land")}">${land}</g>`;
  out += rect(0, 662, 1200, 138, a.lin("water", [[0, "#8c7f93"], [0.3, "#3f5572"], [1, NAVY]]));
  out += mirror(a, "trees", 662, 0.25) + mirror(a, "land", 662, 0.22);
  out += shimmer(a, 990, 668, 800, 300, 30, "#ffd590", 0.35);
  out += path("M-20,654Q600,646 1220,654V668H-20Z", "#1c2c22");
  out += dock(560, 800, 690, "#2a2524") + speedboat(a, 640, 712, 0.5, false, 0);
  out += ellipse(600, 606, 330, 34, a.rad("spill", [[0, "#ffd79a", 0.35], [1, "#ffd79a", 0]]));
  out += shrubs([[280, 596, 34], [330, 606, 26], [890, 596, 40], [950, 606, 30]], "#24402f");
  out += pineTree(a, 190, 630, 300, 120, "#142619") + pineTree(a, 1040, 636, 330, 130, "#142619");
  return svgDoc(a, 1200, 800, "Lakefront modern home — illustration", out);
}

function home2(a: Art): string {
  // Craftsman bungalow
  let out = homeBackdrop(a, DUSK, LAWN, 600);
  const siding = a.def("sid", () => `<pattern id="${a.id("sid")}" width="8" height="14" patternUnits="userSpaceOnUse"><rect width="8" height="14" fill="#6d7d66"/><rect y="12" width="8" height="2" fill="#56644f"/></pattern>`);
  out += rect(300, 400, 600, 200, siding);
  out += path("M250,412L600,250L950,412Z", "#3b3533") + path("M300,405L600,268L900,405Z", "#cbb592");
  out += rect(540, 320, 120, 70, siding) + windows(a, [[556, 332, 88, 46, 3, 1]], CREAM, 3);
  out += path("M380,476L600,370L820,476Z", "#3b3533") + path("M412,468L600,384L788,468Z", "#c9b08a");
  out += windows(a, [[330, 430, 60, 90, 1, 2], [810, 430, 60, 90, 1, 2], [440, 490, 110, 70, 3, 1], [650, 490, 110, 70, 3, 1]], CREAM, 3);
  out += rect(570, 490, 60, 110, "#5a3b2a") + rect(580, 500, 40, 40, a.warm());
  // tapered columns on stone piers
  for (const x of [400, 500, 680, 780]) {
    out += path(s`M${x},476h24l6,70h-36Z`, CREAM) + rect(x - 10, 546, 44, 54, "#8a7f72");
  }
  out += rect(380, 600, 440, 10, "#6f655a");
  out += path("M560,610h80l60,190h-200Z", "#b7a68e", op(0.7));
  out += shrubs([[320, 600, 40], [370, 612, 30], [860, 604, 44], [910, 612, 28], [460, 610, 24], [740, 610, 24]], "#23402e");
  out += tree(a, 110, 640, 300, "#1d3526", "#2b2420") + tree(a, 1100, 650, 290, "#213a2b", "#2b2420");
  out += lamp(a, 480, 700, 90);
  return svgDoc(a, 1200, 800, "Craftsman home — illustration", out);
}

function home3(a: Art): string {
  // Georgian colonial
  let out = homeBackdrop(a, [[0, "#1a3650"], [0.5, "#5c6c8a"], [0.8, "#d6a59c"], [0.9, "#f1c9a3"]], LAWN, 610);
  out += rect(310, 170, 40, 130, "#7a4336") + rect(850, 170, 40, 130, "#7a4336");
  out += path("M280,300L360,200H840L920,300Z", "#2f3540");
  out += rect(300, 300, 600, 310, "#efe8dc") + rect(296, 300, 608, 12, "#fffaf1");
  const wins: Array<[number, number, number, number, number?, number?]> = [];
  let shut = "";
  for (const x of [350, 460, 680, 790]) {
    wins.push([x, 340, 60, 96, 2, 3], [x, 470, 60, 100, 2, 3]);
    shut += s`M${x - 22},340h16v96h-16ZM${x + 66},340h16v96h-16ZM${x - 22},470h16v100h-16ZM${x + 66},470h16v100h-16Z`;
  }
  wins.push([570, 340, 60, 96, 2, 3]);
  shut += "M548,340h16v96h-16ZM636,340h16v96h-16Z";
  out += path(shut, "#1d2a36") + windows(a, wins, "#fffaf1", 3);
  // portico
  out += path("M520,460L600,412L680,460Z", "#fffaf1") + rect(516, 460, 168, 12, "#fffaf1");
  out += rect(566, 486, 68, 124, "#1d2a36") + path("M566,486a34,22 0 0 1 68,0Z", a.warm()) + rect(578, 500, 44, 100, "#24384c");
  out += rect(530, 472, 14, 138, "#fffaf1") + rect(656, 472, 14, 138, "#fffaf1");
  out += rect(500, 610, 200, 12, "#c9c1b4") + path("M540,622h120l120,178H420Z", "#a5574a", op(0.75));
  out += shrubs([[330, 612, 34], [400, 616, 30], [800, 616, 30], [870, 612, 34], [470, 620, 22], [730, 620, 22]], "#1f3a2a");
  out += tree(a, 125, 660, 320, "#1b3224", "#2b2420") + tree(a, 1080, 660, 310, "#1f3829", "#2b2420");
  out += lamp(a, 400, 740, 100) + lamp(a, 800, 740, 100);
  return svgDoc(a, 1200, 800, "Colonial home — illustration", out);
}

function home4(a: Art): string {
  // Modern farmhouse
  let out = homeBackdrop(a, [[0, "#1b3a55"], [0.5, "#6d7f98"], [0.78, "#e3b497"], [0.9, "#f6d6ad"]], [[0, "#4a6448"], [1, "#1e3024"]], 610, "#223744");
  const bb = a.def("bb", () => `<pattern id="${a.id("bb")}" width="22" height="10" patternUnits="userSpaceOnUse"><rect width="22" height="10" fill="#f4f0e8"/><rect width="3" height="10" fill="#dcd6cb"/></pattern>`);
  const seam = a.def("seam", () => `<pattern id="${a.id("seam")}" width="16" height="10" patternUnits="userSpaceOnUse"><rect width="16" height="10" fill="#23272c"/><rect width="2" height="10" fill="#3a4047"/></pattern>`);
  out += rect(250, 330, 360, 280, bb) + path("M228,340L430,168L632,340Z", seam);
  out += rect(610, 400, 330, 210, bb) + path("M594,410L775,298L956,410Z", seam);
  out += rect(404, 180, 0, 0, "none");
  out += windows(a, [[400, 236, 60, 70, 2, 2], [300, 350, 70, 80, 2, 2], [490, 350, 70, 80, 2, 2], [290, 490, 90, 100, 2, 2], [480, 490, 90, 100, 2, 2], [660, 490, 90, 100, 2, 2], [810, 490, 90, 100, 2, 2]], "#16191d", 4);
  out += rect(400, 486, 54, 124, "#16191d") + rect(408, 494, 38, 50, a.warm());
  // porch
  out += path("M220,472H970L948,440H242Z", seam);
  let posts = "";
  for (const x of [250, 390, 462, 600, 770, 940]) posts += s`M${x},472h8v138h-8Z`;
  out += path(posts, "#1e2226") + rect(240, 606, 720, 10, "#8c7f70");
  out += shrubs([[300, 612, 30], [360, 620, 26], [640, 616, 34], [900, 614, 30], [970, 620, 26]], "#2d5037");
  out += path("M396,616h62l140,184H300Z", "#cbbfa8", op(0.5));
  out += tree(a, 95, 650, 300, "#2c4a34") + tree(a, 1110, 640, 280, "#2c4a34");
  out += lamp(a, 520, 740, 90);
  return svgDoc(a, 1200, 800, "Modern farmhouse — illustration", out);
}

function home5(a: Art): string {
  // Stone estate
  let out = homeBackdrop(a, [[0, "#102a40"], [0.5, "#4c5c7c"], [0.8, "#c4959a"], [0.92, "#ecc09d"]], LAWN, 620, "#16283a");
  const stone = a.def("stone", () => `<pattern id="${a.id("stone")}" width="60" height="32" patternUnits="userSpaceOnUse"><rect width="60" height="32" fill="#b5a48c"/><path d="M0,15.5h60M0,31.5h60M22,0v16M52,0v16M8,16v16M38,16v16" stroke="#958670" stroke-width="2"/><rect x="24" y="2" width="26" height="12" fill="#c4b398"/><rect x="40" y="18" width="18" height="12" fill="#a8977f"/></pattern>`);
  const slate = "#2e3644";
  out += rect(190, 168, 36, 120, "#8a7a66") + rect(950, 150, 36, 130, "#8a7a66");
  out += rect(200, 330, 800, 290, stone) + path("M170,340L300,230H900L1030,340Z", slate);
  // central gable, wings
  out += rect(470, 270, 260, 350, stone) + path("M446,284L600,140L754,284Z", slate);
  out += rect(230, 380, 0, 0, "none");
  // turret
  out += rect(880, 300, 110, 320, stone) + path("M866,310L935,160L1004,310Z", slate);
  out += windows(
    a,
    [[250, 380, 70, 100, 2, 3], [360, 380, 70, 100, 2, 3], [250, 510, 70, 100, 2, 3], [360, 510, 70, 100, 2, 3],
     [770, 380, 70, 100, 2, 3], [770, 510, 70, 100, 2, 3], [905, 360, 60, 90, 2, 3], [905, 480, 60, 110, 2, 3], [560, 300, 80, 110, 2, 3]],
    "#3b3128",
    3,
  );
  // arched entry
  out += path("M550,620V510a50,50 0 0 1 100,0V620Z", "#8a7a66") + path("M562,620V514a38,38 0 0 1 76,0V620Z", "#3b2a22");
  out += path("M570,540a30,30 0 0 1 60,0Z", a.warm());
  out += rect(480, 620, 240, 14, "#a59784");
  out += ellipse(600, 720, 300, 50, "#c9bca6", op(0.5)) + ellipse(600, 720, 120, 20, "#2e4a37");
  out += path("M560,712h80l-10,14h-60ZM594,712v-30h12v30ZM576,684h48l-6,8h-36Z", "#d9cfbd") + path("M600,682q-20,-30 -30,0M600,682q20,-30 30,0", "none", ` stroke="#e8f2f4" stroke-width="3"${op(0.7)}`);
  let hedge = "";
  for (const x of [220, 300, 380, 820, 900, 980]) hedge += s`M${x - 30},640h60v-24q-30,-16 -60,0Z`;
  out += path(hedge, "#1e3627") + shrubs([[480, 628, 26], [720, 628, 26]], "#1e3627");
  out += pineTree(a, 80, 700, 420, 150, "#13231a") + pineTree(a, 1130, 700, 400, 140, "#13231a");
  out += lamp(a, 420, 720, 90) + lamp(a, 780, 720, 90);
  return svgDoc(a, 1200, 800, "Stone estate home — illustration", out);
}

function home6(a: Art): string {
  // Contemporary glass house with pool
  let out = homeBackdrop(a, [[0, "#0f2a3d"], [0.45, "#3b5577"], [0.75, "#b2919e"], [0.88, "#e8b996"]], [[0, "#31493b"], [1, "#14221a"]], 580, "#132535");
  const house =
    rect(220, 300, 520, 14, "#f1ede6") +
    rect(240, 314, 480, 130, "#2a2a2c") +
    rect(460, 444, 560, 136, "#2a2a2c") +
    rect(440, 430, 600, 14, "#f1ede6") +
    rect(200, 440, 260, 140, "#ded6ca") +
    windows(a, [[250, 322, 460, 114, 6, 1], [480, 452, 520, 120, 7, 1]], "#1c1c1e", 3) +
    rect(222, 470, 60, 110, "#3b2f28") +
    rect(340, 470, 90, 70, a.warm());
  out += `<g id="${a.id("house")}">${house}</g>`;
  out += rect(0, 580, 1200, 14, "#d8d2c6");
  // pool reflecting the house
  out += rect(160, 594, 880, 110, a.lin("pool", [[0, "#4fb3c0"], [1, "#1b5c70"]]));
  out += `<g clip-path="url(#${a.id("pc")})">${mirror(a, "house", 594, 0.3)}</g>`;
  a.def("pc", () => `<clipPath id="${a.id("pc")}"><rect x="160" y="594" width="880" height="110"/></clipPath>`);
  out += shimmer(a, 600, 600, 700, 700, 24, "#d8f4f6", 0.4);
  out += rect(140, 704, 920, 14, "#d8d2c6");
  out += shrubs([[120, 580, 40], [1060, 584, 40], [1140, 590, 30]], "#1d3626");
  out += tree(a, 1110, 600, 330, "#2a4735") + pineTree(a, 70, 600, 340, 120, "#12211a");
  return svgDoc(a, 1200, 800, "Contemporary glass home — illustration", out);
}

function home7(a: Art): string {
  // Lake cottage with dock, golden hour
  let out = rect(0, 0, 1200, 800, a.lin("sky", [[0, "#4e7798"], [0.4, "#a8b5c2"], [0.68, "#f2d0a8"], [0.76, "#f9e0b6"]]));
  out += sunDisc(a, 260, 500, 26, "#ffe0aa", "#fff6e2", 8);
  out += path(treeLine(a, -20, 1220, 560, 30, 64, "round", 70), "#6b7b84");
  out += path("M500,560C640,470 900,440 1220,450V610H500Z", "#4d6a4e");
  out += path(forest(a, 880, 1220, 474, 90, 210, 0.5, 50, 4), "#2d4636");
  // cottage
  const shingle = a.def("sh", () => `<pattern id="${a.id("sh")}" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#8d9ea6"/><path d="M0,11.5h12M6,0v11" stroke="#7a8a92" stroke-width="1.5"/></pattern>`);
  out += rect(640, 380, 300, 170, shingle) + path("M618,390L790,250L962,390Z", "#3e4652");
  out += rect(780, 300, 0, 0, "none");
  out += circle(790, 330, 22, "#f4efe6") + circle(790, 330, 16, a.warm());
  out += windows(a, [[670, 420, 60, 80, 2, 2], [850, 420, 60, 80, 2, 2]], "#f4efe6", 3);
  out += rect(760, 440, 56, 110, "#f4efe6") + rect(767, 447, 42, 103, "#2f4a5e") + rect(774, 455, 28, 36, a.warm());
  out += path("M620,550h340v10H620Z", "#f4efe6");
  out += shrubs([[650, 552, 26], [700, 558, 20], [930, 552, 28], [990, 560, 22]], "#35553c");
  // water
  out += rect(0, 560, 1200, 240, a.lin("water", [[0, "#f0d6b0"], [0.25, "#93aab5"], [1, "#1e4058"]]));
  out += path("M500,560C700,540 900,556 1220,548V600Q900,590 500,572Z", "#3f5b42");
  out += shimmer(a, 260, 566, 800, 260, 50, "#fff3d6", 0.55);
  out += ripples(a, 0, 1200, 570, 800, 20, "#ffffff", 0.12);
  // dock, boat and chairs
  out += path("M560,640H900V630H560Z", "#6b5441") + dock(560, 900, 640, "#5a4535");
  out += speedboat(a, 380, 690, 0.6, false, 0.35);
  const chair = (x: number) => path(s`M${x},630l8,-34l12,2l-6,32ZM${x - 5},630h30v-4h-30ZM${x + 20},630v-20h5v20Z`, "#f4efe6");
  out += chair(620) + chair(670);
  out += pineTree(a, 1120, 560, 360, 140, "#1c3126");
  return svgDoc(a, 1200, 800, "Lake cottage with dock — illustration", out);
}

function home8(a: Art): string {
  // Row of townhomes
  let out = rect(0, 0, 1200, 800, a.lin("sky", [[0, "#142e45"], [0.5, "#4f6484"], [0.78, "#d3a297"], [0.9, "#f0c69e"]]));
  out += path(treeLine(a, -20, 1220, 340, 40, 100, "round", 50), "#233a4c");
  out += rect(0, 590, 1200, 60, "#2c3a33");
  const cols = ["#8a4c3c", "#e6dccb", "#2f4458", "#b9a486"];
  let body = "";
  for (let i = 0; i < 4; i++) {
    const x = 130 + i * 240;
    const col = cols[i] ?? "#8a4c3c";
    body += rect(x, 220, 240, 400, col);
    body += rect(x - 4, 206, 248, 20, i % 2 ? "#d9cfbf" : "#ece5d8");
    body += rect(x, 232, 240, 6, "#000000", op(0.15));
    body += windows(a, [[x + 30, 260, 70, 90, 2, 2], [x + 140, 260, 70, 90, 2, 2], [x + 30, 390, 70, 90, 2, 2], [x + 140, 390, 70, 90, 2, 2], [x + 30, 520, 80, 70, 2, 1]], "#f3ede2", 3);
    body += rect(x + 150, 510, 56, 110, "#1d2a36") + rect(x + 158, 518, 40, 30, a.warm());
    body += path(s`M${x + 140},506h76l-8,-14h-60Z`, "#f3ede2");
    body += rect(x + 140, 620, 76, 12, "#b8ad9c") + rect(x + 134, 632, 88, 12, "#a89d8c");
  }
  out += body;
  out += rect(0, 644, 1200, 30, "#8f8679") + rect(0, 674, 1200, 126, a.lin("street", [[0, "#3b3d46"], [1, "#161f29"]]));
  out += shrubs([[170, 630, 22], [410, 630, 22], [650, 630, 22], [890, 630, 22]], "#23402c");
  out += tree(a, 100, 660, 330, "#1e3627", "#2b2420") + tree(a, 1110, 660, 360, "#1e3627", "#2b2420");
  out += lamp(a, 370, 664, 150) + lamp(a, 850, 664, 150);
  return svgDoc(a, 1200, 800, "Townhomes — illustration", out);
}

// ---------------------------------------------------------------------------
// Blog (1600x900)
// ---------------------------------------------------------------------------

function blogLakeSunset(a: Art): string {
  const W = 1600, H = 900, hz = 520;
  let out = lake(a, {
    w: W, h: H, horizon: hz,
    sky: [[0, "#1b2f4a"], [0.25, "#5a4f6e"], [0.42, "#c07f84"], [0.54, "#f1a77c"], [0.58, "#fbd49b"]],
    water: [[0, "#f7c38d"], [0.15, "#c57f7d"], [0.55, "#3a4463"], [1, NAVY]],
    sun: { x: 800, y: 500, r: 44, glow: "#ffc682", core: "#fff0cf", spread: 9 },
    clouds: { list: [[380, 300, 320, 12], [560, 330, 200, 7], [1160, 280, 340, 11], [1040, 250, 180, 6], [800, 380, 420, 5]], color: "#f7b48e", o: 0.5 },
    hills: [{ y: 498, amp: 16, fill: "#7a5f78" }],
    shore: { fill: "#2a2640", hMin: 10, hMax: 30, kind: "mix", sp: 16 },
    shimmer: { x: 800, spread: 260, color: "#ffe1a8", n: 90 },
    reflect: 0.35,
  });
  out += path(forest(a, -30, 360, 566, 90, 270, 1, 30, 5), "#140f22");
  out += path(forest(a, 1290, 1640, 576, 90, 290, 1, 30, 5), "#140f22");
  out += path("M-20,560H380Q420,566 440,580H-20ZM1260,570H1620V590H1230Z", "#140f22");
  out += sailboat(560, 620, 0.6, "#2b2440", "#2b2440", "#221c34", false, 0.3);
  out += vignette(a, W, H, 0.4);
  return svgDoc(a, W, H, "Sunset over the lake — illustration", out);
}

function blogBoating(a: Art): string {
  const W = 1600, H = 900, hz = 470;
  let out = lake(a, {
    w: W, h: H, horizon: hz,
    sky: [[0, "#3f7aa3"], [0.3, "#8db8d0"], [0.5, "#e3eef0"]],
    water: [[0, "#a8c9d2"], [0.3, "#4f8fa6"], [1, "#174764"]],
    clouds: { list: [[300, 160, 180, 28], [390, 140, 120, 34], [1100, 210, 220, 26], [1200, 186, 120, 32], [760, 300, 160, 14]], color: "#ffffff", o: 0.75 },
    hills: [{ y: 450, amp: 14, fill: "#8fa7b2" }],
    shore: { fill: "#42604f", hMin: 14, hMax: 34, kind: "round", sp: 24 },
    reflect: 0.3,
  });
  out += cabin(a, 300, 462, 34, 18, "#f2eee6", "#5b5f66") + cabin(a, 980, 458, 40, 20, "#f2eee6", "#5b5f66") + cabin(a, 1320, 464, 30, 16, "#e9e1d2", "#5b5f66");
  out += sailboat(1200, 520, 0.45, "#ffffff", "#e5ebee", "#20435c", true, 0.25);
  out += sailboat(380, 510, 0.3, "#ffffff", "#e5ebee", "#20435c", false, 0.25);
  out += speedboat(a, 880, 730, 1.3, false, 0.55);
  return svgDoc(a, W, H, "A day of boating on the lake — illustration", out);
}

function blogDining(a: Art): string {
  const W = 1600, H = 900, hz = 470;
  let out = lake(a, {
    w: W, h: H, horizon: hz,
    sky: [[0, "#10253a"], [0.3, "#34486a"], [0.48, "#c28b8d"], [0.55, "#f1bd92"]],
    water: [[0, "#d9a08c"], [0.3, "#3d4f6c"], [1, NAVY]],
    sun: { x: 1120, y: 462, r: 22, glow: "#ffc98d", core: "#ffeccb", spread: 9 },
    shore: { fill: "#1e2a40", hMin: 10, hMax: 28, kind: "mix", sp: 16 },
    shimmer: { x: 1120, spread: 140, color: "#ffdcaa", n: 40, o: 0.5 },
    reflect: 0.3,
  });
  out += shoreLights(a, 100, 1500, hz, 18);
  // string lights
  let wire = "";
  let bulbs = "";
  for (const [x0, x1, y, sag] of [[-20, 560, 80, 90], [540, 1100, 70, 80], [1080, 1620, 90, 90]] as Array<[number, number, number, number]>) {
    wire += s`M${x0},${y}Q${(x0 + x1) / 2},${y + sag * 2} ${x1},${y}`;
    for (let t = 0.06; t < 1; t += 0.08) {
      const x = x0 + (x1 - x0) * t;
      const yy = y + sag * 2 * 2 * t * (1 - t);
      bulbs += s`<circle cx="${x}" cy="${yy + 8}" r="6"/>`;
    }
  }
  out += `<path d="${wire}" stroke="#0b1622" stroke-width="2" fill="none"/>`;
  out += `<g fill="${a.rad("bulb", [[0, "#fff3cf"], [0.35, "#ffd68a", 0.8], [1, "#ffd68a", 0]])}" transform="scale(1)">${bulbs.replace(/r="6"/g, 'r="16"')}</g>`;
  // railing + table
  out += rect(0, 640, W, 10, "#1a1f26") + `<path d="${Array.from({ length: 33 }, (_, i) => s`M${i * 50},650v90`).join("")}" stroke="#1a1f26" stroke-width="6"/>`;
  out += path("M200,760Q800,720 1400,760V900H200Z", a.lin("cloth", [[0, "#fbf5ea"], [1, "#cfc3b1"]])) + path("M200,760Q800,720 1400,760V772Q800,734 200,772Z", "#ffffff", op(0.6));
  out += rect(0, 860, W, 40, "#231c19");
  // plates, glasses, candle
  out += ellipse(560, 790, 120, 20, "#ffffff") + ellipse(560, 790, 80, 12, "#efe8da");
  out += ellipse(1040, 790, 120, 20, "#ffffff") + ellipse(1040, 790, 80, 12, "#efe8da");
  const glass = (x: number, fill: string) =>
    path(s`M${x - 26},600Q${x - 30},668 ${x},676Q${x + 30},668 ${x + 26},600Z`, "#ffffff", op(0.3)) +
    path(s`M${x - 27},640Q${x - 24},670 ${x},676Q${x + 24},670 ${x + 27},640Z`, fill) +
    rect(x - 2, 676, 4, 70, "#ffffff", op(0.5)) + ellipse(x, 748, 28, 6, "#ffffff", op(0.5));
  out += glass(720, "#7a1f2b") + glass(880, "#e9d29a");
  out += circle(800, 700, 120, a.rad("cand", [[0, "#ffd98f", 0.6], [1, "#ffd98f", 0]]));
  out += rect(786, 690, 28, 60, "#f6f1e8") + ellipse(800, 676, 7, 16, "#ffe6a8") + ellipse(800, 680, 3, 8, "#ffffff");
  return svgDoc(a, W, H, "Waterfront dining at dusk — illustration", out);
}

function blogMarket(a: Art): string {
  const W = 1600, H = 900;
  let out = rect(0, 0, W, H, a.lin("bg", [[0, "#16384f"], [1, "#0a1d2b"]], 0, 0, 1, 1));
  out += circle(1250, 250, 700, a.rad("glow", [[0, "#4f8cb0", 0.35], [1, "#4f8cb0", 0]]));
  let grid = "";
  for (let y = 200; y <= 760; y += 80) grid += s`M160,${y}H1460`;
  for (let x = 160; x <= 1460; x += 130) grid += s`M${x},180V760`;
  out += `<path d="${grid}" stroke="#ffffff" stroke-width="1"${op(0.07)}/>`;
  // bars
  let bars = "";
  const vals = [0.3, 0.36, 0.33, 0.42, 0.47, 0.44, 0.55, 0.6, 0.58, 0.7];
  vals.forEach((v, i) => {
    const x = 200 + i * 130;
    bars += s`M${x},760v${-v * 260}h50v${v * 260}Z`;
  });
  out += path(bars, "#3f8096", op(0.45));
  // rising gold line
  const pts: Pt[] = [0.22, 0.3, 0.27, 0.4, 0.38, 0.5, 0.47, 0.6, 0.68, 0.64, 0.8].map((v, i) => [160 + i * 130, 760 - v * 520]);
  let d = "";
  pts.forEach(([x, y], i) => {
    const prev = pts[i - 1];
    d += i === 0 || !prev ? s`M${x},${y}` : s`C${prev[0] + 60},${prev[1]} ${x - 60},${y} ${x},${y}`;
  });
  out += path(`${d}L1460,760L160,760Z`, a.lin("area", [[0, GOLD, 0.45], [1, GOLD, 0]]));
  out += `<path d="${d}" fill="none" stroke="${GOLD}" stroke-width="5" stroke-linecap="round"/>`;
  out += pts.map(([x, y]) => circle(x, y, 9, NAVY, ` stroke="${GOLD}" stroke-width="4"`)).join("");
  const last = pts[pts.length - 1] ?? [1460, 340];
  out += circle(last[0], last[1], 40, a.rad("dot", [[0, "#ffe2a8", 0.7], [1, "#ffe2a8", 0]]));
  out += `<path d="M160,760H1460" stroke="${CREAM}" stroke-width="2"${op(0.4)}/>`;
  // small house mark
  out += path("M1330,150l50,-40l50,40v50h-100Z", "none", ` stroke="${GOLD}" stroke-width="3"${op(0.6)}`);
  return svgDoc(a, W, H, "Market trends chart — illustration", out);
}

function blogStaging(a: Art): string {
  const W = 1600, H = 900;
  let out = rect(0, 0, W, H, a.lin("wall", [[0, "#efe7da"], [1, "#e2d6c3"]]));
  // window with lake view
  out += rect(860, 110, 560, 470, a.lin("view", [[0, "#9cb9cb"], [0.55, "#f3dcc0"], [0.56, "#6f8c80"], [0.62, "#8fb0bd"], [1, "#3f6f86"]]));
  out += path(treeLine(a, 860, 1420, 370, 20, 50, "round", 30), "#5d7a6a");
  out += path("M860,110h560v470H860ZM1135,110v470M860,340h560", "none", ` stroke="#fbf8f2" stroke-width="14"`);
  out += rect(840, 580, 600, 16, "#fbf8f2");
  // curtains
  out += path("M800,90h70v520h-70Q790,400 800,90Z", "#d9c6a4") + path("M1410,90h70q10,300 0,520h-70Z", "#d9c6a4");
  out += rect(780, 80, 720, 8, "#8a6f4a");
  // art on the wall
  out += rect(240, 180, 340, 230, "#f9f6f0", ` stroke="${GOLD}" stroke-width="8"`);
  out += path("M260,380Q330,300 420,340T560,300V390H260Z", "#9fb6c2") + path("M260,390Q360,340 460,370T560,360V390H260Z", "#16384f", op(0.8));
  out += circle(470, 270, 26, "#e9c08e");
  // floor + rug
  out += rect(0, 700, W, 200, a.lin("floor", [[0, "#b08a66"], [1, "#8a6648"]]));
  out += path("M200,780H1400L1500,890H100Z", "#e9e0cf") + path("M240,790H1360L1440,876H160Z", "none", ` stroke="${GOLD}" stroke-width="3"`);
  // sofa
  out += rect(150, 520, 700, 150, NAVY2) + rect(130, 600, 740, 110, "#1b4460");
  out += path("M110,600h70v140h-70Z", NAVY2) + path("M820,600h70v140h-70Z", NAVY2);
  out += path("M190,600q10,-70 90,-70l100,0q10,40 0,70Z", "#c9a96e") + path("M620,600q0,-70 90,-70l90,0q10,40 0,70Z", "#f3ece0");
  out += path("M400,604q0,-56 70,-56h90q10,30 0,56Z", "#d8b9a6");
  out += rect(150, 740, 12, 30, "#3a2a1e") + rect(840, 740, 12, 30, "#3a2a1e");
  // coffee table
  out += ellipse(560, 800, 220, 34, "#f5f1ea") + rect(420, 800, 16, 60, "#b8934f") + rect(684, 800, 16, 60, "#b8934f");
  out += rect(520, 766, 90, 16, "#c9a96e") + rect(530, 752, 70, 14, "#16384f");
  // plant + floor lamp
  out += path("M1020,700h80l-10,100h-60Z", "#d9cdb8");
  let leaves = "";
  for (let i = 0; i < 9; i++) {
    const ang = -150 + i * 15;
    leaves += `<ellipse cx="1060" cy="560" rx="22" ry="80" transform="rotate(${ang + 90} 1060 700) translate(0,-30)"/>`;
  }
  out += `<g fill="#4d6b4f">${leaves}</g>`;
  out += circle(1260, 460, 200, a.rad("lamp", [[0, "#ffe1a4", 0.6], [1, "#ffe1a4", 0]]));
  out += rect(1256, 460, 8, 330, "#3a3a3a") + path("M1210,460h100l-20,-90h-60Z", "#f4ead6") + rect(1220, 786, 80, 10, "#3a3a3a");
  return svgDoc(a, W, H, "Staged living room with lake view — illustration", out);
}

function blogFestival(a: Art): string {
  const W = 1600, H = 900, hz = 560;
  let out = lake(a, {
    w: W, h: H, horizon: hz,
    sky: [[0, "#0b1a2a"], [0.4, "#1d3552"], [0.6, "#6b5a78"], [0.64, "#c48e86"]],
    water: [[0, "#5d5070"], [0.3, "#23364f"], [1, "#08141f"]],
    shore: { fill: "#101c2c", hMin: 10, hMax: 30, kind: "mix", sp: 18 },
    reflect: 0.3,
  });
  // fireworks
  const burst = (cx: number, cy: number, r: number, col: string, n: number) => {
    let d = "";
    for (let i = 0; i < n; i++) {
      const t = (i / n) * Math.PI * 2;
      d += s`M${cx + Math.cos(t) * r * 0.25},${cy + Math.sin(t) * r * 0.25}L${cx + Math.cos(t) * r},${cy + Math.sin(t) * r}`;
    }
    return `<path d="${d}" stroke="${col}" stroke-width="3" stroke-linecap="round"/>` + circle(cx, cy, r * 1.4, a.rad(`fw${cx}`, [[0, col, 0.25], [1, col, 0]]));
  };
  out += burst(520, 220, 110, "#e9c886", 28) + burst(980, 160, 140, "#f2a3a0", 32) + burst(1280, 300, 90, "#c9e0f0", 24);
  // their reflections
  out += `<g transform="matrix(1 0 0 -.5 0 ${hz * 1.5})"${op(0.25)}>${burst(520, 220, 110, "#e9c886", 28)}${burst(980, 160, 140, "#f2a3a0", 32)}</g>`;
  // shoreline festival tents and lanterns
  out += path("M-20,680Q800,650 1620,680V900H-20Z", "#0c1622");
  let tents = "";
  let glow = "";
  for (let i = 0; i < 7; i++) {
    const x = 80 + i * 220;
    tents += s`M${x},700l70,-60l70,60v60h-140Z`;
    glow += s`M${x + 14},706h112v54h-112Z`;
  }
  out += path(tents, "#efe6d6") + path(glow, a.warm(), op(0.9));
  let wire = "";
  let bulbs = "";
  for (let i = 0; i < 6; i++) {
    const x0 = 150 + i * 220;
    wire += s`M${x0},640Q${x0 + 110},700 ${x0 + 220},640`;
    for (let t = 0.15; t < 1; t += 0.17) bulbs += s`<circle cx="${x0 + 220 * t}" cy="${640 + 60 * 2 * t * (1 - t) * 2 + 6}" r="4"/>`;
  }
  out += `<path d="${wire}" stroke="#0a0f16" stroke-width="1.5" fill="none"/><g fill="#ffd68a">${bulbs}</g>`;
  // dark foreground bank framed by trees
  out += path("M-20,900V800Q400,770 800,790T1620,780V900Z", "#07101a");
  out += path(forest(a, -30, 200, 820, 200, 360, 1, 50, 5) + forest(a, 1420, 1640, 810, 220, 380, 1, 50, 5), "#07101a");
  return svgDoc(a, W, H, "Lakeside festival with fireworks — illustration", out);
}

function blogSkyline(a: Art): string {
  const W = 1600, H = 900;
  let out = rect(0, 0, W, H, a.lin("sky", [[0, "#0a1a2a"], [0.45, "#1e3a58"], [0.7, "#6e6a88"], [0.8, "#c59590"]]));
  let stars = "";
  for (let i = 0; i < 60; i++) stars += s`M${a.r(0, W)},${a.r(0, 360)}h2v2h-2Z`;
  out += path(stars, "#ffffff", op(0.6));
  out += circle(1320, 160, 34, "#f6efe0") + circle(1336, 150, 32, "#0e2134");
  out += circle(800, 700, 800, a.rad("cityglow", [[0, "#f0b690", 0.35], [1, "#f0b690", 0]]));
  out += skyline(a, 120, 720, 1.45, [[0, "#284565"], [1, "#0f2438"]]);
  out += path(treeLine(a, -20, W + 20, 740, 40, 90, "round", 50), "#0a1724");
  out += rect(0, 740, W, 160, "#0a1724");
  // light trails of a road
  out += `<path d="M-20,820Q800,780 1620,810" stroke="#ffcf80" stroke-width="4" fill="none"${op(0.7)}/><path d="M-20,836Q800,796 1620,826" stroke="#e86a5a" stroke-width="3" fill="none"${op(0.6)}/>`;
  return svgDoc(a, W, H, "Charlotte skyline at night — illustration", out);
}

function blogLakehouse(a: Art): string {
  const W = 1600, H = 900, hz = 600;
  let out = rect(0, 0, W, H, a.lin("sky", [[0, "#122b42"], [0.4, "#475a7c"], [0.62, "#c79397"], [0.68, "#eebd98"]]));
  out += path(treeLine(a, -20, W + 20, hz, 90, 200, "round", 120), "#2c3b55") + path(forest(a, -20, W + 20, hz + 4, 100, 260, 0.85, 44, 4), "#15283a");
  // the house (modern lakehouse)
  const hs =
    path("M480,380L760,290L1040,380Z", "#2c2a2c") +
    rect(520, 380, 480, 210, "#3f3530") +
    windows(a, [[540, 400, 200, 170, 4, 2], [760, 400, 220, 170, 4, 2]], "#1d1a19", 3) +
    path("M700,378L760,340L820,378Z", a.warm(), op(0.9)) +
    rect(470, 586, 580, 12, "#e8e0d2");
  out += `<g id="${a.id("house")}">${hs}</g>`;
  out += path("M-20,600H1620V620H-20Z", "#1f3328");
  out += rect(0, 612, W, H - 612, a.lin("water", [[0, "#c89a95"], [0.25, "#4a5a78"], [1, NAVY]]));
  out += mirror(a, "house", 612, 0.35);
  out += shimmer(a, 760, 620, H, 600, 60, "#ffd590", 0.35);
  out += dock(560, 1100, 660, "#231f1f");
  out += path("M900,651V600h140v51ZM884,604L970,566L1056,604Z", "#231f1f") + rect(930, 616, 30, 24, a.warm());
  out += pineTree(a, 300, 620, 420, 150, "#0e1c28") + pineTree(a, 1320, 620, 460, 160, "#0e1c28") + pineTree(a, 1440, 620, 360, 130, "#0e1c28");
  return svgDoc(a, W, H, "Lakehouse at twilight — illustration", out);
}

// ---------------------------------------------------------------------------
// Site heroes
// ---------------------------------------------------------------------------

function heroHome(a: Art): string {
  const W = 1920, H = 1080, hz = 640;
  let out = lake(a, {
    w: W, h: H, horizon: hz,
    sky: [[0, "#1b3550"], [0.25, "#4f5f7e"], [0.45, "#c3908a"], [0.56, "#efb47f"], [0.6, "#fbd59a"]],
    water: [[0, "#f5c58c"], [0.14, "#c98e7e"], [0.45, "#3e4e6a"], [1, "#0b1f2e"]],
    sun: { x: 1330, y: 612, r: 40, glow: "#ffc97f", core: "#fff2d2", spread: 10 },
    clouds: { list: [[600, 330, 360, 10], [800, 360, 220, 6], [1500, 300, 380, 12], [1380, 420, 240, 6], [1700, 460, 200, 5]], color: "#f5bc90", o: 0.45 },
    hills: [{ y: 610, amp: 24, fill: "#7d6c82", n: 12 }, { y: 624, amp: 14, fill: "#55506c", n: 12 }],
    shore: { fill: "#2a2c44", hMin: 8, hMax: 24, kind: "mix", sp: 16 },
    shimmer: { x: 1330, spread: 300, color: "#ffe2a6", n: 110 },
    reflect: 0.35,
  });
  out += shoreLights(a, 700, 1800, hz, 16);
  out += sailboat(1010, 700, 0.55, "#3a3550", "#3a3550", "#2e2a44", false, 0.25);
  // dark left shore with pines + dock
  out += path(forest(a, -30, 520, 766, 140, 400, 1, 40, 5), "#0a1522");
  out += path("M-20,760H500Q560,770 600,800H-20Z", "#0a1522");
  out += dock(520, 960, 808, "#0a1522");
  out += rect(0, 0, W, H, a.rad("shade", [[0, "#08141f", 0.85], [0.5, "#0b1f2e", 0.45], [1, "#0b1f2e", 0]], 0, 1, 0.85));
  return svgDoc(a, W, H, "Lake Norman at golden hour — panorama", out);
}

function calmHero(a: Art, title: string, variant: "about" | "sold" | "blog" | "privacy" | "neighborhoods"): string {
  const W = 1920, H = 800;
  let out = "";
  if (variant === "privacy") {
    out += rect(0, 0, W, H, a.lin("bg", [[0, "#1a3d56"], [1, "#0b1f2e"]], 0, 0, 1, 1));
    out += circle(1500, 200, 700, a.rad("glow", [[0, "#8fb3cc", 0.22], [1, "#8fb3cc", 0]]));
    for (let i = 0; i < 6; i++) {
      const y = 380 + i * 80;
      out += path(ridge(a, -40, W + 40, y, 40 + i * 6, 8, H), i % 2 ? "#16384f" : "#123149", op(0.55 + i * 0.07));
    }
    out += `<path d="${ridge(a, -40, W + 40, 470, 50, 8, H).replace(/L[-\d.]+,800Z$/, "")}" fill="none" stroke="${GOLD}" stroke-width="2"${op(0.6)}/>`;
    return svgDoc(a, W, H, title, out);
  }
  const hz = variant === "neighborhoods" ? 520 : 470;
  const skyStops: Stop[] =
    variant === "about"
      ? [[0, "#19344c"], [0.35, "#4f6a85"], [0.55, "#c9a89a"], [0.59, "#e8cdb0"]]
      : variant === "sold"
        ? [[0, "#0e2336"], [0.35, "#2c4362"], [0.55, "#8b6f85"], [0.59, "#c9907f"]]
        : variant === "blog"
          ? [[0, "#142b42"], [0.35, "#40557a"], [0.55, "#b88a95"], [0.59, "#e5ae8e"]]
          : [[0, "#11293f"], [0.35, "#3d5474"], [0.6, "#b58e92"], [0.65, "#deb08f"]];
  out += lake(a, {
    w: W, h: H, horizon: hz,
    sky: skyStops,
    water: [[0, "#b89690"], [0.2, "#4b5d7a"], [1, "#0b1f2e"]],
    sun: variant === "blog" || variant === "about" ? { x: variant === "about" ? 1400 : 600, y: hz - 18, r: 22, glow: "#ffd2a0", core: "#fff1dc", spread: 10 } : undefined,
    hills:
      variant === "neighborhoods"
        ? [{ y: 380, amp: 50, fill: "#6d6885", n: 10 }, { y: 430, amp: 40, fill: "#4f5777", n: 10 }, { y: 480, amp: 30, fill: "#34425e", n: 10 }]
        : [{ y: hz - 18, amp: 16, fill: "#5c5d7a" }],
    shore: { fill: "#1c283e", hMin: 10, hMax: 30, kind: "mix", sp: 18 },
    shimmer: variant === "blog" || variant === "about" ? { x: variant === "about" ? 1400 : 600, spread: 200, color: "#ffe0b0", n: 60, o: 0.5 } : undefined,
    reflect: 0.3,
    mist: variant === "about" ? "#e9d9c8" : undefined,
  });
  if (variant === "sold" || variant === "neighborhoods") {
    out += shoreLights(a, 60, W - 60, hz, variant === "sold" ? 40 : 26);
  }
  if (variant === "sold") {
    let homes = path(ridge(a, -20, W + 20, hz - 26, 22, 8, hz + 1), "#1a2538");
    for (const [x, w, h, dy] of [[300, 70, 40, 10], [520, 90, 50, 24], [760, 64, 36, 14], [1010, 100, 56, 30], [1260, 76, 42, 18], [1480, 90, 48, 26], [1720, 60, 34, 8]] as Array<[number, number, number, number]>) {
      homes += cabin(a, x, hz - dy, w, h, "#2e3a52", "#161f30");
    }
    homes += path(treeLine(a, 180, 1820, hz + 1, 14, 40, "round", 40), "#141e2e");
    out += `<g id="${a.id("homes")}">${homes}</g>` + mirror(a, "homes", hz + 1, 0.35);
  }
  if (variant === "blog") {
    out += sailboat(1300, 560, 0.7, "#2c3550", "#2c3550", "#1f2840", true, 0.25) + sailboat(1560, 520, 0.35, "#3a4462", "#3a4462", "#2c3550", false, 0.2);
  }
  if (variant === "about") {
    out += dock(1920, 1380, 700, "#0f1d2b");
    out += path("M1500,691l10,-46l14,3l-8,43ZM1494,691h40v-5h-40ZM1522,691v-26h6v26ZM1580,691l10,-46l14,3l-8,43ZM1574,691h40v-5h-40ZM1602,691v-26h6v26Z", "#0f1d2b");
  }
  out += rect(0, 0, W, H, a.lin("dim", [[0, NAVY, 0.25], [1, NAVY, 0.55]]));
  return svgDoc(a, W, H, title, out);
}

function portrait(a: Art): string {
  const W = 800, H = 1000;
  // soft lake backdrop
  let out = rect(0, 0, W, H, a.lin("sky", [[0, "#cfdbe2"], [0.3, "#ebe4da"], [0.52, "#f6dcc3"]]));
  out += circle(560, 470, 360, a.rad("sun", [[0, "#fff1d8", 0.95], [0.4, "#ffe6c4", 0.5], [1, "#ffe6c4", 0]]));
  out += streaks(a, [[170, 200, 180, 7], [640, 150, 150, 5]], "#ffffff", 0.7);
  out += path(ridge(a, -20, 820, 500, 18, 8, 540), "#b4c0c9") + path(treeLine(a, -20, 820, 540, 10, 30, "round", 40), "#8ea3ae");
  out += rect(0, 540, W, 460, a.lin("water", [[0, "#dfe5e4"], [0.25, "#a9bfc8"], [1, "#5d8398"]]));
  out += shimmer(a, 560, 546, 760, 200, 30, "#ffffff", 0.5);
  out += ripples(a, 0, W, 550, 1000, 20, "#ffffff", 0.3);
  out += sailboat(120, 600, 0.34, "#ffffff", "#eef1f2", "#6a8796", false, 0.2);

  const skin = "#ebc4a8";
  const shade = "#d7a88b";
  const hair = a.lin("hair", [[0, "#5a3d2e"], [0.6, "#3e2a21"], [1, "#2f1f19"]]);
  const hairHi = "#7a5542";
  // hair behind the head and shoulders
  out += path("M400,210C300,196 262,272 266,356C270,440 258,540 236,628C300,660 500,660 564,628C542,540 530,440 534,370C538,286 500,210 400,210Z", hair);
  // neck with a soft shadow under the jaw
  out += path("M366,470L364,585L400,660L436,585L434,470Z", skin);
  out += path("M366,480Q400,540 434,480V520Q400,560 366,520Z", shade, op(0.8));
  // blazer
  const blazer = a.lin("blazer", [[0, "#21496a"], [1, "#0d2538"]]);
  out += path("M342,586L400,770L458,586L436,574L400,660L364,574Z", "#f7f2ea");
  out += path("M342,586C296,610 240,622 196,640C140,662 112,760 104,1000H696C688,760 660,662 604,640C560,622 504,610 458,586L400,770Z", blazer);
  out += path("M350,582L300,612L328,694L308,706L396,860L400,770Z", "#1b4361") + path("M450,582L500,612L472,694L492,706L404,860L400,770Z", "#1e4868");
  out += `<path d="M300,612L328,694L308,706L396,860M500,612L472,694L492,706L404,860M400,860V1000M230,760Q250,880 240,1000M570,760Q550,880 560,1000" stroke="#0a1e2d" stroke-width="2" fill="none"${op(0.7)}/>`;
  out += circle(400, 900, 7, GOLD) + circle(400, 960, 7, GOLD);
  out += `<path d="M372,600Q400,650 428,600" stroke="${GOLD}" stroke-width="2" fill="none"/>` + circle(400, 636, 6, GOLD);
  // face (head group sits slightly lower to shorten the neck)
  out += `<g transform="translate(0,14)">`;
  out += path("M400,236C458,236 490,284 490,350C490,420 466,478 434,500C420,510 380,510 366,500C334,478 310,420 310,350C310,284 342,236 400,236Z", skin);
  out += ellipse(352, 420, 22, 14, a.rad("blush", [[0, "#e48f7c", 0.45], [1, "#e48f7c", 0]])) + ellipse(448, 420, 22, 14, a.rad("blush", []));
  out +=
    `<g fill="none" stroke-linecap="round">` +
    `<path d="M340,346Q360,334 384,341M416,341Q440,334 460,346" stroke="#4a3328" stroke-width="5"/>` +
    `<path d="M346,374Q362,362 380,372M420,372Q438,362 454,374" stroke="#3a2820" stroke-width="3.5"/>` +
    `<path d="M403,380Q412,412 404,420Q398,424 392,421" stroke="${shade}" stroke-width="3"/>` +
    `</g>`;
  out += ellipse(363, 377, 7, 6.5, "#3a2a24") + ellipse(437, 377, 7, 6.5, "#3a2a24") + circle(365, 375, 2, "#ffffff") + circle(439, 375, 2, "#ffffff");
  out += path("M376,446Q388,438 400,443Q412,438 424,446Q400,452 376,446Z", "#b5615a") + path("M376,446Q400,470 424,446Q400,454 376,446Z", "#c7766c");
  out += `<path d="M318,332C340,322 378,300 404,264C446,288 478,330 486,390" stroke="${shade}" stroke-width="10" fill="none"${op(0.6)}/>`;
  // front hair: deep side part sweeping across, framing the face to the shoulders
  out += path(
    "M372,202C456,194 528,246 532,334C536,430 540,540 578,624C556,640 522,640 500,626C494,540 496,452 486,388C478,330 446,286 404,262C378,300 340,320 318,330C326,420 318,530 300,626C278,642 244,640 224,624C262,540 266,430 268,340C270,256 316,206 372,202Z",
    hair,
  );
  out += `<path d="M392,214Q470,222 506,300M384,226Q440,250 470,300M300,300Q300,240 352,214M512,420Q512,520 540,600" stroke="${hairHi}" stroke-width="4" fill="none" stroke-linecap="round"${op(0.7)}/>`;
  out += circle(300, 450, 6, GOLD) + circle(500, 450, 6, GOLD) + "</g>";
  return svgDoc(a, W, H, "Meredith Vance — portrait illustration", out);
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

type Job = [file: string, prefix: string, draw: (a: Art) => string];

const jobs: Job[] = [
  ["neighborhoods/troutman.svg", "nb-trt", troutman],
  ["neighborhoods/hickory.svg", "nb-hck", hickory],
  ["neighborhoods/charlotte.svg", "nb-clt", charlotte],
  ["neighborhoods/cornelius.svg", "nb-cor", cornelius],
  ["neighborhoods/davidson.svg", "nb-dav", davidson],
  ["neighborhoods/denver.svg", "nb-den", denver],
  ["neighborhoods/huntersville.svg", "nb-hnt", huntersville],
  ["neighborhoods/mooresville.svg", "nb-mrs", mooresville],
  ["homes/home-1.svg", "hm1", home1],
  ["homes/home-2.svg", "hm2", home2],
  ["homes/home-3.svg", "hm3", home3],
  ["homes/home-4.svg", "hm4", home4],
  ["homes/home-5.svg", "hm5", home5],
  ["homes/home-6.svg", "hm6", home6],
  ["homes/home-7.svg", "hm7", home7],
  ["homes/home-8.svg", "hm8", home8],
  ["blog/lake-sunset.svg", "bl-sun", blogLakeSunset],
  ["blog/boating.svg", "bl-boat", blogBoating],
  ["blog/dining.svg", "bl-din", blogDining],
  ["blog/market-chart.svg", "bl-mkt", blogMarket],
  ["blog/staging-interior.svg", "bl-stg", blogStaging],
  ["blog/festival.svg", "bl-fst", blogFestival],
  ["blog/skyline.svg", "bl-sky", blogSkyline],
  ["blog/lakehouse.svg", "bl-lkh", blogLakehouse],
  ["site/hero-home.svg", "st-home", heroHome],
  ["site/about-hero.svg", "st-abt", (a) => calmHero(a, "Quiet morning on the lake — illustration", "about")],
  ["site/sold-hero.svg", "st-sold", (a) => calmHero(a, "Lakeshore homes at twilight — illustration", "sold")],
  ["site/blog-hero.svg", "st-blog", (a) => calmHero(a, "Evening sail on the lake — illustration", "blog")],
  ["site/privacy-hero.svg", "st-prv", (a) => calmHero(a, "Calm water abstract — illustration", "privacy")],
  ["site/neighborhoods-hero.svg", "st-nbh", (a) => calmHero(a, "Hills and coves around the lake — illustration", "neighborhoods")],
  ["site/agent-portrait.svg", "st-por", portrait],
];

const heroScenes: Job[] = jobs
  .filter(([file]) => file.startsWith("neighborhoods/"))
  .map(([file, prefix, draw]) => [
    file.replace(/\.svg$/, "-scene.svg"),
    `${prefix}s`,
    (a) => {
      drawPlaceNames = false;
      try {
        return draw(a);
      } finally {
        drawPlaceNames = true;
      }
    },
  ]);

let failed = false;
for (const [file, prefix, draw] of [...jobs, ...heroScenes]) {
  const target = join(OUT, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, draw(new Art(prefix)));
  const size = statSync(target).size;
  const flag = size > MAX_BYTES ? "  <-- over budget" : "";
  if (flag) failed = true;
  console.log(`${relative(ROOT, target).padEnd(44)} ${(size / 1024).toFixed(1).padStart(5)} KB${flag}`);
}
if (failed) {
  console.error(`Some files exceed ${MAX_BYTES / 1024} KB.`);
  process.exitCode = 1;
} else {
  await generateImageVariants();
}
