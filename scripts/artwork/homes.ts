import {
  NAVY,
  GOLD,
  CREAM,
  s,
  svgDoc,
  rect,
  path,
  circle,
  ellipse,
  op,
  mix,
  forest,
  tree,
  treeLine,
  mirror,
  sunDisc,
  shimmer,
  ripples,
  speedboat,
  dock,
  pineTree,
  shrubs,
  windows,
  lamp,
  type Art,
  type Stop,
} from "./kit.ts";

// ---------------------------------------------------------------------------
// Homes (1200x800)
// ---------------------------------------------------------------------------

export function homeBackdrop(a: Art, sky: Stop[], ground: Stop[], groundY = 600, treeCol = "#1a2d3a"): string {
  const horizon = sky[sky.length - 1]?.[1] ?? "#f2c7a0";
  let out = rect(0, 0, 1200, 800, a.lin("sky", sky));
  out += circle(
    600,
    groundY - 80,
    520,
    a.rad("halo", [
      [0, "#ffd9a8", 0.35],
      [1, "#ffd9a8", 0],
    ]),
  );
  out += path(treeLine(a, -20, 1220, groundY, 110, 220, "round", 130), mix(treeCol, horizon, 0.28));
  out += path(forest(a, -20, 1220, groundY, 90, 210, 0.55, 52, 4), treeCol);
  out += rect(0, groundY, 1200, 800 - groundY, a.lin("lawn", ground));
  return out;
}

export const DUSK: Stop[] = [
  [0, "#16344d"],
  [0.45, "#546785"],
  [0.72, "#cf9e98"],
  [0.85, "#f2c7a0"],
];
export const LAWN: Stop[] = [
  [0, "#3e5a44"],
  [1, "#1c2e24"],
];

export function home1(a: Art): string {
  // Lakefront modern
  let out = rect(0, 0, 1200, 800, a.lin("sky", DUSK));
  out += sunDisc(a, 990, 500, 20, "#ffcf9a", "#fff0d6", 9);
  const trees = path(treeLine(a, -20, 1220, 560, 110, 200, "round", 130), "#3a4660") + path(forest(a, -20, 1220, 566, 110, 250, 0.8, 44, 4), "#172a38");
  out += `<g id="${a.id("trees")}">${trees}</g>`;
  out += path(
    "M-20,560H1220V664H-20Z",
    a.lin("lawn", [
      [0, "#3c5a43"],
      [1, "#24392c"],
    ]),
  );
  out += rect(300, 580, 620, 24, "#8f8477") + path("M560,604h90l10,50h-110Z", "#8f8477", op(0.6));
  const land =
    rect(300, 300, 560, 14, "#e9e2d6") +
    rect(320, 314, 480, 116, "#40352f") +
    rect(820, 250, 60, 330, "#8f8477") +
    rect(380, 430, 440, 150, "#2e2b2b") +
    rect(360, 424, 500, 10, "#e9e2d6") +
    windows(
      a,
      [
        [330, 326, 300, 96, 5, 1],
        [650, 326, 140, 96, 2, 1],
        [392, 444, 416, 126, 6, 1],
      ],
      "#1e1b1a",
      3,
    );
  out += `<g id="${a.id("land")}">${land}</g>`;
  out += rect(
    0,
    662,
    1200,
    138,
    a.lin("water", [
      [0, "#8c7f93"],
      [0.3, "#3f5572"],
      [1, NAVY],
    ]),
  );
  out += mirror(a, "trees", 662, 0.25) + mirror(a, "land", 662, 0.22);
  out += shimmer(a, 990, 668, 800, 300, 30, "#ffd590", 0.35);
  out += path("M-20,654Q600,646 1220,654V668H-20Z", "#1c2c22");
  out += dock(560, 800, 690, "#2a2524") + speedboat(a, 640, 712, 0.5, false, 0);
  out += ellipse(
    600,
    606,
    330,
    34,
    a.rad("spill", [
      [0, "#ffd79a", 0.35],
      [1, "#ffd79a", 0],
    ]),
  );
  out += shrubs(
    [
      [280, 596, 34],
      [330, 606, 26],
      [890, 596, 40],
      [950, 606, 30],
    ],
    "#24402f",
  );
  out += pineTree(a, 190, 630, 300, 120, "#142619") + pineTree(a, 1040, 636, 330, 130, "#142619");
  return svgDoc(a, 1200, 800, "Lakefront modern home — illustration", out);
}

