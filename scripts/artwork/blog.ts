import {
  NAVY,
  NAVY2,
  GOLD,
  CREAM,
  s,
  svgDoc,
  rect,
  path,
  circle,
  ellipse,
  op,
  forest,
  treeLine,
  mirror,
  shimmer,
  sailboat,
  speedboat,
  dock,
  cabin,
  shoreLights,
  pineTree,
  windows,
  vignette,
  lake,
  skyline,
  circ,
  poly,
  ridge,
  lamp,
  tree,
  streaks,
  sunDisc,
  ripples,
  storefronts,
  type Art,
  type Pt,
} from "./kit.ts";
import { homeScene, type HomeBrief } from "./home-variations.ts";

// ---------------------------------------------------------------------------
// Blog (1600x900)
// ---------------------------------------------------------------------------

export function blogLakeSunset(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 520;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#1b2f4a"],
      [0.25, "#5a4f6e"],
      [0.42, "#c07f84"],
      [0.54, "#f1a77c"],
      [0.58, "#fbd49b"],
    ],
    water: [
      [0, "#f7c38d"],
      [0.15, "#c57f7d"],
      [0.55, "#3a4463"],
      [1, NAVY],
    ],
    sun: { x: 800, y: 500, r: 44, glow: "#ffc682", core: "#fff0cf", spread: 9 },
    clouds: {
      list: [
        [380, 300, 320, 12],
        [560, 330, 200, 7],
        [1160, 280, 340, 11],
        [1040, 250, 180, 6],
        [800, 380, 420, 5],
      ],
      color: "#f7b48e",
      o: 0.5,
    },
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

export function blogBoating(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 470;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#3f7aa3"],
      [0.3, "#8db8d0"],
      [0.5, "#e3eef0"],
    ],
    water: [
      [0, "#a8c9d2"],
      [0.3, "#4f8fa6"],
      [1, "#174764"],
    ],
    clouds: {
      list: [
        [300, 160, 180, 28],
        [390, 140, 120, 34],
        [1100, 210, 220, 26],
        [1200, 186, 120, 32],
        [760, 300, 160, 14],
      ],
      color: "#ffffff",
      o: 0.75,
    },
    hills: [{ y: 450, amp: 14, fill: "#8fa7b2" }],
    shore: { fill: "#42604f", hMin: 14, hMax: 34, kind: "round", sp: 24 },
    reflect: 0.3,
  });
  out +=
    cabin(a, 300, 462, 34, 18, "#f2eee6", "#5b5f66") + cabin(a, 980, 458, 40, 20, "#f2eee6", "#5b5f66") + cabin(a, 1320, 464, 30, 16, "#e9e1d2", "#5b5f66");
  out += sailboat(1200, 520, 0.45, "#ffffff", "#e5ebee", "#20435c", true, 0.25);
  out += sailboat(380, 510, 0.3, "#ffffff", "#e5ebee", "#20435c", false, 0.25);
  out += speedboat(a, 880, 730, 1.3, false, 0.55);
  return svgDoc(a, W, H, "A day of boating on the lake — illustration", out);
}

