import {
  NAVY,
  circle,
  dock,
  ellipse,
  forest,
  lamp,
  mirror,
  mix,
  op,
  path,
  pineTree,
  poly,
  rect,
  ripples,
  s,
  shimmer,
  shrubs,
  speedboat,
  streaks,
  sunDisc,
  svgDoc,
  tree,
  treeLine,
  windows,
  type Art,
  type Pt,
  type Stop,
} from "./kit.ts";

/**
 * Generated pictures of homes (1200x800), so that every sold home and every home for sale on the
 * site has a picture of its own (issue 12). A brief names the architecture, the setting and the
 * size; the light, the season, the colours, the proportions and which way the house faces come
 * from the file's PRNG (Art), so each picture differs and re-running the generator reproduces it.
 */

export type HomeStyle =
  "colonial" | "craftsman" | "farmhouse" | "modern" | "estate" | "shingle" | "cottage" | "ranch" | "mediterranean" | "tudor" | "townhomes" | "condo";

export type HomeSetting = "lawn" | "lake" | "woods" | "street" | "pool";

export type HomeBrief = {
  style: HomeStyle;
  setting: HomeSetting;
  /** Square feet: bigger homes are drawn wider. */
  sqft: number;
  /** Brick or stone where the style allows it. */
  masonry?: boolean;
  /** A split-rail fence and a barn (a farm), a garage wing, a front porch. */
  extras?: ReadonlyArray<"farm" | "garage" | "porch">;
};

const W = 1200;
const H = 800;

type Light = {
  sky: Stop[];
  far: string;
  near: string;
  lawn: Stop[];
  water: Stop[];
  /** Evening: windows glow. Day: they reflect the sky. */
  lit: boolean;
  /** How far the house's colours sink toward the night. */
  shade: number;
  sun?: { y: number; r: number; glow: string; core: string };
  stars?: boolean;
  clouds?: string;
};

const LIGHTS: Light[] = [
  {
    sky: [
      [0, "#16344d"],
      [0.45, "#546785"],
      [0.72, "#cf9e98"],
      [0.85, "#f2c7a0"],
    ],
    far: "#3a4660",
    near: "#172a38",
    lawn: [
      [0, "#3e5a44"],
      [1, "#1c2e24"],
    ],
    water: [
      [0, "#8c7f93"],
      [0.3, "#3f5572"],
      [1, NAVY],
    ],
    lit: true,
    shade: 0.08,
    sun: { y: 500, r: 20, glow: "#ffcf9a", core: "#fff0d6" },
  },
  {
    sky: [
      [0, "#0c1f33"],
      [0.5, "#33476b"],
      [0.8, "#8a7d9e"],
      [0.93, "#c99aa2"],
    ],
    far: "#2f3b58",
    near: "#121f2c",
    lawn: [
      [0, "#34503f"],
      [1, "#16241c"],
    ],
    water: [
      [0, "#7a6f8e"],
      [0.3, "#2f4566"],
      [1, "#0b1c2b"],
    ],
    lit: true,
    shade: 0.2,
    stars: true,
  },
  {
    sky: [
      [0, "#06101c"],
      [0.55, "#132a4a"],
      [0.92, "#34466c"],
    ],
    far: "#1e2b44",
    near: "#0a1420",
    lawn: [
      [0, "#23382d"],
      [1, "#0d1812"],
    ],
    water: [
      [0, "#2c3858"],
      [1, "#060e18"],
    ],
    lit: true,
    shade: 0.38,
    stars: true,
  },
  {
    sky: [
      [0, "#4e7798"],
      [0.4, "#a8b5c2"],
      [0.7, "#f2d0a8"],
      [0.86, "#f9e0b6"],
    ],
    far: "#7d8a8e",
    near: "#3a5442",
    lawn: [
      [0, "#6b8a4e"],
      [1, "#34502f"],
    ],
    water: [
      [0, "#f0d6b0"],
      [0.25, "#93aab5"],
      [1, "#1e4058"],
    ],
    lit: true,
    shade: 0,
    sun: { y: 520, r: 26, glow: "#ffe0aa", core: "#fff6e2" },
    clouds: "#fff1dc",
  },
  {
    sky: [
      [0, "#5f8fb6"],
      [0.5, "#a9c6d8"],
      [0.86, "#e9eee8"],
    ],
    far: "#8aa2a0",
    near: "#4a6b55",
    lawn: [
      [0, "#7b9a58"],
      [1, "#3f5f37"],
    ],
    water: [
      [0, "#c7dbe2"],
      [0.3, "#6f9cb0"],
      [1, "#234d66"],
    ],
    lit: false,
    shade: 0,
    clouds: "#ffffff",
  },
  {
    sky: [
      [0, "#1d3250"],
      [0.35, "#6a5a7c"],
      [0.62, "#db8f7a"],
      [0.82, "#f6c48e"],
    ],
    far: "#5a4f6a",
    near: "#1f2a38",
    lawn: [
      [0, "#4a5a3e"],
      [1, "#1f2c20"],
    ],
    water: [
      [0, "#e9a987"],
      [0.3, "#6a5f7e"],
      [1, "#15273c"],
    ],
    lit: true,
    shade: 0.06,
    sun: { y: 540, r: 30, glow: "#ffb98a", core: "#ffe6c4" },
  },
];

/** Foreground foliage: summer, autumn, spring blossom, evergreen. */
const SEASONS = [
  ["#2c4a34", "#26412e", "#355a3c"],
  ["#a35d2c", "#2f4a33", "#b9802f"],
  ["#4f7a44", "#d7a3b2", "#3f6a3e"],
  ["#1f3a2c", "#28473a", "#1b3326"],
];

const SIDING = ["#eeeae2", "#d9d4c7", "#aeb8b4", "#7d8f83", "#5f7183", "#33465a", "#e8dcb2", "#b9a58a", "#c9cdd0", "#8e6f5e"];
const ROOFS = ["#2f3540", "#3b3533", "#2a2c30", "#4a4f57", "#4e3f35", "#33403a"];
const TRIMS = ["#f7f3ec", "#efe7d8"];
const DOORS = ["#1d2a36", "#6b2f2f", "#2f4a3a", "#3a2a22", "#1e2226", "#7a5a2e", "#2e4d6b"];
const BRICKS = ["#8b4c3c", "#9c5e48", "#7a4436", "#a8705a", "#e9e4da"];
const STONES: Array<[string, string, string]> = [
  ["#b5a48c", "#958670", "#c4b398"],
  ["#a7a59f", "#85837d", "#bab8b2"],
  ["#c2ad8c", "#a08d6e", "#d3c2a2"],
];
const STUCCO = ["#efe2c8", "#e6d2b2", "#f1e6d6", "#e8cdb0"];

