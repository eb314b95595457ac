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
import { basename, dirname, join, relative } from "node:path";
import { demoNeighborhoods } from "#seed/demo-neighborhoods.ts";
import { demoSoldProperties } from "#seed/demo-sold-properties.ts";
import { generateImageVariants } from "./generate-image-variants.ts";
import { homeLooks } from "./artwork/home-looks.ts";
import { homeVariation } from "./artwork/home-variations.ts";
import {
  NAVY,
  NAVY2,
  GOLD,
  CREAM,
  s,
  esc,
  hashSeed,
  storefronts,
  Art,
  svgDoc,
  rect,
  path,
  circle,
  ellipse,
  op,
  forest,
  tree,
  ridge,
  treeLine,
  mirror,
  sunDisc,
  shimmer,
  ripples,
  streaks,
  sailboat,
  speedboat,
  dock,
  cabin,
  shoreLights,
  pineTree,
  lamp,
  lake,
  skyline,
  type Stop,
} from "./artwork/kit.ts";
import { home1, home2, home3, home4, home5, home6, home7, home8, homePlaceholder } from "./artwork/homes.ts";
import {
  blogBoating,
  blogDining,
  blogDock,
  blogDreamHome,
  blogFarmersMarket,
  blogFestival,
  blogInspection,
  blogLakehouse,
  blogLakePanorama,
  blogLakeEstate,
  blogLakeSunset,
  blogLakeWylie,
  blogMainStreet,
  blogMarina,
  blogMarket,
  blogMarketDays,
  blogMarketSpring,
  blogMyersPark,
  blogSkyline,
  blogStaging,
  blogWaterfrontRow,
} from "./artwork/blog.ts";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "public", "images");
const FONT = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const MAX_BYTES = 12 * 1024;

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
  const W = 1600,
    H = 900,
    hz = 540;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: SUNSET_SKY,
    water: SUNSET_WATER,
    sun: { x: 1030, y: 515, r: 34, glow: "#ffcf8f", core: "#fff3d6" },
    clouds: {
      list: [
        [420, 250, 300, 9],
        [600, 276, 200, 5],
        [1240, 330, 280, 8],
        [1120, 356, 170, 4],
      ],
      color: "#f7c9a4",
      o: 0.6,
    },
    hills: [
      { y: 518, amp: 18, fill: "#6e6985" },
      { y: 530, amp: 10, fill: "#4b4d69" },
    ],
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
  const W = 1600,
    H = 900,
    hz = 520;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#7f9db3"],
      [0.3, "#b9c9d1"],
      [0.52, "#efe3d3"],
      [0.58, "#f7dcc1"],
    ],
    water: [
      [0, "#e9dccd"],
      [0.2, "#b7c4c9"],
      [0.6, "#557489"],
      [1, "#1c3a50"],
    ],
    sun: { x: 880, y: 474, r: 30, glow: "#ffe4c0", core: "#fffaf0", spread: 8 },
    hills: [
      { y: 486, amp: 20, fill: "#a6b3bf" },
      { y: 500, amp: 12, fill: "#8194a5" },
    ],
    shore: { fill: "#566d80", hMin: 10, hMax: 30, kind: "pine", sp: 13 },
    shimmer: { x: 880, spread: 150, color: "#fff5e4", n: 46, o: 0.6 },
    reflect: 0.3,
    mist: "#f6efe6",
  });
  out += rect(
    0,
    560,
    W,
    90,
    a.lin("mist2", [
      [0, "#f6f1e8", 0],
      [0.5, "#f6f1e8", 0.35],
      [1, "#f6f1e8", 0],
    ]),
  );
  // tall pines on the right bank
  let pines = "";
  for (const [x, h, w] of [
    [1300, 420, 120],
    [1390, 520, 140],
    [1480, 460, 130],
    [1560, 560, 150],
    [1230, 300, 90],
  ] as Array<[number, number, number]>) {
    pines += pineTree(a, x, 720, h, w, "#1b3344");
  }
  out += pines;
  out += path("M1120,720Q1300,690 1620,700V900H1120Z", "#132838");
  // dock with Adirondack chairs
  out += dock(1180, 820, 740, "#2b3a46");
  const chair = (x: number) => path(s`M${x},731l10,-46l14,3l-8,43ZM${x - 6},731h40v-5h-40ZM${x + 28},731v-26h6v26Z`, "#2b3a46");
  out += chair(900) + chair(960);
  out += placeLabel(a, W, H, "Denver", "Lake Norman");
  return svgDoc(a, W, H, "Denver, Lake Norman — illustration", out);
}