export function blogDining(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 470;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#10253a"],
      [0.3, "#34486a"],
      [0.48, "#c28b8d"],
      [0.55, "#f1bd92"],
    ],
    water: [
      [0, "#d9a08c"],
      [0.3, "#3d4f6c"],
      [1, NAVY],
    ],
    sun: { x: 1120, y: 462, r: 22, glow: "#ffc98d", core: "#ffeccb", spread: 9 },
    shore: { fill: "#1e2a40", hMin: 10, hMax: 28, kind: "mix", sp: 16 },
    shimmer: { x: 1120, spread: 140, color: "#ffdcaa", n: 40, o: 0.5 },
    reflect: 0.3,
  });
  out += shoreLights(a, 100, 1500, hz, 18);
  // string lights
  let wire = "";
  let bulbs = "";
  for (const [x0, x1, y, sag] of [
    [-20, 560, 80, 90],
    [540, 1100, 70, 80],
    [1080, 1620, 90, 90],
  ] as Array<[number, number, number, number]>) {
    wire += s`M${x0},${y}Q${(x0 + x1) / 2},${y + sag * 2} ${x1},${y}`;
    for (let t = 0.06; t < 1; t += 0.08) {
      const x = x0 + (x1 - x0) * t;
      const yy = y + sag * 2 * 2 * t * (1 - t);
      bulbs += s`<circle cx="${x}" cy="${yy + 8}" r="6"/>`;
    }
  }
  out += `<path d="${wire}" stroke="#0b1622" stroke-width="2" fill="none"/>`;
  out += `<g fill="${a.rad("bulb", [
    [0, "#fff3cf"],
    [0.35, "#ffd68a", 0.8],
    [1, "#ffd68a", 0],
  ])}" transform="scale(1)">${bulbs.replace(/r="6"/g, 'r="16"')}</g>`;
  // railing + table
  out +=
    rect(0, 640, W, 10, "#1a1f26") + `<path d="${Array.from({ length: 33 }, (_, i) => s`M${i * 50},650v90`).join("")}" stroke="#1a1f26" stroke-width="6"/>`;
  out +=
    path(
      "M200,760Q800,720 1400,760V900H200Z",
      a.lin("cloth", [
        [0, "#fbf5ea"],
        [1, "#cfc3b1"],
      ]),
    ) + path("M200,760Q800,720 1400,760V772Q800,734 200,772Z", "#ffffff", op(0.6));
  out += rect(0, 860, W, 40, "#231c19");
  // plates, glasses, candle
  out += ellipse(560, 790, 120, 20, "#ffffff") + ellipse(560, 790, 80, 12, "#efe8da");
  out += ellipse(1040, 790, 120, 20, "#ffffff") + ellipse(1040, 790, 80, 12, "#efe8da");
  const glass = (x: number, fill: string) =>
    path(s`M${x - 26},600Q${x - 30},668 ${x},676Q${x + 30},668 ${x + 26},600Z`, "#ffffff", op(0.3)) +
    path(s`M${x - 27},640Q${x - 24},670 ${x},676Q${x + 24},670 ${x + 27},640Z`, fill) +
    rect(x - 2, 676, 4, 70, "#ffffff", op(0.5)) +
    ellipse(x, 748, 28, 6, "#ffffff", op(0.5));
  out += glass(720, "#7a1f2b") + glass(880, "#e9d29a");
  out += circle(
    800,
    700,
    120,
    a.rad("cand", [
      [0, "#ffd98f", 0.6],
      [1, "#ffd98f", 0],
    ]),
  );
  out += rect(786, 690, 28, 60, "#f6f1e8") + ellipse(800, 676, 7, 16, "#ffe6a8") + ellipse(800, 680, 3, 8, "#ffffff");
  return svgDoc(a, W, H, "Waterfront dining at dusk — illustration", out);
}

export function blogMarket(a: Art): string {
  const W = 1600,
    H = 900;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin(
      "bg",
      [
        [0, "#16384f"],
        [1, "#0a1d2b"],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += circle(
    1250,
    250,
    700,
    a.rad("glow", [
      [0, "#4f8cb0", 0.35],
      [1, "#4f8cb0", 0],
    ]),
  );
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
  out += path(
    `${d}L1460,760L160,760Z`,
    a.lin("area", [
      [0, GOLD, 0.45],
      [1, GOLD, 0],
    ]),
  );
  out += `<path d="${d}" fill="none" stroke="${GOLD}" stroke-width="5" stroke-linecap="round"/>`;
  out += pts.map(([x, y]) => circle(x, y, 9, NAVY, ` stroke="${GOLD}" stroke-width="4"`)).join("");
  const last = pts[pts.length - 1] ?? [1460, 340];
  out += circle(
    last[0],
    last[1],
    40,
    a.rad("dot", [
      [0, "#ffe2a8", 0.7],
      [1, "#ffe2a8", 0],
    ]),
  );
  out += `<path d="M160,760H1460" stroke="${CREAM}" stroke-width="2"${op(0.4)}/>`;
  // small house mark
  out += path("M1330,150l50,-40l50,40v50h-100Z", "none", ` stroke="${GOLD}" stroke-width="3"${op(0.6)}`);
  return svgDoc(a, W, H, "Market trends chart — illustration", out);
}

export function blogStaging(a: Art): string {
  const W = 1600,
    H = 900;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("wall", [
      [0, "#efe7da"],
      [1, "#e2d6c3"],
    ]),
  );
  // window with lake view
  out += rect(
    860,
    110,
    560,
    470,
    a.lin("view", [
      [0, "#9cb9cb"],
      [0.55, "#f3dcc0"],
      [0.56, "#6f8c80"],
      [0.62, "#8fb0bd"],
      [1, "#3f6f86"],
    ]),
  );
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
  out += rect(
    0,
    700,
    W,
    200,
    a.lin("floor", [
      [0, "#b08a66"],
      [1, "#8a6648"],
    ]),
  );
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
  out += circle(
    1260,
    460,
    200,
    a.rad("lamp", [
      [0, "#ffe1a4", 0.6],
      [1, "#ffe1a4", 0],
    ]),
  );
  out += rect(1256, 460, 8, 330, "#3a3a3a") + path("M1210,460h100l-20,-90h-60Z", "#f4ead6") + rect(1220, 786, 80, 10, "#3a3a3a");
  return svgDoc(a, W, H, "Staged living room with lake view — illustration", out);
}

export function blogFestival(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 560;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#0b1a2a"],
      [0.4, "#1d3552"],
      [0.6, "#6b5a78"],
      [0.64, "#c48e86"],
    ],
    water: [
      [0, "#5d5070"],
      [0.3, "#23364f"],
      [1, "#08141f"],
    ],
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
    return (
      `<path d="${d}" stroke="${col}" stroke-width="3" stroke-linecap="round"/>` +
      circle(
        cx,
        cy,
        r * 1.4,
        a.rad(`fw${cx}`, [
          [0, col, 0.25],
          [1, col, 0],
        ]),
      )
    );
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

export function blogSkyline(a: Art): string {
  const W = 1600,
    H = 900;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#0a1a2a"],
      [0.45, "#1e3a58"],
      [0.7, "#6e6a88"],
      [0.8, "#c59590"],
    ]),
  );
  let stars = "";
  for (let i = 0; i < 60; i++) stars += s`M${a.r(0, W)},${a.r(0, 360)}h2v2h-2Z`;
  out += path(stars, "#ffffff", op(0.6));
  out += circle(1320, 160, 34, "#f6efe0") + circle(1336, 150, 32, "#0e2134");
  out += circle(
    800,
    700,
    800,
    a.rad("cityglow", [
      [0, "#f0b690", 0.35],
      [1, "#f0b690", 0],
    ]),
  );
  out += skyline(a, 120, 720, 1.45, [
    [0, "#284565"],
    [1, "#0f2438"],
  ]);
  out += path(treeLine(a, -20, W + 20, 740, 40, 90, "round", 50), "#0a1724");
  out += rect(0, 740, W, 160, "#0a1724");
  // light trails of a road
  out += `<path d="M-20,820Q800,780 1620,810" stroke="#ffcf80" stroke-width="4" fill="none"${op(0.7)}/><path d="M-20,836Q800,796 1620,826" stroke="#e86a5a" stroke-width="3" fill="none"${op(0.6)}/>`;
  return svgDoc(a, W, H, "Charlotte skyline at night — illustration", out);
}