type Win = [x: number, y: number, w: number, h: number, cols?: number, rows?: number];

/** What every style draws with: the ground line, the centre, the width, colours and glass. */
type Kit = {
  a: Art;
  cx: number;
  /** Ground line the house stands on. */
  g: number;
  /** Overall width of the house. */
  w: number;
  light: Light;
  glass: string;
  trim: string;
  roof: string;
  door: string;
  /** The house's colours as the light shows them. */
  tint: (color: string) => string;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  brief: HomeBrief;
};

// ---------------------------------------------------------------------------
// Materials
// ---------------------------------------------------------------------------

const key = (color: string) => color.slice(1);

function siding(k: Kit, color: string): string {
  const c = k.tint(color);
  return k.a.def(
    `sd${key(c)}`,
    () =>
      `<pattern id="${k.a.id(`sd${key(c)}`)}" width="8" height="14" patternUnits="userSpaceOnUse"><rect width="8" height="14" fill="${c}"/><rect y="12" width="8" height="2" fill="${mix(c, "#000000", 0.14)}"/></pattern>`,
  );
}

function brick(k: Kit, color: string): string {
  const c = k.tint(color);
  const mortar = mix(c, "#e8e0d0", 0.3);
  return k.a.def(
    `bk${key(c)}`,
    () =>
      `<pattern id="${k.a.id(`bk${key(c)}`)}" width="32" height="16" patternUnits="userSpaceOnUse"><rect width="32" height="16" fill="${c}"/><path d="M0,7.5h32M0,15.5h32M8,0v8M24,8v8" stroke="${mortar}" stroke-width="1.2"/></pattern>`,
  );
}

function stone(k: Kit, tones: [string, string, string]): string {
  const [base, line, light] = tones.map(k.tint) as [string, string, string];
  return k.a.def(
    `st${key(base)}`,
    () =>
      `<pattern id="${k.a.id(`st${key(base)}`)}" width="60" height="32" patternUnits="userSpaceOnUse"><rect width="60" height="32" fill="${base}"/><path d="M0,15.5h60M0,31.5h60M22,0v16M52,0v16M8,16v16M38,16v16" stroke="${line}" stroke-width="2"/><rect x="24" y="2" width="26" height="12" fill="${light}"/><rect x="40" y="18" width="18" height="12" fill="${line}" opacity=".5"/></pattern>`,
  );
}

function batten(k: Kit, color: string): string {
  const c = k.tint(color);
  return k.a.def(
    `bb${key(c)}`,
    () =>
      `<pattern id="${k.a.id(`bb${key(c)}`)}" width="22" height="10" patternUnits="userSpaceOnUse"><rect width="22" height="10" fill="${c}"/><rect width="3" height="10" fill="${mix(c, "#000000", 0.12)}"/></pattern>`,
  );
}

function shingles(k: Kit, color: string): string {
  const c = k.tint(color);
  return k.a.def(
    `sh${key(c)}`,
    () =>
      `<pattern id="${k.a.id(`sh${key(c)}`)}" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="${c}"/><path d="M0,11.5h12M6,0v11" stroke="${mix(c, "#000000", 0.15)}" stroke-width="1.5"/></pattern>`,
  );
}

function slats(k: Kit, color: string): string {
  const c = k.tint(color);
  return k.a.def(
    `sl${key(c)}`,
    () =>
      `<pattern id="${k.a.id(`sl${key(c)}`)}" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${c}"/><rect x="8" width="2" height="10" fill="${mix(c, "#000000", 0.25)}"/></pattern>`,
  );
}

function tiles(k: Kit): string {
  const c = k.tint("#b8613f");
  return k.a.def(
    "tile",
    () =>
      `<pattern id="${k.a.id("tile")}" width="18" height="10" patternUnits="userSpaceOnUse"><rect width="18" height="10" fill="${c}"/><path d="M0,9h18M4,0v9" stroke="${mix(c, "#000000", 0.28)}" stroke-width="2"/></pattern>`,
  );
}

function seams(k: Kit, color: string): string {
  const c = k.tint(color);
  return k.a.def(
    `sm${key(c)}`,
    () =>
      `<pattern id="${k.a.id(`sm${key(c)}`)}" width="16" height="10" patternUnits="userSpaceOnUse"><rect width="16" height="10" fill="${c}"/><rect width="2" height="10" fill="${mix(c, "#ffffff", 0.12)}"/></pattern>`,
  );
}

// ---------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------

/** Roof seen from the front with its ridge across: a trapezoid (inset 0: a side gable). */
function roofAcross(x: number, top: number, w: number, rise: number, eave: number, inset: number, fill: string): string {
  return path(
    poly([
      [x - eave, top + 4],
      [x + inset, top - rise],
      [x + w - inset, top - rise],
      [x + w + eave, top + 4],
    ]),
    fill,
  );
}

/** Front-facing gable: roof edges in `roof`, the gable's face in `face`. */
function gable(x: number, top: number, w: number, rise: number, eave: number, roof: string, face: string, edge = 18): string {
  const outer: Pt[] = [
    [x - eave, top + eave * 0.3],
    [x + w / 2, top - rise],
    [x + w + eave, top + eave * 0.3],
  ];
  const inner: Pt[] = [
    [x + w * 0.02, top + 2],
    [x + w / 2, top - rise + edge * 1.1],
    [x + w * 0.98, top + 2],
  ];
  return path(poly(outer), roof) + (rise > edge ? path(poly(inner), face) : "");
}

function chimney(k: Kit, x: number, top: number, w: number, h: number, color: string): string {
  const c = k.tint(color);
  return rect(x, top, w, h, c) + rect(x - 4, top, w + 8, 10, mix(c, "#000000", 0.2));
}

/** A paneled door with a lit or glazed transom. */
function entry(k: Kit, x: number, bottom: number, w: number, h: number, arched = false): string {
  const c = k.tint(k.door);
  if (arched) {
    const r = w / 2;
    return (
      path(s`M${x},${bottom}V${bottom - h + r}a${r},${r} 0 0 1 ${w},0V${bottom}Z`, c) +
      path(s`M${x + 6},${bottom - h + r + 2}a${r - 6},${r - 6} 0 0 1 ${w - 12},0Z`, k.glass)
    );
  }
  return (
    rect(x, bottom - h, w, h, c) + rect(x + w * 0.18, bottom - h + 10, w * 0.64, h * 0.32, k.glass) + rect(x - 6, bottom - h - 8, w + 12, 8, k.tint(k.trim))
  );
}