function hickory(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 600;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#1c3552"],
      [0.3, "#56607f"],
      [0.5, "#c2909a"],
      [0.62, "#f0be96"],
    ],
    water: [
      [0, "#d7a79a"],
      [0.25, "#6c6f8c"],
      [1, NAVY],
    ],
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
  out += rect(
    0,
    380,
    W,
    220,
    a.lin("haze", [
      [0, "#f0c6a8", 0],
      [1, "#f0c6a8", 0.18],
    ]),
  );
  out += dock(1600, 1260, 760, "#0d1b29");
  out += path(forest(a, 1400, 1640, 772, 90, 220, 1, 36, 4), "#0b1824");
  out += placeLabel(a, W, H, "Hickory", "North Carolina");
  return svgDoc(a, W, H, "Hickory, North Carolina — illustration", out);
}

function mooresville(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 500;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#2a5474"],
      [0.25, "#6f8fa8"],
      [0.45, "#e4c3a0"],
      [0.55, "#f7dcae"],
    ],
    water: [
      [0, "#e8cfa8"],
      [0.15, "#8aa5b2"],
      [0.55, "#2f5a73"],
      [1, "#12304a"],
    ],
    sun: { x: 640, y: 444, r: 30, glow: "#ffdca0", core: "#fff8ea", spread: 8 },
    clouds: {
      list: [
        [900, 200, 320, 10],
        [1120, 230, 220, 6],
        [360, 300, 220, 7],
      ],
      color: "#fff1dc",
      o: 0.7,
    },
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
  const W = 1600,
    H = 900,
    hz = 640;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#2b4a66"],
      [0.3, "#8b8ea3"],
      [0.5, "#efc097"],
      [0.62, "#fbe2b0"],
    ]),
  );
  out += sunDisc(a, 1200, 360, 32, "#ffd69a", "#fff4dc", 9);
  out += streaks(
    a,
    [
      [420, 220, 300, 8],
      [1300, 250, 240, 6],
    ],
    "#ffe1c0",
    0.6,
  );
  let land = "";
  const layers: Array<[number, number, string]> = [
    [430, 40, "#a59aa8"],
    [480, 46, "#7f8a8d"],
    [545, 50, "#5b6f62"],
    [600, 36, "#48604d"],
  ];
  for (const [y, amp, fill] of layers) land += path(ridge(a, -20, W + 20, y, amp, 9, hz), fill);
  land += cabin(a, 1000, 532, 40, 26, "#e7dccb", "#4a4a55") + cabin(a, 1070, 527, 48, 30, "#d8c9b2", "#3f3f4a");
  land += cabin(a, 420, 566, 44, 28, "#efe5d4", "#4a4a55") + cabin(a, 520, 570, 52, 32, "#cfc0a8", "#3a3d48");
  land += cabin(a, 1330, 508, 36, 22, "#efe5d4", "#4a4a55");
  land += path(treeLine(a, 560, 980, 584, 30, 64, "round", 34), "#3d5744") + path(treeLine(a, 1120, 1620, 558, 30, 70, "round", 34), "#465f4c");
  land += path(treeLine(a, -20, 400, 612, 30, 60, "mix", 26), "#3a5341");
  out += `<g id="${a.id("land")}">${land}</g>`;
  out += rect(
    0,
    560,
    W,
    90,
    a.lin("haze", [
      [0, "#ffe0b0", 0.22],
      [1, "#ffe0b0", 0],
    ]),
  );
  // the cove
  out += path(
    `M-20,${hz}H1000Q1090,660 1060,730Q1030,810 1120,900H-20Z`,
    a.lin("water", [
      [0, "#f0cfa2"],
      [0.3, "#8c9aa6"],
      [1, NAVY2],
    ]),
  );
  out += mirror(a, "land", hz, 0.3);
  out += shimmer(a, 1000, hz + 6, 880, 200, 40, "#fff0cf", 0.45);
  out += path(
    `M1000,${hz}Q1090,660 1060,730Q1030,810 1120,900H1620V${hz - 20}Q1300,${hz - 26} 1000,${hz}Z`,
    a.lin("bank", [
      [0, "#3e5a45"],
      [1, "#1a2a20"],
    ]),
  );
  out += tree(a, 1300, 770, 320, "#2c4a34") + tree(a, 1480, 800, 380, "#26412e");
  out += dock(1070, 800, 760, "#1b2a36");
  out += placeLabel(a, W, H, "Huntersville", "North Carolina");
  return svgDoc(a, W, H, "Huntersville, North Carolina — illustration", out);
}