export function blogLakehouse(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 600;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#122b42"],
      [0.4, "#475a7c"],
      [0.62, "#c79397"],
      [0.68, "#eebd98"],
    ]),
  );
  out += path(treeLine(a, -20, W + 20, hz, 90, 200, "round", 120), "#2c3b55") + path(forest(a, -20, W + 20, hz + 4, 100, 260, 0.85, 44, 4), "#15283a");
  // the house (modern lakehouse)
  const hs =
    path("M480,380L760,290L1040,380Z", "#2c2a2c") +
    rect(520, 380, 480, 210, "#3f3530") +
    windows(
      a,
      [
        [540, 400, 200, 170, 4, 2],
        [760, 400, 220, 170, 4, 2],
      ],
      "#1d1a19",
      3,
    ) +
    path("M700,378L760,340L820,378Z", a.warm(), op(0.9)) +
    rect(470, 586, 580, 12, "#e8e0d2");
  out += `<g id="${a.id("house")}">${hs}</g>`;
  out += path("M-20,600H1620V620H-20Z", "#1f3328");
  out += rect(
    0,
    612,
    W,
    H - 612,
    a.lin("water", [
      [0, "#c89a95"],
      [0.25, "#4a5a78"],
      [1, NAVY],
    ]),
  );
  out += mirror(a, "house", 612, 0.35);
  out += shimmer(a, 760, 620, H, 600, 60, "#ffd590", 0.35);
  out += dock(560, 1100, 660, "#231f1f");
  out += path("M900,651V600h140v51ZM884,604L970,566L1056,604Z", "#231f1f") + rect(930, 616, 30, 24, a.warm());
  out += pineTree(a, 300, 620, 420, 150, "#0e1c28") + pineTree(a, 1320, 620, 460, 160, "#0e1c28") + pineTree(a, 1440, 620, 360, 130, "#0e1c28");
  return svgDoc(a, W, H, "Lakehouse at twilight — illustration", out);
}

// ---------------------------------------------------------------------------
// More heroes, so that every post has its own (issue 12)
// ---------------------------------------------------------------------------

/** A home picture (artwork/home-variations.ts) framed as a 1600x900 hero. */
function homeHero(a: Art, brief: HomeBrief, title: string): string {
  const { body } = homeScene(a, brief);
  return svgDoc(a, 1600, 900, title, `<g transform="matrix(1.3333 0 0 1.3333 0 -110)">${body}</g>`);
}

export function blogInspection(a: Art): string {
  return homeHero(a, { style: "shingle", setting: "lake", sqft: 4600 }, "Waterfront home from the water — illustration");
}

export function blogDreamHome(a: Art): string {
  return homeHero(a, { style: "mediterranean", setting: "pool", sqft: 6400 }, "Luxury home with a pool — illustration");
}