/** Windows in a row of `n` bays between x0 and x1, top at y. */
function bays(x0: number, x1: number, n: number, y: number, ww: number, wh: number, cols = 2, rows = 3): Win[] {
  const step = (x1 - x0) / n;
  return Array.from({ length: n }, (_, i): Win => [x0 + step * (i + 0.5) - ww / 2, y, ww, wh, cols, rows]);
}

function shutters(list: Win[], color: string): string {
  let d = "";
  for (const [x, y, w, h] of list) d += s`M${x - 20},${y}h15v${h}h-15ZM${x + w + 5},${y}h15v${h}h-15Z`;
  return path(d, color);
}

function glazing(k: Kit, list: Win[], frame = k.trim, sw = 3): string {
  return windows(k.a, list, k.tint(frame), sw, k.glass);
}

/** Porch roof on posts across [x0, x1], its roof at `top`. */
function porch(k: Kit, x0: number, x1: number, top: number, posts: number, post: string, roof: string, depth = 26): string {
  let d = "";
  for (let i = 0; i <= posts; i++) {
    const x = x0 + 6 + ((x1 - x0 - 12) * i) / posts;
    d += s`M${x - 5},${top + depth}h10V${k.g}h-10Z`;
  }
  return (
    path(s`M${x0 - 12},${top + depth}L${x0 + 8},${top}H${x1 - 8}L${x1 + 12},${top + depth}Z`, k.tint(roof)) +
    path(d, k.tint(post)) +
    rect(x0, k.g - 10, x1 - x0, 10, k.tint(mix(post, "#8a7f72", 0.6)))
  );
}

// ---------------------------------------------------------------------------
// Styles: each draws one house standing on k.g, centred on k.cx, k.w wide
// ---------------------------------------------------------------------------

function colonial(k: Kit): string {
  const { g, cx } = k;
  const wings = k.w > 700;
  const mw = wings ? k.w * 0.6 : k.w;
  const x = cx - mw / 2;
  const top = g - 262;
  const wall = k.brief.masonry ? brick(k, k.pick(BRICKS)) : siding(k, k.pick(["#eeeae2", "#d9d4c7", "#aeb8b4", "#e8dcb2", "#c9cdd0", "#5f7183"]));
  const roof = k.tint(k.roof);
  let out = "";
  if (wings) {
    const ww = (k.w - mw) / 2 - 6;
    for (const wx of [cx - k.w / 2, cx + mw / 2 + 6]) {
      out += rect(wx, g - 160, ww, 160, wall) + roofAcross(wx, g - 160, ww, 62, 10, 40, roof);
      out += glazing(k, bays(wx, wx + ww, 2, g - 128, 52, 84));
    }
  }
  if (k.chance(0.75)) out += chimney(k, x + 34, top - 130, 40, 140, k.brief.masonry ? "#7a4336" : k.pick(["#7a4336", "#d9d4c7", "#8a7f72"]));
  if (k.chance(0.75)) out += chimney(k, x + mw - 74, top - 130, 40, 140, k.brief.masonry ? "#7a4336" : k.pick(["#7a4336", "#d9d4c7", "#8a7f72"]));
  out += roofAcross(x, top, mw, 100, 22, k.pick([0, 60, 90]), roof);
  out += rect(x, top, mw, 262, wall) + rect(x - 6, top, mw + 12, 12, k.tint(k.trim));
  const n = mw > 460 ? 5 : 3;
  const upper = bays(x + 10, x + mw - 10, n, top + 38, 54, 88);
  const lower = bays(x + 10, x + mw - 10, n, top + 158, 54, 92).filter((_, i) => i !== (n - 1) / 2);
  const list = [...upper, ...lower];
  if (k.chance(0.7)) out += shutters(list, k.tint(k.pick(["#1d2a36", "#1e2226", "#2f4a3a", "#3b3533"])));
  out += glazing(k, list);
  if (k.chance(0.35)) {
    for (const dx of [-0.28, 0, 0.28])
      out +=
        gable(cx + mw * dx - 26, top - 30, 52, 34, 6, roof, k.tint(k.trim)) +
        rect(cx + mw * dx - 20, top - 30, 40, 26, k.tint(k.trim)) +
        glazing(k, [[cx + mw * dx - 13, top - 24, 26, 20, 2, 1]]);
  }
  if (k.brief.extras?.includes("porch")) {
    out += porch(k, x + 8, x + mw - 8, g - 130, 6, k.trim, k.roof);
  } else {
    out +=
      gable(cx - 60, g - 142, 120, 44, 8, k.tint(k.trim), k.tint(k.trim)) +
      rect(cx - 56, g - 136, 12, 136, k.tint(k.trim)) +
      rect(cx + 44, g - 136, 12, 136, k.tint(k.trim));
  }
  out += entry(k, cx - 30, g, 60, 116);
  return out;
}