export function home2(a: Art): string {
  // Craftsman estate: the bungalow's broad gable between two wings
  let out = homeBackdrop(a, DUSK, LAWN, 600);
  const siding = a.def(
    "sid",
    () =>
      `<pattern id="${a.id("sid")}" width="8" height="14" patternUnits="userSpaceOnUse"><rect width="8" height="14" fill="#6d7d66"/><rect y="12" width="8" height="2" fill="#56644f"/></pattern>`,
  );
  out += rect(150, 300, 44, 140, "#8a7f72") + rect(144, 296, 56, 10, "#6f655a");
  out += path("M96,462L150,392H310V462ZM1104,462L1050,392H890V462Z", "#3b3533");
  out += rect(120, 456, 190, 144, siding) + rect(890, 456, 190, 144, siding);
  out += windows(
    a,
    [
      [146, 486, 56, 80, 2, 2],
      [226, 486, 56, 80, 2, 2],
      [918, 486, 56, 80, 2, 2],
      [998, 486, 56, 80, 2, 2],
    ],
    CREAM,
    3,
  );
  out += rect(300, 400, 600, 200, siding);
  out += path("M250,412L600,250L950,412Z", "#3b3533") + path("M300,405L600,268L900,405Z", "#cbb592");
  out += rect(540, 320, 120, 70, siding) + windows(a, [[556, 332, 88, 46, 3, 1]], CREAM, 3);
  out += path("M380,476L600,370L820,476Z", "#3b3533") + path("M412,468L600,384L788,468Z", "#c9b08a");
  out += windows(
    a,
    [
      [330, 430, 60, 90, 1, 2],
      [810, 430, 60, 90, 1, 2],
      [440, 490, 110, 70, 3, 1],
      [650, 490, 110, 70, 3, 1],
    ],
    CREAM,
    3,
  );
  out += rect(570, 490, 60, 110, "#5a3b2a") + rect(580, 500, 40, 40, a.warm());
  // tapered columns on stone piers
  for (const x of [400, 500, 680, 780]) {
    out += path(s`M${x},476h24l6,70h-36Z`, CREAM) + rect(x - 10, 546, 44, 54, "#8a7f72");
  }
  out += rect(380, 600, 440, 10, "#6f655a");
  out += path("M560,610h80l60,190h-200Z", "#b7a68e", op(0.7));
  out += shrubs(
    [
      [140, 602, 36],
      [250, 606, 30],
      [320, 600, 40],
      [370, 612, 30],
      [860, 604, 44],
      [910, 612, 28],
      [460, 610, 24],
      [740, 610, 24],
      [1000, 604, 34],
      [1070, 608, 30],
    ],
    "#23402e",
  );
  out += tree(a, 0, 680, 300, "#1d3526", "#2b2420") + tree(a, 1200, 690, 290, "#213a2b", "#2b2420");
  out += lamp(a, 480, 700, 90);
  return svgDoc(a, 1200, 800, "Craftsman estate — illustration", out);
}

export function home3(a: Art): string {
  // Georgian colonial
  let out = homeBackdrop(
    a,
    [
      [0, "#1a3650"],
      [0.5, "#5c6c8a"],
      [0.8, "#d6a59c"],
      [0.9, "#f1c9a3"],
    ],
    LAWN,
    610,
  );
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
  out += shrubs(
    [
      [330, 612, 34],
      [400, 616, 30],
      [800, 616, 30],
      [870, 612, 34],
      [470, 620, 22],
      [730, 620, 22],
    ],
    "#1f3a2a",
  );
  out += tree(a, 125, 660, 320, "#1b3224", "#2b2420") + tree(a, 1080, 660, 310, "#1f3829", "#2b2420");
  out += lamp(a, 400, 740, 100) + lamp(a, 800, 740, 100);
  return svgDoc(a, 1200, 800, "Colonial home — illustration", out);
}