export function blogLakeEstate(a: Art): string {
  return homeHero(a, { style: "estate", setting: "lake", sqft: 5600 }, "Lakefront estate — illustration");
}

/** A facade for street scenes: walls, a hipped roof, two rows of windows and a door. */
function streetHouse(a: Art, x: number, base: number, w: number, h: number, wall: string, roof: string): string {
  const win: Array<[number, number, number, number, number?, number?]> = [];
  for (const row of [0.18, 0.58]) for (const col of [0.12, 0.42, 0.72]) win.push([x + w * col, base - h + h * row, w * 0.16, h * 0.26, 2, 2]);
  return (
    path(
      poly([
        [x - w * 0.04, base - h],
        [x + w * 0.14, base - h - h * 0.36],
        [x + w * 0.86, base - h - h * 0.36],
        [x + w * 1.04, base - h],
      ]),
      roof,
    ) +
    rect(x, base - h, w, h, wall) +
    windows(
      a,
      win.filter((_, i) => i !== 4),
      "#f4efe6",
      Math.max(1, w / 120),
    ) +
    rect(x + w * 0.43, base - h * 0.34, w * 0.14, h * 0.34, "#1d2a36")
  );
}

export function blogMyersPark(a: Art): string {
  const W = 1600,
    H = 900,
    vy = 470;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#8fb2c9"],
      [0.35, "#d9d6c8"],
      [0.52, "#f6dcb0"],
    ]),
  );
  out += path(treeLine(a, -20, W + 20, vy, 30, 70, "round", 50), "#6f8466");
  out += path(
    `M-20,${vy}H1620V900H-20Z`,
    a.lin("lawn", [
      [0, "#7f9a5a"],
      [1, "#3f5a34"],
    ]),
  );
  // the street runs to the horizon between sidewalks
  out += path(
    `M780,${vy}H820L1040,900H560Z`,
    a.lin("road", [
      [0, "#8d8a86"],
      [1, "#4a4a4e"],
    ]),
  );
  out += path(`M770,${vy}h8L540,900h-50ZM822,${vy}h8L1110,900h-50Z`, "#d8cfbf");
  const houses: Array<[number, number, number, number, string, string]> = [
    [560, 500, 120, 80, "#e9e4da", "#3a3d44"],
    [920, 500, 120, 80, "#9c5e48", "#2f3540"],
    [360, 545, 220, 150, "#8b4c3c", "#2f3540"],
    [1020, 545, 220, 150, "#eeeae2", "#3b3533"],
    [40, 620, 380, 260, "#d9d4c7", "#3a3d44"],
    [1180, 620, 380, 260, "#7a4436", "#2e3644"],
  ];
  for (const [x, base, w, h, wall, roof] of houses) out += streetHouse(a, x, base, w, h, wall, roof);
  // willow oaks arching over the street, light dappling the road
  let trunks = "";
  for (const [x, base, w] of [
    [470, 900, 46],
    [1130, 900, 46],
    [640, 640, 20],
    [960, 640, 20],
    [730, 540, 10],
    [870, 540, 10],
  ] as Array<[number, number, number]>) {
    trunks += s`M${x - w / 2},${base}L${x - w * 0.3},${base - (base - 120) * 0.9}H${x + w * 0.3}L${x + w / 2},${base}Z`;
  }
  out += path(trunks, "#3b2f28");
  let canopy = "";
  for (let i = 0; i < 46; i++) {
    const t = i / 45;
    const side = i % 2 ? 1 : -1;
    const x = 800 + side * (60 + 760 * (1 - t) + a.r(-60, 60));
    const y = 40 + 300 * t * t + a.r(-40, 40);
    canopy += circ(x, y, 90 + 120 * (1 - t) * a.r(0.7, 1.1));
  }
  out += path(
    canopy,
    a.lin("canopy", [
      [0, "#2c4a2c"],
      [1, "#4d6b3a"],
    ]),
  );
  let dapple = "";
  for (let i = 0; i < 26; i++) dapple += circ(a.r(520, 1080), a.r(560, 890), a.r(12, 36));
  out += path(dapple, "#fff0c8", op(0.22));
  out += lamp(a, 520, 860, 150, "#2b2f33") + lamp(a, 1080, 860, 150, "#2b2f33");
  return svgDoc(a, W, H, "Myers Park street under willow oaks — illustration", out);
}