function craftsman(k: Kit): string {
  const { g, cx } = k;
  const x = cx - k.w / 2;
  const color = k.pick(["#7d8f83", "#5f7183", "#b9a58a", "#6d7d66", "#8e6f5e", "#aeb8b4", "#45556a"]);
  const wall = siding(k, color);
  const face = shingles(k, mix(color, k.pick(["#e8dcb2", "#b9a58a", "#ffffff"]), 0.5));
  const roof = k.tint(k.roof);
  const top = g - 196;
  let out = "";
  const variant = k.pick([0, 1, 2]);
  if (variant === 0) {
    // one broad gable over the whole house, a porch gable below
    out += rect(x, top, k.w, 196, wall);
    out += gable(x - 20, top + 8, k.w + 40, k.w * 0.26, 22, roof, face, 22);
    out += rect(cx - 70, top - k.w * 0.13, 140, 70, wall) + glazing(k, [[cx - 56, top - k.w * 0.13 + 12, 112, 46, 4, 1]]);
  } else if (variant === 1) {
    // side-gabled with a shed dormer
    out += roofAcross(x, top, k.w, 130, 26, 0, roof);
    out +=
      rect(cx - k.w * 0.28, top - 112, k.w * 0.56, 82, wall) +
      path(s`M${cx - k.w * 0.3},${top - 110}L${cx - k.w * 0.28},${top - 128}H${cx + k.w * 0.28}L${cx + k.w * 0.3},${top - 110}Z`, roof);
    out += glazing(k, bays(cx - k.w * 0.26, cx + k.w * 0.26, 3, top - 98, 64, 50, 3, 1));
    out += rect(x, top, k.w, 196, wall);
  } else {
    // two front gables, the larger off-centre
    out += rect(x, top, k.w, 196, wall);
    out += gable(x - 10, top + 6, k.w * 0.62, k.w * 0.2, 18, roof, face, 20);
    out += gable(x + k.w * 0.55, top + 40, k.w * 0.45, k.w * 0.13, 16, roof, face, 18);
  }
  out += glazing(
    k,
    [
      [x + 28, top + 40, 70, 96, 1, 2],
      [x + k.w - 98, top + 40, 70, 96, 1, 2],
    ],
    k.trim,
  );
  out += glazing(k, bays(cx - k.w * 0.34, cx + k.w * 0.34, 2, g - 116, Math.min(130, k.w * 0.2), 68, 3, 1), k.trim);
  // porch: a low gable on tapered columns over stone piers
  const pw = Math.min(320, k.w * 0.5);
  out += gable(cx - pw / 2, g - 126, pw, 64, 16, roof, k.tint(k.trim), 14);
  let cols = "";
  let piers = "";
  for (const px of [cx - pw / 2 + 6, cx + pw / 2 - 30]) {
    cols += s`M${px},${g - 126}h24l5,64h-34Z`;
    piers += s`M${px - 8},${g - 62}h40v62h-40Z`;
  }
  out += path(cols, k.tint(k.trim)) + path(piers, k.tint(k.pick(["#8a7f72", "#9a8874", "#7a7470"])));
  out += entry(k, cx - 28, g, 56, 104);
  return out;
}

function farmhouse(k: Kit): string {
  const { g, cx } = k;
  const dark = k.chance(0.3);
  const wall = batten(k, dark ? k.pick(["#2b2e31", "#3a4048"]) : k.pick(["#f4f0e8", "#e9e5dc", "#dad6cc"]));
  const metal = seams(k, dark ? "#4a4f57" : k.pick(["#23272c", "#3a4048", "#2f3f4e"]));
  const frame = dark ? "#e9e5dc" : "#16191d";
  const mainW = k.w * 0.46;
  const x = cx - k.w / 2;
  const top = g - 290;
  let out = "";
  // side wing
  const wx = x + mainW - 10;
  const ww = k.w - mainW + 10;
  out += rect(wx, g - 210, ww, 210, wall) + gable(wx + ww * 0.18, g - 206, ww * 0.64, 96, 16, metal, wall, 14);
  out += roofAcross(wx, g - 210, ww, 40, 14, 0, metal);
  if (k.chance(0.6)) out += chimney(k, wx + ww * 0.78, g - 300, 36, 110, k.pick(["#7a4336", "#8a7f72"]));
  // main gable, tall and steep
  out += rect(x, top, mainW, 290, wall) + gable(x, top + 6, mainW, mainW * 0.5, 22, metal, wall, 16);
  out += glazing(k, [[cx - k.w / 2 + mainW / 2 - 30, top - mainW * 0.24, 60, 70, 2, 2], ...bays(x, x + mainW, 2, top + 30, 64, 80, 2, 2)], frame, 4);
  out += glazing(k, [...bays(x, x + mainW, 2, g - 120, 84, 100, 2, 2), ...bays(wx + 20, wx + ww, 2, g - 120, 84, 100, 2, 2)], frame, 4);
  out += glazing(k, bays(wx + 20, wx + ww, 2, g - 196, 64, 56, 2, 1), frame, 4);
  // porch across the front
  out += porch(k, x - 14, x + k.w + 14, g - 150, 6, dark ? "#e9e5dc" : "#1e2226", dark ? "#4a4f57" : "#23272c", 30);
  out += entry(k, cx - k.w / 2 + mainW / 2 - 28, g, 56, 112);
  return out;
}

function modern(k: Kit): string {
  const { g, cx } = k;
  const clad = k.pick(["slats", "stucco", "dark"]);
  const body =
    clad === "slats"
      ? slats(k, k.pick(["#8a6a4c", "#9b7a58", "#6f5640"]))
      : k.tint(clad === "stucco" ? k.pick(["#eeeae2", "#e4ddd0"]) : k.pick(["#2e2b2b", "#33373c"]));
  const upper = clad === "slats" ? k.tint("#2e2b2b") : clad === "stucco" ? slats(k, k.pick(["#8a6a4c", "#9b7a58"])) : body;
  const wall = k.pick([stone(k, k.pick(STONES)), k.tint("#8f8477"), k.tint("#e9e2d6")]);
  const slab = k.tint(k.pick(["#eeeae2", "#e9e2d6", "#2a2a2c"]));
  const frame = "#1e1b1a";
  const lowW = Math.min(k.w * 0.86, 760);
  const upW = lowW * k.pick([0.62, 0.7, 0.76]);
  const side = k.pick([-1, 1]);
  const lx = cx - lowW / 2;
  const ux = side < 0 ? lx - 30 : lx + lowW - upW + 30;
  // a glass box below, a cantilevered volume above, a stone wall plane where they meet
  let out = rect(lx, g - 158, lowW, 158, body);
  const doorX = side < 0 ? lx + lowW - 120 : lx + 40;
  const glassX = side < 0 ? lx + 24 : lx + 170;
  out += glazing(k, [[glassX, g - 140, lowW - 210, 130, Math.max(4, Math.round(lowW / 130)), 1]], frame);
  out += rect(doorX, g - 130, 56, 130, k.tint(k.door)) + rect(doorX + 60, g - 130, 20, 130, k.glass);
  out += rect(ux, g - 300, upW, 132, upper);
  out += glazing(k, [[ux + 16, g - 286, upW - 32, 104, Math.max(3, Math.round(upW / 110)), 1]], frame);
  out += rect(ux - 16, g - 312, upW + 32, 14, slab) + rect(lx - 24, g - 170, lowW + 48, 12, slab);
  const planeX = side < 0 ? ux + upW + 6 : ux - 66;
  out += rect(planeX, g - 330, 60, 330, wall);
  // a glass railing round the terrace on the lower roof, where there is room for one
  const [t0, t1] = side < 0 ? [ux + upW + 70, lx + lowW - 10] : [lx + 10, ux - 76];
  if (t1 - t0 > 60) out += rect(t0, g - 206, t1 - t0, 36, k.tint("#cfe0e6"), op(0.35)) + rect(t0, g - 208, t1 - t0, 3, k.tint("#eeeae2"));
  return out;
}

