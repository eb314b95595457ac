/**
 * The drawing kit of scripts/generate-artwork.ts: number formatting, the per-file drawing context
 * (prefixed ids, gradients, a PRNG seeded by the file name) and the primitives the scenes share.
 */

// Palette
export const NAVY = "#0f2a3d";
export const NAVY2 = "#16384f";
export const GOLD = "#c9a96e";
export const CREAM = "#f6f1e8";

export type Stop = [offset: number, color: string, opacity?: number];
export type Pt = [number, number];

// ---------------------------------------------------------------------------
// Formatting helpers
// ---------------------------------------------------------------------------

/** Round to integers (1 decimal below 10, 2 below 1 — opacities, scales). */
export function fmt(v: number): string {
  const m = Math.abs(v);
  const k = m < 1 ? 100 : m < 10 ? 10 : 1;
  const r = Math.round(v * k) / k;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Template tag that rounds every interpolated number. */
export function s(strs: TemplateStringsArray, ...vals: Array<string | number>): string {
  let out = strs[0] ?? "";
  vals.forEach((v, i) => {
    out += (typeof v === "number" ? fmt(v) : v) + (strs[i + 1] ?? "");
  });
  return out;
}

export function esc(t: string): string {
  return t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function hashSeed(str: string): number {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
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

export class Art {
  readonly defs: string[] = [];
  private readonly made = new Set<string>();
  private readonly rng: () => number;

  /** `prefix` names the file's ids; `seed` (the prefix unless given) seeds its choices. */
  constructor(
    readonly prefix: string,
    seed = prefix,
  ) {
    this.rng = mulberry32(hashSeed(seed));
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
    return st.map(([o, c, op]) => `<stop offset="${fmt(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${fmt(op)}"`}/>`).join("");
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

export function svgDoc(a: Art, w: number, h: number, title: string, body: string): string {
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

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return s`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
}

export function poly(pts: Pt[], close = true): string {
  return pts.map(([x, y], i) => s`${i ? "L" : "M"}${x},${y}`).join("") + (close ? "Z" : "");
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return s`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return s`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
}

export function op(v: number): string {
  return ` opacity="${fmt(v)}"`;
}

/** Blend two #rrggbb colours. */
export function mix(c1: string, c2: string, t: number): string {
  const parse = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const A = parse(c1);
  const B = parse(c2);
  return (
    "#" +
    A.map((v, i) =>
      Math.round(v + ((B[i] ?? v) - v) * t)
        .toString(16)
        .padStart(2, "0"),
    ).join("")
  );
}

/** Circle as a path fragment (so many circles can share one path). */
export function circ(cx: number, cy: number, r: number): string {
  const R = Math.max(1, Math.round(r));
  return `M${Math.round(cx - R)},${Math.round(cy)}a${R},${R} 0 1 1 ${2 * R},0a${R},${R} 0 1 1 ${-2 * R},0`;
}

/** Closed polygon using integer relative moves (compact). */
export function relPoly(pts: Pt[]): string {
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
export function pineD(a: Art, x: number, base: number, h: number, w: number, tiers = 4): string {
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
export function forest(a: Art, x0: number, x1: number, base: number, hMin: number, hMax: number, pineShare: number, sp: number, tiers = 4): string {
  let d = "";
  let x = x0;
  while (x < x1) {
    const h = a.r(hMin, hMax);
    if (a.r() < pineShare) {
      d += pineD(a, x, base + 2, h, h * a.r(0.34, 0.46), tiers);
    } else {
      const r = h * 0.3;
      d +=
        circ(x, base - h + r, r) +
        circ(x - r * 0.8, base - h * 0.45, r * 0.9) +
        circ(x + r * 0.8, base - h * 0.48, r * 0.85) +
        s`M${x - r * 1.6},${base + 2}V${base - h * 0.4}H${x + r * 1.6}V${base + 2}Z`;
    }
    x += sp * a.r(0.6, 1.3);
  }
  return d;
}

/** Broadleaf tree with a softly shaded canopy. */
export function tree(a: Art, x: number, base: number, h: number, color: string, trunk = "#2b2420"): string {
  const g = a.lin(
    `tr${color.slice(1)}`,
    [
      [0, mix(color, "#f6d9a4", 0.3)],
      [0.55, color],
      [1, mix(color, "#000000", 0.35)],
    ],
    0.15,
    0,
    0.75,
    1,
  );
  const r = h * 0.2;
  const cy = base - h * 0.48;
  const blobs: Array<[number, number, number]> = [
    [0, -1.5, 1.1],
    [-1.15, -0.85, 1],
    [1.1, -0.95, 0.95],
    [-1.65, 0.15, 0.85],
    [1.7, 0.05, 0.85],
    [0, -0.1, 1.15],
    [-0.75, 0.7, 0.85],
    [0.85, 0.7, 0.9],
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
export function ridge(a: Art, x0: number, x1: number, y: number, amp: number, n: number, bottom: number): string {
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
export function smooth(pts: Pt[], bottom: number): string {
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

export type TreeKind = "pine" | "round" | "mix";

/** Silhouette tree line as a single path, base at `base`. */
export function treeLine(a: Art, x0: number, x1: number, base: number, hMin: number, hMax: number, kind: TreeKind, sp: number): string {
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
export function mirror(a: Art, id: string, y: number, opacity: number, extra = ""): string {
  return s`<use href="#${a.id(id)}" transform="matrix(1 0 0 -1 0 ${2 * y})"${op(opacity)}${extra}/>`;
}

export function sunDisc(a: Art, x: number, y: number, r: number, glow: string, core: string, spread = 7): string {
  const g = a.rad("sun", [
    [0, glow, 0.9],
    [0.16, glow, 0.45],
    [0.45, glow, 0.12],
    [1, glow, 0],
  ]);
  return circle(x, y, r * spread, g) + circle(x, y, r, core);
}

/** Horizontal glints on water, centred on x. */
export function shimmer(a: Art, x: number, y0: number, y1: number, spread: number, n: number, color: string, o: number, sw = 2): string {
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
export function ripples(a: Art, x0: number, x1: number, y0: number, y1: number, n: number, color: string, o: number): string {
  let d = "";
  for (let i = 0; i < n; i++) {
    const y = y0 + (y1 - y0) * (i / n) ** 1.3 + a.r(0, 6);
    const x = a.r(x0, x1 - 80);
    d += s`M${x},${y}h${a.r(40, 260)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="1.5"${op(o)}/>`;
}

/** Soft cloud streaks that taper at both ends. */
export function streaks(a: Art, list: Array<[number, number, number, number]>, color: string, o: number): string {
  const g = a.lin(
    `cl${color.slice(1)}`,
    [
      [0, color, 0],
      [0.5, color, 1],
      [1, color, 0],
    ],
    0,
    0,
    1,
    0,
  );
  return `<g fill="${g}"${op(o)}>${list.map(([x, y, rx, ry]) => ellipse(x, y, rx, ry, g).replace(` fill="${g}"`, "")).join("")}</g>`;
}

export function sailboat(x: number, y: number, sc: number, sail: string, shade: string, hull: string, flip = false, reflect = 0.25): string {
  const body = path("M4,-6L4,-124L56,-6Z", sail) + path("M-3,-12L-3,-108L-42,-12Z", shade) + path("M-50,0L54,0L42,13L-38,13Z", hull);
  const t = s`translate(${x},${y}) scale(${flip ? -sc : sc},${sc})`;
  const refl = reflect ? `<g transform="scale(1,-1) translate(0,-26)"${op(reflect)}>${body}</g>` : "";
  return `<g transform="${t}">${refl}${body}</g>`;
}

export function speedboat(a: Art, x: number, y: number, sc: number, flip = false, wake = 0.5): string {
  const hull =
    path("M0,-26H200Q232,-28 262,-36Q244,-8 200,0H8Z", "#f6f1e8") +
    path("M2,-12H244Q230,-3 200,0H8Z", NAVY2) +
    path("M120,-26L150,-46H186L198,-26Z", "#bcd7e4", op(0.85)) +
    path("M60,-26v-9h40v9Z", "#2a3a48");
  const g = a.lin(
    "wake",
    [
      [0, "#ffffff", 0],
      [1, "#ffffff", 1],
    ],
    0,
    0,
    1,
    0,
  );
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
export function dock(x0: number, x1: number, y: number, color: string, o = 1): string {
  let d = s`M${x0},${y - 9}H${x1}v9H${x0}Z`;
  const n = Math.max(2, Math.round(Math.abs(x1 - x0) / 70));
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    d += s`M${x - 3},${y - 22}h6v40h-6Z`;
  }
  return path(d, color, o === 1 ? "" : op(o));
}

/** Little lakeside house: body, roof, glowing window. */
export function cabin(a: Art, x: number, y: number, w: number, h: number, body: string, roof: string): string {
  const rh = h * 0.7;
  return (
    rect(x, y - h, w, h, body) +
    path(
      poly([
        [x - w * 0.08, y - h],
        [x + w / 2, y - h - rh],
        [x + w * 1.08, y - h],
      ]),
      roof,
    ) +
    rect(x + w * 0.2, y - h * 0.7, w * 0.22, h * 0.4, a.warm()) +
    rect(x + w * 0.58, y - h * 0.7, w * 0.22, h * 0.4, a.warm())
  );
}

/** Tiny points of warm light along a far shore, with reflections. */
export function shoreLights(a: Art, x0: number, x1: number, y: number, n: number): string {
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

export function pineTree(a: Art, x: number, base: number, h: number, w: number, color: string): string {
  return path(pineD(a, x, base, h, w, 5), color);
}

export function shrubs(list: Array<[number, number, number]>, color: string, extra = ""): string {
  return `<g fill="${color}"${extra}>${list.map(([x, y, r]) => ellipse(x, y, r, r * 0.72, "").replace(' fill=""', "")).join("")}</g>`;
}

/** Lit windows (or `glass`, say a daylight reflection) with their muntins. */
export function windows(a: Art, list: Array<[number, number, number, number, number?, number?]>, frame: string, sw = 3, glass = a.warm()): string {
  let rects = "";
  let d = "";
  for (const [x, y, w, h, cols = 1, rows = 1] of list) {
    rects += s`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`;
    for (let i = 1; i < cols; i++) d += s`M${x + (w * i) / cols},${y}v${h}`;
    for (let j = 1; j < rows; j++) d += s`M${x},${y + (h * j) / rows}h${w}`;
  }
  return `<g fill="${glass}" stroke="${frame}" stroke-width="${fmt(sw)}">${rects}${d ? `<path d="${d}"/>` : ""}</g>`;
}

export function lamp(a: Art, x: number, base: number, h: number, color = "#1a2430"): string {
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

export function vignette(a: Art, w: number, h: number, strength = 0.45): string {
  const v = a.rad(
    "vig",
    [
      [0.55, NAVY, 0],
      [1, NAVY, strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  return rect(0, 0, w, h, v);
}

// ---------------------------------------------------------------------------
// Lake scene scaffold
// ---------------------------------------------------------------------------

export interface LakeOpts {
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

export function lake(a: Art, o: LakeOpts): string {
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
    out += rect(
      0,
      H - 60,
      o.w,
      110,
      a.lin("mist", [
        [0, o.mist, 0],
        [0.55, o.mist, 0.45],
        [1, o.mist, 0],
      ]),
    );
  }
  if (o.sun && o.shimmer) {
    const sm = o.shimmer;
    out += shimmer(a, sm.x, H + 3, o.h, sm.spread, sm.n, sm.color, sm.o ?? 0.7, 2.5);
  }
  out += ripples(a, 0, o.w, H + 10, o.h, 26, "#ffffff", 0.08);
  return out;
}

// ---------------------------------------------------------------------------
// Charlotte skyline
// ---------------------------------------------------------------------------

export interface Building {
  x: number;
  w: number;
  h: number;
  kind?: "boa" | "duke" | "truist" | "spire";
}

export const CLT: Building[] = [
  { x: 0, w: 60, h: 120 },
  { x: 50, w: 55, h: 175 },
  { x: 100, w: 70, h: 140 },
  { x: 165, w: 55, h: 235 },
  { x: 215, w: 80, h: 330, kind: "duke" },
  { x: 290, w: 60, h: 205 },
  { x: 345, w: 72, h: 440, kind: "boa" },
  { x: 412, w: 60, h: 270 },
  { x: 470, w: 74, h: 350, kind: "truist" },
  { x: 540, w: 52, h: 190 },
  { x: 585, w: 88, h: 255, kind: "spire" },
  { x: 668, w: 58, h: 160 },
  { x: 720, w: 70, h: 215 },
  { x: 785, w: 48, h: 125 },
  { x: 828, w: 80, h: 165 },
  { x: 900, w: 60, h: 100 },
];

/** Charlotte-like skyline path, base at y=0, x from 0..960. */
export function skylinePath(): string {
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

export function skyline(a: Art, x: number, base: number, sc: number, bodyStops: Stop[]): string {
  const lit1 = a.def(
    "lit1",
    () =>
      `<pattern id="${a.id("lit1")}" width="12" height="16" patternUnits="userSpaceOnUse"><rect x="4" y="5" width="4" height="6" fill="#ffd98f" opacity=".55"/></pattern>`,
  );
  const lit2 = a.def(
    "lit2",
    () =>
      `<pattern id="${a.id("lit2")}" width="36" height="48" patternUnits="userSpaceOnUse"><rect x="16" y="21" width="4" height="6" fill="#fff0c8"/><rect x="4" y="37" width="4" height="6" fill="#fff0c8"/></pattern>`,
  );
  const t = s`translate(${x},${base}) scale(${sc})`;
  return (
    a.def("city", () => `<path id="${a.id("city")}" d="${skylinePath()}"/>`).slice(0, 0) +
    `<g transform="${t}"><use href="#${a.id("city")}" fill="${a.lin("bldg", bodyStops)}"/>` +
    `<use href="#${a.id("city")}" fill="${lit1}"/><use href="#${a.id("city")}" fill="${lit2}"${op(0.8)}/></g>`
  );
}

// ---------------------------------------------------------------------------
// Main streets
// ---------------------------------------------------------------------------

const STOREFRONT_COLORS = ["#8b4c3c", "#6f4236", "#d8c8aa", "#2f4458", "#9c5e48", "#c9b79a", "#7a4a3c"];

/** A row of brick shopfronts with awnings from x0 to x1; `first` shifts which colours lead. */
export function storefronts(a: Art, x0: number, x1: number, base: number, first = 0): string {
  let out = "";
  let x = x0;
  let i = first;
  const awn = ["#1f3d33", NAVY2, "#6b2f2f", "#3b4a3f"];
  while (x < x1) {
    const w = 190 + ((i * 53) % 80);
    const h = 220 + ((i * 71) % 100);
    const col = STOREFRONT_COLORS[i % STOREFRONT_COLORS.length] ?? "#8b4c3c";
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