export function blogMarina(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 440;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#4f87ad"],
      [0.35, "#9cc0d4"],
      [0.49, "#e6eeee"],
    ],
    water: [
      [0, "#b3cfd8"],
      [0.3, "#5c96ab"],
      [1, "#1a4a66"],
    ],
    clouds: {
      list: [
        [360, 140, 200, 26],
        [450, 120, 120, 30],
        [1180, 190, 240, 24],
      ],
      color: "#ffffff",
      o: 0.7,
    },
    hills: [{ y: 420, amp: 12, fill: "#93a9b4" }],
    shore: { fill: "#4a6656", hMin: 12, hMax: 30, kind: "round", sp: 24 },
    reflect: 0.3,
  });
  // masts of the sailboats moored across the basin
  let masts = "";
  let hulls = "";
  for (let x = 120; x < 1500; x += 58) {
    masts += s`M${x},540v${-90 - ((x * 7) % 60)}`;
    hulls += s`M${x - 22},540h44l-6,9h-32Z`;
  }
  out += `<path d="${masts}" stroke="#f1ece2" stroke-width="2.5"/>` + path(hulls, "#f6f2ea") + rect(80, 549, 1460, 7, "#5b5248");
  // main pier, finger piers and boats in their slips
  out += dock(-20, 1620, 640, "#6b5441");
  let fingers = "";
  for (let x = 40; x < 1600; x += 230) fingers += s`M${x},640h18l30,200h-22Z`;
  out += path(fingers, "#5a4535");
  for (const [x, flip] of [
    [90, false],
    [560, true],
    [790, false],
    [1250, true],
  ] as Array<[number, boolean]>)
    out += speedboat(a, x, 760, 0.8, flip, 0);
  // fuel dock and its little office
  out +=
    rect(1260, 560, 220, 80, "#eeeae2") +
    path("M1240,566L1370,510L1500,566Z", "#3a4a5a") +
    rect(1290, 586, 60, 36, a.warm()) +
    rect(1390, 586, 60, 36, a.warm());
  out += ripples(a, 0, W, 660, H, 20, "#ffffff", 0.14);
  return svgDoc(a, W, H, "Marina on Lake Norman — illustration", out);
}

export function blogWaterfrontRow(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 560;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#3f6a8c"],
      [0.35, "#a7b3be"],
      [0.56, "#f3cfa2"],
      [0.62, "#f8ddb2"],
    ]),
  );
  out += sunDisc(a, 280, 470, 30, "#ffd8a0", "#fff4dc", 9);
  let land = path(ridge(a, -20, W + 20, 470, 40, 8, hz), "#6f8f6a") + path(treeLine(a, -20, W + 20, 450, 30, 70, "round", 40), "#4f6c52");
  const homes: Array<[number, number, number, number, string]> = [
    [140, 520, 120, 70, "#efe7da"],
    [430, 500, 150, 90, "#c9b79a"],
    [760, 510, 130, 80, "#e6dccb"],
    [1060, 495, 170, 100, "#b9a486"],
    [1380, 515, 120, 74, "#efe7da"],
  ];
  for (const [x, y, w, h, body] of homes) land += cabin(a, x, y, w, h, body, "#3e4652");
  land += path(`M-20,${hz}V528Q400,540 800,530T1620,526V${hz}Z`, "#5c7a4f");
  out += `<g id="${a.id("land")}">${land}</g>`;
  out += rect(
    0,
    hz,
    W,
    H - hz,
    a.lin("water", [
      [0, "#f0d3a8"],
      [0.25, "#8fa8b5"],
      [1, "#1e4058"],
    ]),
  );
  out += mirror(a, "land", hz, 0.3);
  out += shimmer(a, 280, hz + 4, H, 240, 40, "#fff0cf", 0.5);
  for (const [x] of homes) out += dock(x + 20, x + 140, hz + 40, "#4a3a2e") + path(s`M${x + 70},${hz + 2}v40h10v-40Z`, "#4a3a2e");
  out +=
    speedboat(a, 480, hz + 70, 0.55, false, 0) +
    speedboat(a, 1120, hz + 72, 0.55, true, 0) +
    sailboat(820, hz + 120, 0.6, "#ffffff", "#e9e2d6", "#24435a", false, 0.25);
  out += ripples(a, 0, W, hz + 10, H, 22, "#ffffff", 0.12);
  return svgDoc(a, W, H, "Lakefront homes with their docks — illustration", out);
}