function charlotte(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 640;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#10263a"],
      [0.35, "#34496a"],
      [0.58, "#b78590"],
      [0.7, "#efb48d"],
    ]),
  );
  out += sunDisc(a, 1250, 600, 30, "#ffc78a", "#ffe9c4", 10);
  out += streaks(
    a,
    [
      [300, 190, 300, 7],
      [1100, 240, 340, 9],
      [1300, 280, 220, 5],
    ],
    "#eaa994",
    0.5,
  );
  const land =
    skyline(a, 300, hz, 1.05, [
      [0, "#34506f"],
      [1, "#142a40"],
    ]) + path(treeLine(a, -20, W + 20, hz, 16, 46, "round", 40), "#0f2233");
  out += `<g id="${a.id("land")}">${land}</g>`;
  out += rect(
    0,
    hz,
    W,
    H - hz,
    a.lin("water", [
      [0, "#9a7484"],
      [0.3, "#33455f"],
      [1, NAVY],
    ]),
  );
  out += mirror(a, "land", hz, 0.35);
  out += shimmer(a, 800, hz + 6, H, 700, 60, "#ffd98f", 0.35);
  out += ripples(a, 0, W, hz + 8, H, 26, "#ffffff", 0.08);
  // framing trees on the right
  out += tree(a, 1420, 760, 330, "#0d1d2b", "#0a1520") + tree(a, 1560, 790, 400, "#0b1926", "#0a1520");
  out += path("M1200,740Q1400,700 1620,700V900H1200Z", "#0a1824");
  out += placeLabel(a, W, H, "Charlotte", "North Carolina");
  return svgDoc(a, W, H, "Charlotte, North Carolina — illustration", out);
}

function davidson(a: Art): string {
  const W = 1600,
    H = 900,
    base = 610;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#142f46"],
      [0.35, "#4a5b7a"],
      [0.62, "#d29a8f"],
      [0.78, "#f4c79b"],
    ]),
  );
  out += streaks(
    a,
    [
      [400, 170, 320, 8],
      [1200, 200, 280, 6],
    ],
    "#f4c2a8",
    0.55,
  );
  // college dome rising behind the row
  out +=
    rect(1020, 280, 120, 110, "#cdb8a8") +
    path("M1026,284a54,54 0 0 1 108,0Z", "#dcc6b2") +
    rect(1072, 212, 16, 26, "#cdb8a8") +
    rect(1012, 276, 136, 9, "#bda794");
  let cols = "";
  for (let x = 1036; x < 1134; x += 16) cols += s`M${x},292v98`;
  out += `<path d="${cols}" stroke="#a99280" stroke-width="4"/>`;
  out += path(treeLine(a, -20, W + 20, 400, 60, 150, "round", 96), "#1c3142");
  out += storefronts(a, -30, W + 10, base);
  // sidewalk, street
  out += rect(0, base, W, 30, "#857a6e") + rect(0, base + 30, W, 6, "#5b524a");
  out += rect(
    0,
    base + 36,
    W,
    H - base - 36,
    a.lin("street", [
      [0, "#3a3b44"],
      [1, "#15202b"],
    ]),
  );
  out += `<path d="M0,800h1600" stroke="${GOLD}" stroke-width="4" stroke-dasharray="60 50"${op(0.5)}/>`;
  for (const x of [120, 560, 960, 1400]) out += lamp(a, x, base + 20, 170);
  out += tree(a, 760, base + 22, 280, "#23432f") + tree(a, 1220, base + 22, 300, "#1f3d2b");
  out += placeLabel(a, W, H, "Davidson", "North Carolina");
  return svgDoc(a, W, H, "Davidson, North Carolina — illustration", out);
}

