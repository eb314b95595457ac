import { NAVY, NAVY2, GOLD, CREAM, s, svgDoc, rect, path, circle, ellipse, op, forest, treeLine, mirror, shimmer, sailboat, speedboat, dock, cabin, shoreLights, pineTree, windows, vignette, lake, skyline, type Art, type Pt } from "./kit.ts";

// ---------------------------------------------------------------------------
// Blog (1600x900)
// ---------------------------------------------------------------------------

export function blogLakeSunset(a: Art): string {
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

export function blogBoating(a: Art): string {
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

export function blogDining(a: Art): string {
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

export function blogMarket(a: Art): string {
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

export function blogStaging(a: Art): string {
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

export function blogFestival(a: Art): string {
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

export function blogSkyline(a: Art): string {
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

export function blogLakehouse(a: Art): string {
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