export function blogDock(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 470;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#6d8fa8"],
      [0.3, "#b5c4cc"],
      [0.5, "#f1e2cc"],
      [0.52, "#f7e6cc"],
    ],
    water: [
      [0, "#efe2cf"],
      [0.2, "#a9bcc2"],
      [1, "#2c5468"],
    ],
    sun: { x: 420, y: 446, r: 26, glow: "#ffe6bf", core: "#fff9ee", spread: 9 },
    hills: [{ y: 450, amp: 14, fill: "#9aa6ad" }],
    shore: { fill: "#6c7f80", hMin: 10, hMax: 30, kind: "pine", sp: 14 },
    shimmer: { x: 420, spread: 200, color: "#fff6e6", n: 50, o: 0.55 },
    reflect: 0.3,
    mist: "#f6efe6",
  });
  // a covered boat slip with its lift, a deck and two chairs
  const wood = "#4a3a2e";
  out += path("M760,560V420h18v140ZM1560,560V420h18v140ZM1160,560V420h18v140Z", wood);
  out += path("M720,430L1170,330L1620,430V446H720Z", "#3b3f46") + rect(716, 440, 908, 10, "#2b2e33");
  out += rect(700, 640, 920, 18, "#7a5f48") + dock(700, 1620, 660, wood);
  out += rect(820, 560, 300, 8, "#8a8f96") + path("M840,470V560M1100,470V560", "none", ` stroke="#8a8f96" stroke-width="4"`);
  out += speedboat(a, 830, 556, 0.95, false, 0);
  const chair = (x: number) => path(s`M${x},640l12,-50l16,3l-9,47ZM${x - 8},640h46v-6h-46ZM${x + 30},640v-28h7v28Z`, "#f4efe6");
  out += chair(1300) + chair(1380);
  out += ripples(a, 0, W, hz + 10, H, 24, "#ffffff", 0.12);
  return svgDoc(a, W, H, "Covered boat dock at sunrise — illustration", out);
}

export function blogLakeWylie(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 540;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#1f2f4f"],
      [0.3, "#66557a"],
      [0.5, "#d8877a"],
      [0.6, "#f7c08a"],
    ],
    water: [
      [0, "#f2b98a"],
      [0.2, "#a0707e"],
      [0.6, "#33405e"],
      [1, NAVY],
    ],
    sun: { x: 1120, y: 520, r: 36, glow: "#ffc27f", core: "#ffeccc", spread: 9 },
    hills: [{ y: 520, amp: 12, fill: "#6c5570" }],
    shore: { fill: "#2c2a44", hMin: 8, hMax: 24, kind: "mix", sp: 16 },
    shimmer: { x: 1120, spread: 240, color: "#ffdca6", n: 70 },
    reflect: 0.35,
  });
  // the long, low bridge across the lake, headlights on its deck
  let piers = "";
  for (let x = -10; x < W; x += 96) piers += s`M${x},600h16v70h-16Z`;
  out += path(piers + "M-20,586H1620V604H-20Z", "#231f33");
  out += `<g transform="matrix(1 0 0 -.5 0 1005)"${op(0.3)}>${path(piers + "M-20,586H1620V604H-20Z", "#231f33")}</g>`;
  let cars = "";
  for (const x of [140, 420, 760, 980, 1340]) cars += s`M${x},580h10v4h-10Z`;
  out += path(cars, "#ffe6a6") + path("M600,580h8v4h-8ZM1210,580h8v4h-8Z", "#ff7a66");
  out += sailboat(420, 760, 0.8, "#2b2440", "#2b2440", "#221c34", false, 0.3);
  out += vignette(a, W, H, 0.35);
  return svgDoc(a, W, H, "Sunset over Lake Wylie and its bridge — illustration", out);
}

export function blogLakePanorama(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 500;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#10263c"],
      [0.3, "#3c4d70"],
      [0.48, "#b7859a"],
      [0.56, "#efb890"],
    ],
    water: [
      [0, "#d9a089"],
      [0.2, "#6d6a86"],
      [0.55, "#2b3e5c"],
      [1, NAVY],
    ],
    sun: { x: 700, y: 490, r: 24, glow: "#ffc994", core: "#fff0d6", spread: 10 },
    hills: [
      { y: 470, amp: 18, fill: "#6f6685" },
      { y: 486, amp: 12, fill: "#4f5070" },
    ],
    shore: { fill: "#2a3048", hMin: 8, hMax: 22, kind: "mix", sp: 16 },
    shimmer: { x: 700, spread: 200, color: "#ffdcaa", n: 50, o: 0.5 },
    reflect: 0.35,
  });
  // wooded points reaching into the lake from both sides, with the lights of towns
  out += path("M-20,560Q300,540 520,586Q300,610 -20,640Z", "#1d2638") + path("M1620,600Q1300,572 1060,612Q1320,650 1620,676Z", "#1a2334");
  out += path(forest(a, -20, 420, 566, 40, 110, 0.8, 40, 3) + forest(a, 1160, 1620, 610, 40, 120, 0.8, 40, 3), "#141c2c");
  out += shoreLights(a, 40, 420, 560, 10) + shoreLights(a, 1120, 1560, 604, 12) + shoreLights(a, 860, 1200, hz, 10) + shoreLights(a, 200, 560, hz, 8);
  out += sailboat(880, 640, 0.5, "#2b2a44", "#2b2a44", "#231f36", true, 0.25) + sailboat(560, 700, 0.35, "#3a3a58", "#3a3a58", "#2b2a44", false, 0.2);
  out += path(forest(a, -40, 160, 900, 260, 420, 1, 60, 4), "#0b1420");
  return svgDoc(a, W, H, "Lake Norman's shores at dusk — illustration", out);
}