function estate(k: Kit): string {
  const { g, cx } = k;
  const wall = k.brief.masonry ? brick(k, k.pick(BRICKS.slice(0, 4))) : stone(k, k.pick(STONES));
  const roof = k.tint(k.pick(["#2e3644", "#2f3540", "#3a3a40"]));
  const x = cx - k.w / 2;
  const top = g - 280;
  let out = "";
  const turret = k.pick(["left", "right", "none"]);
  out +=
    chimney(k, x + 40, top - 150, 38, 150, k.brief.masonry ? "#6f4236" : "#8a7a66") +
    chimney(k, x + k.w - 80, top - 160, 38, 160, k.brief.masonry ? "#6f4236" : "#8a7a66");
  out += roofAcross(x, top, k.w, 120, 24, 120, roof) + rect(x, top, k.w, 280, wall);
  // central gable block
  const cw = Math.min(280, k.w * 0.34);
  out += rect(cx - cw / 2, top - 60, cw, 340, wall) + gable(cx - cw / 2, top - 56, cw, cw * 0.55, 22, roof, roof);
  if (turret !== "none") {
    const tx = turret === "left" ? x - 30 : x + k.w - 80;
    out += rect(tx, top - 20, 110, 300, wall) + path(s`M${tx - 14},${top - 14}L${tx + 55},${top - 170}L${tx + 124},${top - 14}Z`, roof);
    out += glazing(
      k,
      [
        [tx + 25, top + 40, 60, 90, 2, 3],
        [tx + 25, top + 160, 60, 100, 2, 3],
      ],
      "#3b3128",
    );
  }
  const left = turret === "left" ? x + 100 : x + 20;
  const right = turret === "right" ? x + k.w - 100 : x + k.w - 20;
  const n = Math.max(1, Math.round((cx - cw / 2 - left) / 110));
  out += glazing(
    k,
    [
      ...bays(left, cx - cw / 2, n, top + 40, 64, 96),
      ...bays(left, cx - cw / 2, n, top + 168, 64, 100),
      ...bays(cx + cw / 2, right, n, top + 40, 64, 96),
      ...bays(cx + cw / 2, right, n, top + 168, 64, 100),
      [cx - 40, top - 20, 80, 110, 2, 3],
    ],
    "#3b3128",
  );
  out += path(s`M${cx - 56},${g}V${g - 110}a56,56 0 0 1 112,0V${g}Z`, k.tint("#8a7a66")) + entry(k, cx - 42, g, 84, 150, true);
  return out;
}

function shingle(k: Kit): string {
  const { g, cx } = k;
  const w = Math.min(k.w, 820);
  const wall = shingles(k, k.pick(["#8d7560", "#9d8e80", "#7f8a8e", "#a8957c", "#b3a79a"]));
  const roof = k.tint(k.pick(["#3e4652", "#4a3f38", "#3b3533", "#55504a"]));
  const trim = k.tint(k.trim);
  const x = cx - w / 2;
  const top = g - 250;
  const gableLeft = k.chance(0.5);
  let out = chimney(k, x + w * (gableLeft ? 0.62 : 0.3), top - 150, 40, 150, k.pick(["#8a7f72", "#7a4336"]));
  out += roofAcross(x, top, w, 120, 26, k.pick([0, 70]), roof) + rect(x, top, w, 250, wall);
  // a broad shingled cross gable on one side, a round-topped tower or a dormer on the other
  const gw = w * 0.42;
  const gx = gableLeft ? x - 10 : x + w - gw + 10;
  out += gable(gx, top + 6, gw, gw * 0.62, 18, roof, wall, 20);
  out += path(s`M${gx + gw / 2 - 46},${top - 36}v-40a46,46 0 0 1 92,0v40Z`, trim) + path(s`M${gx + gw / 2 - 38},${top - 40}v-36a38,38 0 0 1 76,0v36Z`, k.glass);
  out += glazing(k, bays(x + 20, x + w - 20, 4, top + 36, 84, 80, 3, 2), k.trim);
  const ox = gableLeft ? x + w * 0.56 : x + w * 0.08;
  if (k.chance(0.55)) {
    out += rect(ox, top - 60, 150, 310, wall) + path(s`M${ox - 14},${top - 54}L${ox + 75},${top - 210}L${ox + 164},${top - 54}Z`, roof);
    out += glazing(k, [[ox + 35, top - 30, 80, 80, 3, 2]], k.trim);
  } else {
    out +=
      rect(ox + 20, top - 84, 110, 70, wall) + gable(ox + 10, top - 80, 130, 50, 8, roof, trim, 8) + glazing(k, [[ox + 36, top - 70, 78, 48, 3, 2]], k.trim);
  }
  out += rect(x - 8, g - 26, w + 16, 26, stone(k, STONES[1]!));
  out += porch(k, x - 24, x + w + 24, g - 124, Math.max(6, Math.round(w / 100)), k.trim, k.roof, 22) + rect(x - 24, g - 102, w + 48, 5, trim);
  out += glazing(k, bays(x + 30, x + w - 30, 4, g - 92, 84, 62, 3, 1), k.trim);
  out += entry(k, cx - 30, g - 8, 60, 92);
  return out;
}

function cottage(k: Kit): string {
  const { g, cx } = k;
  const w = Math.min(k.w, 420);
  const color = k.pick(["#8d9ea6", "#e8dcb2", "#eeeae2", "#7d8f83", "#c9cdd0", "#b7c4cf"]);
  const wall = k.chance(0.5) ? shingles(k, color) : siding(k, color);
  const roof = k.tint(k.roof);
  const x = cx - w / 2;
  const top = g - 170;
  let out = "";
  if (k.chance(0.5)) out += chimney(k, x + w * 0.72, top - 170, 34, 150, k.pick(["#7a4336", "#8a7f72"]));
  out += rect(x, top, w, 170, wall) + gable(x - 22, top + 10, w + 44, w * 0.42, 10, roof, roof);
  out += circle(cx, top - w * 0.16, 22, k.tint(k.trim)) + circle(cx, top - w * 0.16, 15, k.glass);
  out += glazing(
    k,
    [
      [x + 30, top + 40, 58, 80, 2, 2],
      [x + w - 88, top + 40, 58, 80, 2, 2],
    ],
    k.trim,
  );
  out += rect(cx - 30, g - 112, 60, 112, k.tint(k.trim)) + entry(k, cx - 23, g, 46, 104);
  if (k.brief.extras?.includes("porch") || k.chance(0.5)) out += porch(k, x - 10, x + w + 10, g - 132, 4, k.trim, k.roof, 18);
  return out;
}