function troutman(a: Art): string {
  const W = 1600,
    H = 900;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#6f98b4"],
      [0.35, "#b9cdd5"],
      [0.6, "#f3e4cf"],
      [0.7, "#f8dcbc"],
    ]),
  );
  out += sunDisc(a, 1260, 420, 34, "#ffe6bd", "#fff8ea", 8);
  out += streaks(
    a,
    [
      [500, 200, 300, 10],
      [660, 226, 180, 6],
      [1300, 160, 220, 8],
    ],
    "#ffffff",
    0.8,
  );
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
  out += path(
    ridge(a, -20, W + 20, 620, 40, 8, H),
    a.lin("field", [
      [0, "#c2ad6e"],
      [1, "#7d8752"],
    ]),
  );
  out += path(
    ridge(a, -20, W + 20, 720, 40, 7, H),
    a.lin("field2", [
      [0, "#5f7448"],
      [1, "#2b3b2c"],
    ]),
  );
  // split-rail fence
  let fence = "";
  for (let x = 760; x < 1620; x += 90) fence += s`M${x},${760 - (x - 760) * 0.04}v60`;
  out += `<path d="${fence}M750,770L1620,736M750,796L1620,762" stroke="#3b3128" stroke-width="6"/>`;
  out += tree(a, 1390, 790, 360, "#3d5a36");
  out += placeLabel(a, W, H, "Troutman", "North Carolina");
  return svgDoc(a, W, H, "Troutman, North Carolina — illustration", out);
}

// ---------------------------------------------------------------------------
// Site heroes
// ---------------------------------------------------------------------------

function heroHome(a: Art): string {
  const W = 1920,
    H = 1080,
    hz = 640;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#1b3550"],
      [0.25, "#4f5f7e"],
      [0.45, "#c3908a"],
      [0.56, "#efb47f"],
      [0.6, "#fbd59a"],
    ],
    water: [
      [0, "#f5c58c"],
      [0.14, "#c98e7e"],
      [0.45, "#3e4e6a"],
      [1, "#0b1f2e"],
    ],
    sun: { x: 1330, y: 612, r: 40, glow: "#ffc97f", core: "#fff2d2", spread: 10 },
    clouds: {
      list: [
        [600, 330, 360, 10],
        [800, 360, 220, 6],
        [1500, 300, 380, 12],
        [1380, 420, 240, 6],
        [1700, 460, 200, 5],
      ],
      color: "#f5bc90",
      o: 0.45,
    },
    hills: [
      { y: 610, amp: 24, fill: "#7d6c82", n: 12 },
      { y: 624, amp: 14, fill: "#55506c", n: 12 },
    ],
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
  out += rect(
    0,
    0,
    W,
    H,
    a.rad(
      "shade",
      [
        [0, "#08141f", 0.85],
        [0.5, "#0b1f2e", 0.45],
        [1, "#0b1f2e", 0],
      ],
      0,
      1,
      0.85,
    ),
  );
  return svgDoc(a, W, H, "Lake Norman at golden hour — panorama", out);
}