export function blogFarmersMarket(a: Art): string {
  const W = 1600,
    H = 900,
    ground = 650;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#8db6cf"],
      [0.5, "#d7e4e6"],
      [0.7, "#f3ead8"],
    ]),
  );
  out += path(treeLine(a, -20, W + 20, 520, 80, 200, "round", 110), "#6e8c66") + path(forest(a, -20, W + 20, 540, 60, 160, 0.2, 80, 3), "#4d6b4a");
  out += rect(
    0,
    540,
    W,
    H - 540,
    a.lin("ground", [
      [0, "#cfc3ad"],
      [1, "#9a8d78"],
    ]),
  );
  const stripe = (id: string, color: string) =>
    a.def(
      id,
      () =>
        `<pattern id="${a.id(id)}" width="40" height="10" patternUnits="userSpaceOnUse"><rect width="40" height="10" fill="#fbf8f2"/><rect width="20" height="10" fill="${color}"/></pattern>`,
    );
  const awnings = [stripe("aw1", "#2f5f8a"), "#fbf8f2", stripe("aw2", "#3f7a4a"), stripe("aw3", "#b5533c"), "#fbf8f2"];
  const produce = ["#c8412f", "#e3902c", "#6d9a3a", "#8a3a6a", "#e2c14a"];
  for (let i = 0; i < 5; i++) {
    const x = 40 + i * 316;
    out +=
      path(s`M${x},360L${x + 20},310H${x + 270}L${x + 290},360Z`, awnings[i] ?? "#fbf8f2") +
      path(s`M${x + 6},360V${ground}M${x + 284},360V${ground}`, "none", ` stroke="#d9d2c4" stroke-width="6"`);
    out += rect(x + 20, 520, 250, 16, "#8a6a4c") + rect(x + 30, 536, 10, ground - 536, "#6b5441") + rect(x + 250, 536, 10, ground - 536, "#6b5441");
    let fruit = "";
    for (let c = 0; c < 3; c++) {
      const cx = x + 40 + c * 78;
      out += rect(cx - 4, 486, 70, 34, "#b48a5c");
      for (let j = 0; j < 4; j++) fruit += circ(cx + 12 + j * 15, 488 - (j % 2) * 6, 10);
    }
    out += path(fruit, produce[i] ?? "#c8412f");
  }
  let wire = "";
  let flags = "";
  for (let x = 0; x < W; x += 60) {
    wire += s`M${x},250Q${x + 30},270 ${x + 60},250`;
    flags += s`M${x + 22},259l8,20l8,-20Z`;
  }
  out += `<path d="${wire}" stroke="#6b5a4a" stroke-width="2" fill="none"/>` + path(flags, GOLD);
  out += path("M-20,900V820Q800,780 1620,820V900Z", "#8f826d");
  return svgDoc(a, W, H, "Saturday farmers market — illustration", out);
}

export function blogMarketDays(a: Art): string {
  const W = 1600,
    H = 900;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin(
      "bg",
      [
        [0, "#f6f1e8"],
        [1, "#e9dfcd"],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += circle(
    1300,
    200,
    500,
    a.rad("glow", [
      [0, "#ffffff", 0.8],
      [1, "#ffffff", 0],
    ]),
  );
  // a month on a calendar card, the days on market shaded
  out +=
    rect(180, 170, 620, 580, "#ffffff", ` rx="18" stroke="#d9cdb8" stroke-width="2"`) +
    rect(180, 170, 620, 90, NAVY, ` rx="18"`) +
    rect(180, 230, 620, 30, NAVY);
  let days = "";
  let marked = "";
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 7; c++) {
      const d = r * 7 + c;
      const cell = s`M${220 + c * 82},${290 + r * 88}h62v62h-62Z`;
      if (d > 3 && d < 29) marked += cell;
      else days += cell;
    }
  }
  out += path(days, "#efe8dc") + path(marked, "#16384f", op(0.85));
  out += circle(220 + 0 * 82 + 31, 290 + 4 * 88 + 31, 40, "none", ` stroke="${GOLD}" stroke-width="6"`);
  // the average falling, month by month
  const pts: Pt[] = [0.85, 0.8, 0.72, 0.74, 0.62, 0.55, 0.5, 0.42].map((v, i) => [900 + i * 80, 760 - v * 520]);
  out += `<path d="${pts.map(([x, y], i) => s`${i ? "L" : "M"}${x},${y}`).join("")}" fill="none" stroke="${NAVY}" stroke-width="6" stroke-linejoin="round"/>`;
  out += pts.map(([x, y]) => circle(x, y, 10, GOLD, ` stroke="${NAVY}" stroke-width="4"`)).join("");
  out += `<path d="M880,760H1500M880,200V760" stroke="${NAVY}" stroke-width="2"${op(0.4)}/>`;
  out +=
    circle(1400, 250, 60, "none", ` stroke="${GOLD}" stroke-width="6"`) +
    `<path d="M1400,250V212M1400,250l26,16" stroke="${NAVY}" stroke-width="6" stroke-linecap="round"/>`;
  return svgDoc(a, W, H, "Days on market calendar and trend — illustration", out);
}