function ranch(k: Kit): string {
  const { g, cx } = k;
  const wall = k.brief.masonry ? brick(k, k.pick(BRICKS.slice(0, 4))) : siding(k, k.pick(SIDING));
  const roof = k.tint(k.roof);
  const x = cx - k.w / 2;
  const top = g - 128;
  const garageW = k.w * 0.3;
  const garageLeft = k.chance(0.5);
  const gx = garageLeft ? x : x + k.w - garageW;
  let out = roofAcross(x, top, k.w, 96, 26, k.pick([0, 110]), roof);
  if (k.chance(0.5)) out += chimney(k, x + k.w * (garageLeft ? 0.6 : 0.35), top - 120, 40, 110, k.pick(["#7a4336", "#8a7f72"]));
  out += rect(x, top, k.w, 128, wall) + rect(x - 4, top, k.w + 8, 10, k.tint(k.trim));
  out += rect(gx + 20, g - 96, garageW - 40, 96, k.tint(k.trim));
  let panels = "";
  for (let i = 1; i < 4; i++) panels += s`M${gx + 20},${g - 96 + 24 * i}h${garageW - 40}`;
  out += `<path d="${panels}" stroke="${k.tint("#b8b2a8")}" stroke-width="2"/>`;
  const hx0 = garageLeft ? gx + garageW : x;
  const hx1 = garageLeft ? x + k.w : gx;
  const span = hx1 - hx0;
  out += glazing(
    k,
    [
      [hx0 + span * 0.08, top + 32, span * 0.34, 66, 4, 1],
      [hx0 + span * 0.66, top + 32, span * 0.22, 66, 2, 1],
    ],
    k.trim,
  );
  out += gable(hx0 + span * 0.46, top + 6, 100, 40, 10, roof, k.tint(k.trim)) + entry(k, hx0 + span * 0.46 + 24, g, 52, 104);
  return out;
}

function mediterranean(k: Kit): string {
  const { g, cx } = k;
  const wall = k.tint(k.pick(STUCCO));
  const tile = tiles(k);
  const frame = k.tint(k.pick(["#3b3128", "#2e2b2b"]));
  const mw = k.w * 0.46;
  const x = cx - k.w / 2;
  const top = g - 280;
  let out = "";
  // single-storey wings on both sides of a two-storey centre
  out += roofAcross(x, g - 160, k.w, 56, 18, 40, tile) + rect(x, g - 160, k.w, 160, wall);
  out += roofAcross(cx - mw / 2, top, mw, 70, 22, 60, tile) + rect(cx - mw / 2, top, mw, 280, wall);
  if (k.chance(0.6)) {
    const tx = k.chance(0.5) ? x + k.w * 0.12 : x + k.w * 0.78;
    out += path(s`M${tx - 10},${top - 50}L${tx + 40},${top - 110}L${tx + 90},${top - 50}Z`, tile) + rect(tx, top - 50, 80, 210, wall);
    out += path(s`M${tx + 24},${top + 10}v-20a16,16 0 0 1 32,0v20Z`, k.glass);
  }
  const arch = (wx: number, wy: number, ww: number, wh: number) =>
    path(s`M${wx},${wy + wh}V${wy + ww / 2}a${ww / 2},${ww / 2} 0 0 1 ${ww},0V${wy + wh}Z`, k.glass, ` stroke="${frame}" stroke-width="4"`);
  for (const [wx, wy] of bays(cx - mw / 2, cx + mw / 2, 3, top + 40, 56, 96)) out += arch(wx, wy, 56, 96);
  const side = (k.w - mw) / 2;
  for (const [wx, wy] of [...bays(x, x + side, 2, g - 130, 60, 100), ...bays(cx + mw / 2, x + k.w, 2, g - 130, 60, 100)]) out += arch(wx, wy, 60, 100);
  // arcade at the door
  out += path(s`M${cx - 80},${g}V${g - 120}a80,80 0 0 1 160,0V${g}h-20V${g - 116}a60,60 0 0 0 -120,0V${g}Z`, k.tint(mix(k.pick(STUCCO), "#000000", 0.08)));
  out += entry(k, cx - 34, g, 68, 128, true);
  return out;
}

function tudor(k: Kit): string {
  const { g, cx } = k;
  const base = k.brief.masonry !== false ? brick(k, k.pick(BRICKS.slice(0, 4))) : stone(k, k.pick(STONES));
  const plaster = k.tint(k.pick(["#efe7d6", "#e9e1cf"]));
  const timber = k.tint(k.pick(["#3b2a22", "#2f2620"]));
  const roof = k.tint(k.pick(["#3a3a40", "#4a3f38", "#2f3540"]));
  const x = cx - k.w / 2;
  const top = g - 250;
  let out = chimney(k, x + k.w * 0.66, top - 210, 48, 230, "#7a4436");
  out += roofAcross(x, top, k.w, 150, 20, 30, roof) + rect(x, top, k.w, 250, base);
  // half-timbered gables
  const gables: Array<[number, number]> = [
    [x - 10, k.w * 0.42],
    [x + k.w * 0.64, k.w * 0.3],
  ];
  for (const [gx, gw] of gables) {
    const rise = gw * 0.9;
    out += path(
      poly([
        [gx, top + 4],
        [gx + gw / 2, top - rise],
        [gx + gw, top + 4],
      ]),
      roof,
    );
    out += path(
      poly([
        [gx + 16, top + 2],
        [gx + gw / 2, top - rise + 26],
        [gx + gw - 16, top + 2],
      ]),
      plaster,
    );
    let beams = s`M${gx + gw / 2},${top - rise + 26}V${top}`;
    for (const f of [0.25, 0.75]) beams += s`M${gx + gw * f},${top - rise * (1 - Math.abs(0.5 - f) * 2) * 0.9 + 30}V${top}`;
    beams += s`M${gx + 20},${top - 40}H${gx + gw - 20}M${gx + gw * 0.3},${top - rise * 0.45}L${gx + gw / 2},${top - rise * 0.2}L${gx + gw * 0.7},${top - rise * 0.45}`;
    out += `<path d="${beams}" stroke="${timber}" stroke-width="8" fill="none"/>`;
    out += glazing(k, [[gx + gw / 2 - 40, top - 100, 80, 50, 4, 1]], "#2f2620", 3);
  }
  out += glazing(
    k,
    [
      ...bays(x, x + k.w * 0.42, 2, top + 50, 70, 80, 3, 2),
      [x + k.w * 0.66, top + 50, 140, 80, 5, 2],
      [x + 40, g - 120, 150, 90, 5, 2],
      [x + k.w - 190, g - 120, 150, 90, 5, 2],
    ],
    "#2f2620",
    3,
  );
  out += path(s`M${cx - 44},${g}V${g - 96}q44,-52 88,0V${g}Z`, k.tint("#8a7a66")) + entry(k, cx - 32, g, 64, 120, true);
  return out;
}