export function home4(a: Art): string {
  // Modern farmhouse
  let out = homeBackdrop(
    a,
    [
      [0, "#1b3a55"],
      [0.5, "#6d7f98"],
      [0.78, "#e3b497"],
      [0.9, "#f6d6ad"],
    ],
    [
      [0, "#4a6448"],
      [1, "#1e3024"],
    ],
    610,
    "#223744",
  );
  const bb = a.def(
    "bb",
    () =>
      `<pattern id="${a.id("bb")}" width="22" height="10" patternUnits="userSpaceOnUse"><rect width="22" height="10" fill="#f4f0e8"/><rect width="3" height="10" fill="#dcd6cb"/></pattern>`,
  );
  const seam = a.def(
    "seam",
    () =>
      `<pattern id="${a.id("seam")}" width="16" height="10" patternUnits="userSpaceOnUse"><rect width="16" height="10" fill="#23272c"/><rect width="2" height="10" fill="#3a4047"/></pattern>`,
  );
  out += rect(250, 330, 360, 280, bb) + path("M228,340L430,168L632,340Z", seam);
  out += rect(610, 400, 330, 210, bb) + path("M594,410L775,298L956,410Z", seam);
  out += rect(404, 180, 0, 0, "none");
  out += windows(
    a,
    [
      [400, 236, 60, 70, 2, 2],
      [300, 350, 70, 80, 2, 2],
      [490, 350, 70, 80, 2, 2],
      [290, 490, 90, 100, 2, 2],
      [480, 490, 90, 100, 2, 2],
      [660, 490, 90, 100, 2, 2],
      [810, 490, 90, 100, 2, 2],
    ],
    "#16191d",
    4,
  );
  out += rect(400, 486, 54, 124, "#16191d") + rect(408, 494, 38, 50, a.warm());
  // porch
  out += path("M220,472H970L948,440H242Z", seam);
  let posts = "";
  for (const x of [250, 390, 462, 600, 770, 940]) posts += s`M${x},472h8v138h-8Z`;
  out += path(posts, "#1e2226") + rect(240, 606, 720, 10, "#8c7f70");
  out += shrubs(
    [
      [300, 612, 30],
      [360, 620, 26],
      [640, 616, 34],
      [900, 614, 30],
      [970, 620, 26],
    ],
    "#2d5037",
  );
  out += path("M396,616h62l140,184H300Z", "#cbbfa8", op(0.5));
  out += tree(a, 95, 650, 300, "#2c4a34") + tree(a, 1110, 640, 280, "#2c4a34");
  out += lamp(a, 520, 740, 90);
  return svgDoc(a, 1200, 800, "Modern farmhouse — illustration", out);
}

export function home5(a: Art): string {
  // Stone estate
  let out = homeBackdrop(
    a,
    [
      [0, "#102a40"],
      [0.5, "#4c5c7c"],
      [0.8, "#c4959a"],
      [0.92, "#ecc09d"],
    ],
    LAWN,
    620,
    "#16283a",
  );
  const stone = a.def(
    "stone",
    () =>
      `<pattern id="${a.id("stone")}" width="60" height="32" patternUnits="userSpaceOnUse"><rect width="60" height="32" fill="#b5a48c"/><path d="M0,15.5h60M0,31.5h60M22,0v16M52,0v16M8,16v16M38,16v16" stroke="#958670" stroke-width="2"/><rect x="24" y="2" width="26" height="12" fill="#c4b398"/><rect x="40" y="18" width="18" height="12" fill="#a8977f"/></pattern>`,
  );
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
    [
      [250, 380, 70, 100, 2, 3],
      [360, 380, 70, 100, 2, 3],
      [250, 510, 70, 100, 2, 3],
      [360, 510, 70, 100, 2, 3],
      [770, 380, 70, 100, 2, 3],
      [770, 510, 70, 100, 2, 3],
      [905, 360, 60, 90, 2, 3],
      [905, 480, 60, 110, 2, 3],
      [560, 300, 80, 110, 2, 3],
    ],
    "#3b3128",
    3,
  );
  // arched entry
  out += path("M550,620V510a50,50 0 0 1 100,0V620Z", "#8a7a66") + path("M562,620V514a38,38 0 0 1 76,0V620Z", "#3b2a22");
  out += path("M570,540a30,30 0 0 1 60,0Z", a.warm());
  out += rect(480, 620, 240, 14, "#a59784");
  out += ellipse(600, 720, 300, 50, "#c9bca6", op(0.5)) + ellipse(600, 720, 120, 20, "#2e4a37");
  out +=
    path("M560,712h80l-10,14h-60ZM594,712v-30h12v30ZM576,684h48l-6,8h-36Z", "#d9cfbd") +
    path("M600,682q-20,-30 -30,0M600,682q20,-30 30,0", "none", ` stroke="#e8f2f4" stroke-width="3"${op(0.7)}`);
  let hedge = "";
  for (const x of [220, 300, 380, 820, 900, 980]) hedge += s`M${x - 30},640h60v-24q-30,-16 -60,0Z`;
  out +=
    path(hedge, "#1e3627") +
    shrubs(
      [
        [480, 628, 26],
        [720, 628, 26],
      ],
      "#1e3627",
    );
  out += pineTree(a, 80, 700, 420, 150, "#13231a") + pineTree(a, 1130, 700, 400, 140, "#13231a");
  out += lamp(a, 420, 720, 90) + lamp(a, 780, 720, 90);
  return svgDoc(a, 1200, 800, "Stone estate home — illustration", out);
}