export function blogMainStreet(a: Art): string {
  const W = 1600,
    H = 900,
    base = 640;
  let out = rect(
    0,
    0,
    W,
    H,
    a.lin("sky", [
      [0, "#2f557a"],
      [0.4, "#8e9fb5"],
      [0.65, "#f0c99a"],
      [0.75, "#f6d9ac"],
    ]),
  );
  out += streaks(
    a,
    [
      [300, 160, 280, 8],
      [1250, 210, 300, 9],
    ],
    "#ffe6c6",
    0.6,
  );
  // the water tower and the depot's roof above the row
  out +=
    `<path d="M1220,420L1236,300M1300,420L1284,300M1226,360h68" stroke="#5d6670" stroke-width="6"/>` +
    path("M1208,304Q1208,262 1260,256Q1312,262 1312,304Z", "#b8c0c6");
  out += path(treeLine(a, -20, W + 20, 430, 40, 110, "round", 70), "#3c5446");
  out += storefronts(a, -40, W + 40, base, 3);
  out +=
    rect(0, base, W, 30, "#9a8f82") +
    rect(
      0,
      base + 30,
      W,
      H - base - 30,
      a.lin("street", [
        [0, "#4a4b52"],
        [1, "#1f2630"],
      ]),
    );
  out += `<path d="M0,820h1600" stroke="${CREAM}" stroke-width="4" stroke-dasharray="60 50"${op(0.5)}/>`;
  const checker = a.def(
    "chk",
    () =>
      `<pattern id="${a.id("chk")}" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="#ffffff"/><path d="M0,0h8v8H0ZM8,8h8v8H8Z" fill="#1e2226"/></pattern>`,
  );
  for (const x of [160, 620, 1080, 1480]) out += lamp(a, x, base + 24, 190, "#1e2226") + rect(x + 4, base - 140, 48, 64, checker);
  return svgDoc(a, W, H, "Downtown Mooresville main street — illustration", out);
}

export function blogMarketSpring(a: Art): string {
  const W = 1600,
    H = 900,
    hz = 520;
  let out = lake(a, {
    w: W,
    h: H,
    horizon: hz,
    sky: [
      [0, "#7fa9c8"],
      [0.35, "#c3d7e2"],
      [0.58, "#f4ece0"],
    ],
    water: [
      [0, "#e3e7e2"],
      [0.25, "#9dbccb"],
      [1, "#3b6f8a"],
    ],
    clouds: {
      list: [
        [300, 180, 200, 22],
        [380, 160, 110, 26],
        [1000, 140, 220, 20],
      ],
      color: "#ffffff",
      o: 0.75,
    },
    hills: [{ y: 500, amp: 14, fill: "#a3b6a6" }],
    shore: { fill: "#7a9a6c", hMin: 12, hMax: 30, kind: "round", sp: 22 },
    reflect: 0.3,
  });
  out += ripples(a, 0, W, hz + 10, H, 20, "#ffffff", 0.18);
  // a dogwood in bloom framing the view
  out += tree(a, 220, 880, 620, "#f1d6de", "#4a3a30");
  let petals = "";
  for (let i = 0; i < 40; i++) petals += circ(a.r(20, 440), a.r(300, 760), a.r(6, 12));
  out += path(petals, "#ffffff", op(0.8));
  // the year's outlook: a card with a rising line
  out += rect(1040, 200, 420, 280, "#ffffff", ` rx="16"${op(0.9)}`);
  const pts: Pt[] = [0.2, 0.3, 0.28, 0.45, 0.5, 0.66, 0.8].map((v, i) => [1080 + i * 56, 440 - v * 200]);
  out += `<path d="${pts.map(([x, y], i) => s`${i ? "L" : "M"}${x},${y}`).join("")}" fill="none" stroke="${GOLD}" stroke-width="6" stroke-linejoin="round"/>`;
  out +=
    `<path d="M1080,440H1420" stroke="${NAVY}" stroke-width="2"${op(0.4)}/>` +
    path("M1380,250l40,-40l40,40v40h-80Z", "none", ` stroke="${NAVY}" stroke-width="4"${op(0.6)}`);
  return svgDoc(a, W, H, "Lake Norman in spring with a rising market line — illustration", out);
}