function townhomes(k: Kit): string {
  const { g } = k;
  const n = k.pick([3, 4, 4, 5]);
  const uw = Math.min(230, 1040 / n);
  const x0 = 600 - (uw * n) / 2;
  const modernRow = k.chance(0.4);
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + i * uw;
    const color = k.pick(["#8a4c3c", "#e6dccb", "#2f4458", "#b9a486", "#6f4236", "#5f7183", "#d9d4c7"]);
    const wall = i % 2 === 0 && !modernRow ? brick(k, k.pick(BRICKS.slice(0, 4))) : k.tint(color);
    const h = modernRow ? 400 : 380 + (i % 2) * 24;
    out += rect(x, g - h, uw, h, wall);
    if (modernRow) {
      out +=
        rect(x - 2, g - h - 14, uw + 4, 14, k.tint("#eeeae2")) +
        `<path d="${s`M${x + 14},${g - h - 14}v-30H${x + uw - 14}v30`}" stroke="${k.tint("#cfd6da")}" stroke-width="3" fill="none"/>`;
    } else {
      out += path(s`M${x - 4},${g - h}L${x + uw / 2},${g - h - 60}L${x + uw + 4},${g - h}Z`, k.tint(k.roof));
    }
    const ww = uw * 0.28;
    out += glazing(k, [
      [x + uw * 0.14, g - h + 40, ww, 84, 2, 2],
      [x + uw * 0.58, g - h + 40, ww, 84, 2, 2],
      [x + uw * 0.14, g - h + 160, ww, 84, 2, 2],
      [x + uw * 0.58, g - h + 160, ww, 84, 2, 2],
      [x + uw * 0.12, g - 110, uw * 0.36, 70, 2, 1],
    ]);
    out += entry(k, x + uw * 0.6, g - 14, uw * 0.26, 100) + rect(x + uw * 0.54, g - 14, uw * 0.38, 14, k.tint("#b8ad9c"));
  }
  return out;
}

function condo(k: Kit): string {
  const { a, g, cx } = k;
  const w = 780;
  const x = cx - w / 2;
  const floors = 4;
  const fh = 96;
  const wall = k.tint(k.pick(["#e9e2d6", "#d9d4c7", "#c9b79a"]));
  const rail = k.tint(k.pick(["#2f3540", "#eeeae2"]));
  const top = g - floors * fh - 20;
  let out = roofAcross(x, top, w, 80, 24, 70, k.tint(k.roof)) + rect(x, top, w, floors * fh + 20, wall);
  const units = 5;
  const railing = a.def(
    "rail",
    () =>
      `<pattern id="${a.id("rail")}" width="20" height="22" patternUnits="userSpaceOnUse"><path d="M0,1h20M10,0v22" stroke="${rail}" stroke-width="2.5"/></pattern>`,
  );
  for (let f = 0; f < floors; f++) {
    const y = g - (f + 1) * fh;
    out += glazing(
      k,
      bays(x, x + w, units, y + 14, 110, 66, 3, 1).filter((_, i) => f > 0 || i !== (units - 1) / 2),
      "#2f3540",
    );
    if (f > 0) {
      out += rect(x - 6, y + 80, w + 12, 8, k.tint("#b8b2a8"));
      for (const [bx] of bays(x, x + w, units, 0, 130, 0)) out += rect(bx, y + 59, 130, 21, railing);
    }
  }
  out += entry(k, cx - 40, g, 80, 90);
  return out;
}

const STYLES: Record<HomeStyle, (k: Kit) => string> = {
  colonial,
  craftsman,
  farmhouse,
  modern,
  estate,
  shingle,
  cottage,
  ranch,
  mediterranean,
  tudor,
  townhomes,
  condo,
};

const TITLES: Record<HomeStyle, string> = {
  colonial: "Colonial home",
  craftsman: "Craftsman home",
  farmhouse: "Modern farmhouse",
  modern: "Contemporary home",
  estate: "Stone estate home",
  shingle: "Shingle-style lake house",
  cottage: "Cottage",
  ranch: "Ranch home",
  mediterranean: "Mediterranean-style home",
  tudor: "Tudor home",
  townhomes: "Townhomes",
  condo: "Lakeside condominiums",
};

// ---------------------------------------------------------------------------
// Settings around the house
// ---------------------------------------------------------------------------

function stars(a: Art, n: number): string {
  let d = "";
  for (let i = 0; i < n; i++) d += s`M${a.r(0, W)},${a.r(0, 300)}h2v2h-2Z`;
  return path(d, "#ffffff", op(0.55));
}

/** A tree each side of the house; none on the right of a farm, where its barn stands. */
function yardTrees(k: Kit, foliage: readonly string[], base: number, farm: boolean): string {
  const { a } = k;
  const near = (color: string) => mix(color, k.light.near, k.light.shade + 0.15);
  const left = 40 + a.r(40, 120);
  const right = 1160 - a.r(40, 120);
  const pine = k.chance(0.35);
  const one = (x: number, h: number) =>
    pine ? pineTree(a, x, base + 30, h * 1.15, h * 0.4, near("#142619")) : tree(a, x, base + 40, h, near(k.pick(foliage)), "#2b2420");
  return one(left, a.r(260, 340)) + (farm ? "" : one(right, a.r(260, 360)));
}

/**
 * One home's picture without its <svg> element, 1200x800, with its title: the brief's house in its
 * setting, in a light of the PRNG's choosing. A blog hero frames one too (artwork/blog.ts).
 */