export function home6(a: Art): string {
  // Contemporary glass house with pool
  let out = homeBackdrop(
    a,
    [
      [0, "#0f2a3d"],
      [0.45, "#3b5577"],
      [0.75, "#b2919e"],
      [0.88, "#e8b996"],
    ],
    [
      [0, "#31493b"],
      [1, "#14221a"],
    ],
    580,
    "#132535",
  );
  const house =
    rect(220, 300, 520, 14, "#f1ede6") +
    rect(240, 314, 480, 130, "#2a2a2c") +
    rect(460, 444, 560, 136, "#2a2a2c") +
    rect(440, 430, 600, 14, "#f1ede6") +
    rect(200, 440, 260, 140, "#ded6ca") +
    windows(
      a,
      [
        [250, 322, 460, 114, 6, 1],
        [480, 452, 520, 120, 7, 1],
      ],
      "#1c1c1e",
      3,
    ) +
    rect(222, 470, 60, 110, "#3b2f28") +
    rect(340, 470, 90, 70, a.warm());
  out += `<g id="${a.id("house")}">${house}</g>`;
  out += rect(0, 580, 1200, 14, "#d8d2c6");
  // pool reflecting the house
  out += rect(
    160,
    594,
    880,
    110,
    a.lin("pool", [
      [0, "#4fb3c0"],
      [1, "#1b5c70"],
    ]),
  );
  out += `<g clip-path="url(#${a.id("pc")})">${mirror(a, "house", 594, 0.3)}</g>`;
  a.def("pc", () => `<clipPath id="${a.id("pc")}"><rect x="160" y="594" width="880" height="110"/></clipPath>`);
  out += shimmer(a, 600, 600, 700, 700, 24, "#d8f4f6", 0.4);
  out += rect(140, 704, 920, 14, "#d8d2c6");
  out += shrubs(
    [
      [120, 580, 40],
      [1060, 584, 40],
      [1140, 590, 30],
    ],
    "#1d3626",
  );
  out += tree(a, 1110, 600, 330, "#2a4735") + pineTree(a, 70, 600, 340, 120, "#12211a");
  return svgDoc(a, 1200, 800, "Contemporary glass home — illustration", out);
}