function calmHero(a: Art, title: string, variant: "about" | "sold" | "blog" | "privacy" | "neighborhoods"): string {
  const W = 1920,
    H = 800;
  let out = "";
  if (variant === "privacy") {
    out += rect(
      0,
      0,
      W,
      H,
      a.lin(
        "bg",
        [
          [0, "#1a3d56"],
          [1, "#0b1f2e"],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    out += circle(
      1500,
      200,
      700,
      a.rad("glow", [
        [0, "#8fb3cc", 0.22],
        [1, "#8fb3cc", 0],
      ]),
    );
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
      ? [
          [0, "#19344c"],
          [0.35, "#4f6a85"],
          [0.55, "#c9a89a"],
          [0.59, "#e8cdb0"],
        ]
      : variant === "sold"
        ? [
            [0, "#0e2336"],
            [0.35, "#2c4362"],
            [0.55, "#8b6f85"],
            [0.59, "#c9907f"],
          ]
        : variant === "blog"
          ? [
              [0, "#142b42"],
              [0.35, "#40557a"],
              [0.55, "#b88a95"],
              [0.59, "#e5ae8e"],
            ]
          : [
              [0, "#11293f"],
              [0.35, "#3d5474"],
              [0.6, "#b58e92"],
              [0.65, "#deb08f"],
            ];
  out += lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: skyStops,
    water: [
      [0, "#b89690"],
      [0.2, "#4b5d7a"],
      [1, "#0b1f2e"],
    ],
    sun:
      variant === "blog" || variant === "about"
        ? { x: variant === "about" ? 1400 : 600, y: hz - 18, r: 22, glow: "#ffd2a0", core: "#fff1dc", spread: 10 }
        : undefined,
    hills:
      variant === "neighborhoods"
        ? [
            { y: 380, amp: 50, fill: "#6d6885", n: 10 },
            { y: 430, amp: 40, fill: "#4f5777", n: 10 },
            { y: 480, amp: 30, fill: "#34425e", n: 10 },
          ]
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
    for (const [x, w, h, dy] of [
      [300, 70, 40, 10],
      [520, 90, 50, 24],
      [760, 64, 36, 14],
      [1010, 100, 56, 30],
      [1260, 76, 42, 18],
      [1480, 90, 48, 26],
      [1720, 60, 34, 8],
    ] as Array<[number, number, number, number]>) {
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
    out += path(
      "M1500,691l10,-46l14,3l-8,43ZM1494,691h40v-5h-40ZM1522,691v-26h6v26ZM1580,691l10,-46l14,3l-8,43ZM1574,691h40v-5h-40ZM1602,691v-26h6v26Z",
      "#0f1d2b",
    );
  }
  out += rect(
    0,
    0,
    W,
    H,
    a.lin("dim", [
      [0, NAVY, 0.25],
      [1, NAVY, 0.55],
    ]),
  );
  return svgDoc(a, W, H, title, out);
}

function portrait(a: Art): string {
  const W = 800,
    H = 1000;
  // soft lake backdrop
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#cfdbe2"],
      [0.3, "#ebe4da"],
      [0.52, "#f6dcc3"],
    ]),
  );
  out += circle(
    560,
    470,
    360,
    a.rad("sun", [
      [0, "#fff1d8", 0.95],
      [0.4, "#ffe6c4", 0.5],
      [1, "#ffe6c4", 0],
    ]),
  );
  out += streaks(
    a,
    [
      [170, 200, 180, 7],
      [640, 150, 150, 5],
    ],
    "#ffffff",
    0.7,
  );
  out += path(ridge(a, -20, 820, 500, 18, 8, 540), "#b4c0c9") + path(treeLine(a, -20, 820, 540, 10, 30, "round", 40), "#8ea3ae");
  out += rect(
    0,
    540,
    W,
    460,
    a.lin("water", [
      [0, "#dfe5e4"],
      [0.25, "#a9bfc8"],
      [1, "#5d8398"],
    ]),
  );
  out += shimmer(a, 560, 546, 760, 200, 30, "#ffffff", 0.5);
  out += ripples(a, 0, W, 550, 1000, 20, "#ffffff", 0.3);
  out += sailboat(120, 600, 0.34, "#ffffff", "#eef1f2", "#6a8796", false, 0.2);

  const skin = "#ebc4a8";
  const shade = "#d7a88b";
  const hair = a.lin("hair", [
    [0, "#5a3d2e"],
    [0.6, "#3e2a21"],
    [1, "#2f1f19"],
  ]);
  const hairHi = "#7a5542";
  // hair behind the head and shoulders
  out += path("M400,210C300,196 262,272 266,356C270,440 258,540 236,628C300,660 500,660 564,628C542,540 530,440 534,370C538,286 500,210 400,210Z", hair);
  // neck with a soft shadow under the jaw
  out += path("M366,470L364,585L400,660L436,585L434,470Z", skin);
  out += path("M366,480Q400,540 434,480V520Q400,560 366,520Z", shade, op(0.8));
  // blazer
  const blazer = a.lin("blazer", [
    [0, "#21496a"],
    [1, "#0d2538"],
  ]);
  out += path("M342,586L400,770L458,586L436,574L400,660L364,574Z", "#f7f2ea");
  out += path("M342,586C296,610 240,622 196,640C140,662 112,760 104,1000H696C688,760 660,662 604,640C560,622 504,610 458,586L400,770Z", blazer);
  out += path("M350,582L300,612L328,694L308,706L396,860L400,770Z", "#1b4361") + path("M450,582L500,612L472,694L492,706L404,860L400,770Z", "#1e4868");
  out += `<path d="M300,612L328,694L308,706L396,860M500,612L472,694L492,706L404,860M400,860V1000M230,760Q250,880 240,1000M570,760Q550,880 560,1000" stroke="#0a1e2d" stroke-width="2" fill="none"${op(0.7)}/>`;
  out += circle(400, 900, 7, GOLD) + circle(400, 960, 7, GOLD);
  out += `<path d="M372,600Q400,650 428,600" stroke="${GOLD}" stroke-width="2" fill="none"/>` + circle(400, 636, 6, GOLD);
  // face (head group sits slightly lower to shorten the neck)
  out += `<g transform="translate(0,14)">`;
  out += path("M400,236C458,236 490,284 490,350C490,420 466,478 434,500C420,510 380,510 366,500C334,478 310,420 310,350C310,284 342,236 400,236Z", skin);
  out +=
    ellipse(
      352,
      420,
      22,
      14,
      a.rad("blush", [
        [0, "#e48f7c", 0.45],
        [1, "#e48f7c", 0],
      ]),
    ) + ellipse(448, 420, 22, 14, a.rad("blush", []));
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

/** The file under public/images/, its ids' prefix, its drawing, and its seed when not the prefix. */
type Job = [file: string, prefix: string, draw: (a: Art) => string, seed?: string];

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
  ["homes/placeholder.svg", "hm0", homePlaceholder],
  ["blog/lake-sunset.svg", "bl-sun", blogLakeSunset],
  ["blog/boating.svg", "bl-boat", blogBoating],
  ["blog/dining.svg", "bl-din", blogDining],
  ["blog/market-chart.svg", "bl-mkt", blogMarket],
  ["blog/staging-interior.svg", "bl-stg", blogStaging],
  ["blog/festival.svg", "bl-fst", blogFestival],
  ["blog/skyline.svg", "bl-sky", blogSkyline],
  ["blog/lakehouse.svg", "bl-lkh", blogLakehouse],
  ["blog/myers-park.svg", "bl-myp", blogMyersPark],
  ["blog/marina.svg", "bl-mar", blogMarina],
  ["blog/waterfront-row.svg", "bl-wfr", blogWaterfrontRow],
  ["blog/dock.svg", "bl-dck", blogDock],
  ["blog/lake-wylie.svg", "bl-wyl", blogLakeWylie],
  ["blog/inspection.svg", "bl-ins", blogInspection],
  ["blog/lake-panorama.svg", "bl-pan", blogLakePanorama],
  ["blog/farmers-market.svg", "bl-frm", blogFarmersMarket],
  ["blog/dream-home.svg", "bl-drm", blogDreamHome],
  ["blog/lake-estate.svg", "bl-lke", blogLakeEstate],
  ["blog/market-days.svg", "bl-mkd", blogMarketDays],
  ["blog/main-street.svg", "bl-mst", blogMainStreet],
  ["blog/market-spring.svg", "bl-mks", blogMarketSpring],
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

/**
 * A picture for each sold home and home for sale that the content shows under
 * /images/homes/sold/ or /images/homes/listings/, drawn to its look (artwork/home-looks.ts) at its
 * size.
 */
function homeVariationJobs(): Job[] {
  const sqftByPicture = new Map<string, number>();
  for (const home of demoSoldProperties) if (home.imageUrl) sqftByPicture.set(home.imageUrl, home.sqft);
  for (const town of demoNeighborhoods) {
    for (const listing of town.featuredListings ?? []) {
      sqftByPicture.set(listing.imageUrl, listing.sqft);
    }
  }
  const undescribed = [...sqftByPicture.keys()].filter((url) => /^\/images\/homes\/(sold|listings)\//.test(url) && !homeLooks[url]);
  if (undescribed.length > 0) throw new Error(`No look in artwork/home-looks.ts for ${undescribed.join(", ")}`);
  return Object.entries(homeLooks).map(([url, look]): Job => {
    const sqft = sqftByPicture.get(url);
    if (sqft === undefined) throw new Error(`${url}: no sold home or home for sale shows this picture`);
    const name = basename(url, ".svg");
    return [url.replace(/^\/images\//, ""), `h${hashSeed(name).toString(36)}`, (a) => homeVariation(a, { ...look, sqft }), look.seed ?? name];
  });
}

let failed = false;
for (const [file, prefix, draw, seed] of [...jobs, ...heroScenes, ...homeVariationJobs()]) {
  const target = join(OUT, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, draw(new Art(prefix, seed)));
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