export function homeScene(a: Art, brief: HomeBrief): { title: string; body: string } {
  const chance = (p: number) => a.r() < p;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(a.r() * list.length)]!;
  const light = pick(LIGHTS);
  const foliage = pick(SEASONS);
  const lake = brief.setting === "lake" || brief.style === "condo";
  const g = lake ? 612 : brief.setting === "street" ? 640 : 620;
  const single = brief.style === "townhomes" || brief.style === "condo";
  const k: Kit = {
    a,
    cx: single ? 600 : 600 + a.r(-50, 50),
    g,
    w: Math.max(400, Math.min(940, 470 + (brief.sqft - 1100) * 0.08)),
    light,
    glass: light.lit
      ? a.warm()
      : a.lin(
          "glass",
          [
            [0, "#e3ecef"],
            [0.45, "#a9c1cd"],
            [1, "#62829a"],
          ],
          0,
          0,
          0.4,
          1,
        ),
    trim: pick(TRIMS),
    roof: pick(ROOFS),
    door: pick(DOORS),
    tint: (color) => (light.shade ? mix(color, "#0b1a2a", light.shade) : color),
    pick,
    chance,
    brief,
  };
  const horizon = light.sky[light.sky.length - 1]?.[1] ?? "#f2c7a0";

  let out = rect(0, 0, W, H, a.lin("sky", light.sky));
  if (light.stars) out += stars(a, 40);
  const sunX = a.r(160, 1040);
  if (light.sun) out += sunDisc(a, sunX, light.sun.y, light.sun.r, light.sun.glow, light.sun.core, 8);
  else if (light.stars) out += circle(sunX, 130, 26, "#f6efe0") + circle(sunX + 12, 122, 24, light.sky[0]?.[1] ?? NAVY);
  if (light.clouds)
    out += streaks(
      a,
      [
        [a.r(200, 500), a.r(150, 260), a.r(160, 300), 12],
        [a.r(700, 1000), a.r(120, 240), a.r(160, 300), 10],
      ],
      light.clouds,
      0.6,
    );
  out += circle(
    600,
    g - 80,
    520,
    a.rad("halo", [
      [0, light.lit ? "#ffd9a8" : "#ffffff", 0.3],
      [1, "#ffffff", 0],
    ]),
  );
  const backdrop =
    path(treeLine(a, -20, W + 20, g - 40, 100, 200, pick(["round", "mix", "pine"] as const), 110), mix(light.far, horizon, 0.2)) +
    path(forest(a, -20, W + 20, g - 30, 80, 200, brief.setting === "woods" ? 0.85 : 0.5, 66, 3), light.near);
  out += `<g id="${a.id("trees")}">${backdrop}</g>`;

  const farm = brief.extras?.includes("farm") ?? false;
  if (farm) {
    const bx = 1010;
    const barn = (color: string) => mix(color, light.near, light.shade + 0.15);
    out +=
      rect(bx, g - 120, 120, 86, barn("#8c3b2e")) + path(s`M${bx - 8},${g - 118}L${bx + 24},${g - 158}H${bx + 96}L${bx + 128},${g - 118}Z`, barn("#3a3d40"));
    out += `<path d="${s`M${bx + 36},${g - 34}v-54h48v54M${bx + 36},${g - 88}l48,54M${bx + 84},${g - 88}l-48,54`}" stroke="${barn("#efe7d8")}" stroke-width="4" fill="none"/>`;
  }

  const waterTop = 676;
  out += rect(0, g - 34, W, (lake ? waterTop : H) - g + 34, a.lin("lawn", light.lawn));
  const house = STYLES[brief.style](k);
  out += `<g id="${a.id("house")}">${house}</g>`;

  if (lake) {
    out += rect(0, waterTop, W, H - waterTop, a.lin("water", light.water));
    out += mirror(a, "house", waterTop, 0.22) + mirror(a, "trees", waterTop, 0.12);
    out += path(s`M-20,${waterTop - 10}Q600,${waterTop - 18} 1220,${waterTop - 10}V${waterTop + 6}H-20Z`, mix("#1c2c22", light.near, 0.3));
    if (light.sun) out += shimmer(a, sunX, waterTop + 6, H, 260, 26, "#ffe2b0", 0.4);
    out += ripples(a, 0, W, waterTop + 8, H, 16, "#ffffff", 0.1);
    const dx = a.r(320, 760);
    out += dock(dx, dx + 260, waterTop + 28, mix("#2a2524", light.near, 0.3));
    if (chance(0.6)) out += speedboat(a, dx + a.r(40, 120), waterTop + 52, 0.45, chance(0.5), 0);
  } else if (brief.setting === "pool") {
    out +=
      rect(
        k.cx - 380,
        g + 10,
        760,
        90,
        a.lin("pool", [
          [0, "#4fb3c0"],
          [1, "#1b5c70"],
        ]),
      ) + rect(k.cx - 396, g + 100, 792, 12, "#d8d2c6");
    out += shimmer(a, k.cx, g + 16, g + 96, 600, 18, "#d8f4f6", 0.4);
  } else if (brief.setting === "street") {
    out +=
      rect(0, g, W, 30, mix("#8f8679", light.near, light.shade)) +
      rect(
        0,
        g + 30,
        W,
        H - g - 30,
        a.lin("street", [
          [0, "#3b3d46"],
          [1, "#161f29"],
        ]),
      );
    out += lamp(a, 140, g + 24, 150) + lamp(a, 1060, g + 24, 150);
  } else {
    out += path(s`M${k.cx - 34},${g}h68l${40 + a.r(0, 40)},${H - g}h${-148 - a.r(0, 80)}Z`, mix("#b7a68e", light.near, light.shade + 0.1), op(0.7));
    if (light.lit && chance(0.6)) out += lamp(a, k.cx - 150, g + 110, 90) + lamp(a, k.cx + 150, g + 110, 90);
  }

  if (farm) {
    let rails = "";
    for (let x = -20; x < W + 40; x += 110) rails += s`M${x},${H - 70}v-56`;
    out += `<path d="${rails}M-20,${H - 112}H${W + 20}M-20,${H - 88}H${W + 20}" stroke="${mix("#5a4a3a", light.near, light.shade)}" stroke-width="7"/>`;
  }
  out += shrubs(
    [
      [k.cx - k.w / 2 - 10, g + 2, 34],
      [k.cx - k.w / 2 + 40, g + 8, 24],
      [k.cx + k.w / 2 + 10, g + 2, 36],
      [k.cx + k.w / 2 - 40, g + 8, 26],
    ],
    mix(foliage[0] ?? "#2c4a34", light.near, light.shade + 0.2),
  );
  if (brief.setting !== "street") out += yardTrees(k, foliage, g, farm);
  out += ellipse(
    600,
    H + 40,
    900,
    120,
    a.rad("vig", [
      [0, NAVY, 0],
      [1, NAVY, 0.25],
    ]),
  );

  const flip = chance(0.5);
  return { title: TITLES[brief.style], body: flip ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${out}</g>` : out };
}

/** The picture of one home (homeScene) as a file. */
export function homeVariation(a: Art, brief: HomeBrief): string {
  const { title, body } = homeScene(a, brief);
  return svgDoc(a, W, H, `${title} — illustration`, body);
}