export function home7(a: Art): string {
  // Lake cottage with dock, golden hour
  let out = rect(
    0,
    0,
    1200,
    800,
    a.lin("sky", [
      [0, "#4e7798"],
      [0.4, "#a8b5c2"],
      [0.68, "#f2d0a8"],
      [0.76, "#f9e0b6"],
    ]),
  );
  out += sunDisc(a, 260, 500, 26, "#ffe0aa", "#fff6e2", 8);
  out += path(treeLine(a, -20, 1220, 560, 30, 64, "round", 70), "#6b7b84");
  out += path("M500,560C640,470 900,440 1220,450V610H500Z", "#4d6a4e");
  out += path(forest(a, 880, 1220, 474, 90, 210, 0.5, 50, 4), "#2d4636");
  // cottage
  const shingle = a.def(
    "sh",
    () =>
      `<pattern id="${a.id("sh")}" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#8d9ea6"/><path d="M0,11.5h12M6,0v11" stroke="#7a8a92" stroke-width="1.5"/></pattern>`,
  );
  out += rect(640, 380, 300, 170, shingle) + path("M618,390L790,250L962,390Z", "#3e4652");
  out += rect(780, 300, 0, 0, "none");
  out += circle(790, 330, 22, "#f4efe6") + circle(790, 330, 16, a.warm());
  out += windows(
    a,
    [
      [670, 420, 60, 80, 2, 2],
      [850, 420, 60, 80, 2, 2],
    ],
    "#f4efe6",
    3,
  );
  out += rect(760, 440, 56, 110, "#f4efe6") + rect(767, 447, 42, 103, "#2f4a5e") + rect(774, 455, 28, 36, a.warm());
  out += path("M620,550h340v10H620Z", "#f4efe6");
  out += shrubs(
    [
      [650, 552, 26],
      [700, 558, 20],
      [930, 552, 28],
      [990, 560, 22],
    ],
    "#35553c",
  );
  // water
  out += rect(
    0,
    560,
    1200,
    240,
    a.lin("water", [
      [0, "#f0d6b0"],
      [0.25, "#93aab5"],
      [1, "#1e4058"],
    ]),
  );
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

export function home8(a: Art): string {
  // Row of townhomes
  let out = rect(
    0,
    0,
    1200,
    800,
    a.lin("sky", [
      [0, "#142e45"],
      [0.5, "#4f6484"],
      [0.78, "#d3a297"],
      [0.9, "#f0c69e"],
    ]),
  );
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
    body += windows(
      a,
      [
        [x + 30, 260, 70, 90, 2, 2],
        [x + 140, 260, 70, 90, 2, 2],
        [x + 30, 390, 70, 90, 2, 2],
        [x + 140, 390, 70, 90, 2, 2],
        [x + 30, 520, 80, 70, 2, 1],
      ],
      "#f3ede2",
      3,
    );
    body += rect(x + 150, 510, 56, 110, "#1d2a36") + rect(x + 158, 518, 40, 30, a.warm());
    body += path(s`M${x + 140},506h76l-8,-14h-60Z`, "#f3ede2");
    body += rect(x + 140, 620, 76, 12, "#b8ad9c") + rect(x + 134, 632, 88, 12, "#a89d8c");
  }
  out += body;
  out +=
    rect(0, 644, 1200, 30, "#8f8679") +
    rect(
      0,
      674,
      1200,
      126,
      a.lin("street", [
        [0, "#3b3d46"],
        [1, "#161f29"],
      ]),
    );
  out += shrubs(
    [
      [170, 630, 22],
      [410, 630, 22],
      [650, 630, 22],
      [890, 630, 22],
    ],
    "#23402c",
  );
  out += tree(a, 100, 660, 330, "#1e3627", "#2b2420") + tree(a, 1110, 660, 360, "#1e3627", "#2b2420");
  out += lamp(a, 370, 664, 150) + lamp(a, 850, 664, 150);
  return svgDoc(a, 1200, 800, "Townhomes — illustration", out);
}

/** A sold home without a picture: a house drawn in gold line over the lake, plainly a placeholder. */
export function homePlaceholder(a: Art): string {
  let out = rect(
    0,
    0,
    1200,
    800,
    a.lin(
      "bg",
      [
        [0, "#16384f"],
        [1, NAVY],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += circle(
    600,
    360,
    420,
    a.rad("glow", [
      [0, "#4f8cb0", 0.25],
      [1, "#4f8cb0", 0],
    ]),
  );
  const line = ` stroke="${GOLD}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;
  out += path("M430,520V380L600,250L770,380V520ZM400,400L600,240L800,400M560,520V440H640V520M470,400h50v50h-50ZM680,400h50v50h-50Z", "none", line);
  out += path("M360,560H840M420,600H780M480,640H720", "none", ` stroke="${CREAM}" stroke-width="3" stroke-linecap="round"${op(0.35)}`);
  return svgDoc(a, 1200, 800, "Home — placeholder illustration", out);
}
