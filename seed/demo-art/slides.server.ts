import { cloud, hills, type Person, palm, person, sun, tree } from "./figures.server";
import {
  atom,
  balloon,
  blackboard,
  books,
  bunting,
  diya,
  flask,
  garland,
  kolam,
  lotus,
  openBook,
  rangoli,
  star,
  tricolour,
} from "./motifs.server";
import { colours, linearGradient, radialGradient, svgDocument } from "./palette.server";

/** Homepage slides: 1600×900, the subject kept towards the right so a caption can sit left. */
const W = 1600;
const H = 900;

/** Children drawn large enough to read at a glance on a full-width slide. */
function kid(p: Person) {
  return person({ ...p, scale: (p.scale ?? 1) * 1.45 });
}

function mat(x: number, y: number, fill: string) {
  return `<rect x="${x - 120}" y="${y - 12}" width="240" height="26" rx="13" fill="${fill}"/>`;
}

export function yogaDaySlide() {
  const defs =
    linearGradient("sky", ["#ffb347", "#ffd9a0", colours.cream]) +
    radialGradient("glow", colours.sunshine, colours.cream, 0.8);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="1000" cy="500" r="440" fill="url(#glow)"/>`,
    sun(1000, 450, 130, 16),
    cloud(260, 170, 1.2, 0.7),
    cloud(1420, 140, 0.9, 0.6),
    hills(W, H, 600, "#f0a04b", 50, 0.4),
    hills(W, H, 680, colours.leafLight, 40, 1.2),
    hills(W, H, 740, colours.leaf, 30, 2.1),
    mat(620, 820, colours.rose),
    mat(870, 830, colours.teal),
    mat(1120, 820, colours.plum),
    mat(1370, 830, colours.skyDeep),
    kid({
      x: 620,
      y: 820,
      pose: "tree",
      shirt: colours.white,
      bottom: colours.saffron,
      skin: 1,
      hair: "braid",
    }),
    kid({
      x: 870,
      y: 830,
      pose: "tree",
      shirt: colours.marigold,
      bottom: colours.leafDark,
      skin: 0,
      hair: "short",
      scale: 1.12,
    }),
    kid({
      x: 1120,
      y: 820,
      pose: "tree",
      shirt: colours.white,
      bottom: colours.terracotta,
      skin: 3,
      hair: "bun",
    }),
    kid({
      x: 1370,
      y: 830,
      pose: "namaste",
      shirt: colours.saffron,
      bottom: colours.navy,
      skin: 2,
      hair: "curly",
      scale: 1.05,
    }),
    lotus(240, 820, 1.3),
    lotus(420, 860, 0.9),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function independenceDaySlide() {
  const defs = linearGradient("sky", ["#7fcbe8", "#c9ecf7", colours.cream]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    cloud(300, 160, 1.3),
    cloud(1380, 210, 1),
    bunting(0, 60, 800, 80, 12, 70),
    bunting(800, 80, W, 50, 12, 70),
    hills(W, H, 700, colours.leafLight, 30, 0.8),
    hills(W, H, 770, colours.leaf, 24, 2),
    tricolour(1000, 200, 210, 600),
    balloon(560, 300, "#ff9933", 1.2),
    balloon(640, 250, colours.white, 1.1),
    balloon(720, 320, "#138808", 1.2),
    balloon(1420, 330, "#ff9933", 1),
    balloon(1500, 280, "#138808", 1),
    kid({ x: 600, y: 830, pose: "wave", shirt: colours.white, bottom: colours.navy, skin: 1, hair: "short" }),
    kid({
      x: 820,
      y: 850,
      pose: "cheer",
      shirt: "#ff9933",
      bottom: colours.white,
      skin: 0,
      hair: "braid",
      scale: 1.05,
    }),
    kid({
      x: 1220,
      y: 850,
      pose: "cheer",
      shirt: "#138808",
      bottom: colours.white,
      skin: 3,
      hair: "bob",
      scale: 1.05,
    }),
    kid({
      x: 1430,
      y: 830,
      pose: "wave",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 2,
      hair: "curly",
      flip: true,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function culturalHeritageSlide() {
  const defs =
    linearGradient("wall", ["#8a3b2c", colours.terracotta, "#e08a4f"]) +
    linearGradient("floor", ["#7a3324", "#5c2519"]) +
    radialGradient("lamp", colours.sunshine, colours.terracotta, 0.55);
  const pillars = [110, 1490]
    .map(
      (x) =>
        `<rect x="${x - 40}" y="120" width="80" height="520" fill="${colours.sand}"/><rect x="${x - 56}" y="110" width="112" height="30" fill="${colours.marigold}"/><rect x="${x - 56}" y="620" width="112" height="30" fill="${colours.marigold}"/>`,
    )
    .join("");
  const onFloor = (cx: number, cy: number, art: string) =>
    `<g transform="translate(${cx} ${cy}) scale(1 0.4) translate(${-cx} ${-cy})">${art}</g>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<circle cx="1000" cy="420" r="420" fill="url(#lamp)"/>`,
    `<path d="M720 640 V330 Q720 130 1000 110 Q1280 130 1280 330 V640" stroke="${colours.marigold}" stroke-width="18" fill="none"/>`,
    `<path d="M760 640 V340 Q760 170 1000 152 Q1240 170 1240 340 V640" stroke="${colours.sunshine}" stroke-width="6" fill="none" stroke-dasharray="2 16" stroke-linecap="round"/>`,
    pillars,
    `<rect y="640" width="${W}" height="260" fill="url(#floor)"/>`,
    garland(W, 20, 46, 30),
    onFloor(400, 770, kolam(400, 770, 420)),
    onFloor(1000, 790, rangoli(1000, 790, 190)),
    kid({
      x: 1000,
      y: 760,
      pose: "cheer",
      adult: "sari",
      shirt: colours.marigold,
      bottom: colours.leafDark,
      skin: 1,
      hair: "bun",
      scale: 0.82,
    }),
    diya(790, 800, 1.2),
    diya(1210, 800, 1.2),
    diya(880, 870, 1),
    diya(1120, 870, 1),
    kid({
      x: 1380,
      y: 800,
      pose: "namaste",
      shirt: colours.cream,
      bottom: colours.marigold,
      skin: 4,
      hair: "short",
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function physicalActivitiesSlide() {
  const defs =
    linearGradient("sky", ["#9ad9f0", "#dff3fa"]) + linearGradient("field", ["#6cbf3f", "#3f8f2a"]);
  const lanes = [0, 1, 2, 3]
    .map(
      (index) =>
        `<path d="M0 ${700 + index * 60} Q800 ${680 + index * 62} ${W} ${700 + index * 60}" stroke="${colours.white}" stroke-width="6" fill="none" opacity="0.7"/>`,
    )
    .join("");
  const cones = [360, 1500]
    .map((x) => `<path d="M${x - 22} 760 L${x} 700 L${x + 22} 760 Z" fill="${colours.saffron}"/>`)
    .join("");
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    sun(220, 150, 70),
    cloud(700, 120, 1.1),
    cloud(1300, 180, 0.9),
    tree(120, 620, 1.3, colours.leafDark),
    tree(1500, 610, 1.1, colours.leaf),
    `<path d="M0 600 Q800 560 ${W} 600 V${H} H0 Z" fill="url(#field)"/>`,
    lanes,
    cones,
    kid({
      x: 560,
      y: 790,
      pose: "run",
      shirt: colours.saffron,
      bottom: colours.navy,
      skin: 1,
      hair: "short",
    }),
    kid({
      x: 860,
      y: 830,
      pose: "run",
      shirt: colours.skyDeep,
      bottom: colours.white,
      skin: 3,
      hair: "braid",
      scale: 1.05,
    }),
    kid({
      x: 1160,
      y: 800,
      pose: "run",
      shirt: colours.marigold,
      bottom: colours.leafDark,
      skin: 0,
      hair: "curly",
    }),
    `<circle cx="1380" cy="800" r="40" fill="${colours.terracotta}"/><path d="M1340 800 Q1380 776 1420 800 M1380 760 Q1360 800 1380 840" stroke="${colours.cream}" stroke-width="5" fill="none"/>`,
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function yogaWellnessSlide() {
  const defs =
    linearGradient("calm", ["#cfeede", "#f5f1dc", colours.cream]) +
    linearGradient("pond", ["#7ec8e3", "#4aa3c8"]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#calm)"/>`,
    `<circle cx="400" cy="260" r="150" fill="${colours.sunshine}" opacity="0.5"/>`,
    tree(1380, 700, 2.1, colours.leaf),
    hills(W, H, 690, "#9fd07a", 26, 0.3),
    `<ellipse cx="420" cy="800" rx="360" ry="70" fill="url(#pond)"/>`,
    lotus(300, 800, 0.7),
    lotus(520, 790, 0.55),
    `<ellipse cx="400" cy="812" rx="50" ry="12" fill="${colours.leaf}"/>`,
    mat(800, 800, colours.teal),
    mat(1060, 815, colours.rose),
    mat(1320, 800, colours.marigold),
    kid({
      x: 800,
      y: 800,
      pose: "namaste",
      shirt: colours.white,
      bottom: colours.teal,
      skin: 2,
      hair: "bun",
    }),
    kid({
      x: 1060,
      y: 815,
      pose: "cheer",
      shirt: colours.white,
      bottom: colours.plum,
      skin: 0,
      hair: "short",
      scale: 1.08,
    }),
    kid({
      x: 1320,
      y: 800,
      pose: "namaste",
      shirt: colours.white,
      bottom: colours.saffron,
      skin: 3,
      hair: "braid",
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function libraryReadingSlide() {
  const defs =
    linearGradient("wall", [colours.cream, "#f8e2b8"]) +
    radialGradient("lamp", colours.sunshine, colours.cream, 0.75);
  const shelf = (y: number) => `<rect x="760" y="${y}" width="800" height="18" fill="#8a5a33"/>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<rect x="740" y="90" width="840" height="640" rx="10" fill="#b07444"/>`,
    `<rect x="760" y="110" width="800" height="600" fill="#f0d7ad"/>`,
    books(770, 290, 800, [
      colours.terracotta,
      colours.skyDeep,
      colours.leaf,
      colours.marigold,
      colours.plum,
      colours.saffron,
      colours.teal,
    ]),
    shelf(290),
    books(772, 500, 800, [
      colours.leaf,
      colours.marigold,
      colours.skyDeep,
      colours.rose,
      colours.terracotta,
      colours.teal,
    ]),
    shelf(500),
    books(770, 710, 800, [colours.plum, colours.saffron, colours.leafDark, colours.sky, colours.brick]),
    shelf(700),
    `<circle cx="390" cy="330" r="300" fill="url(#lamp)"/>`,
    `<rect x="0" y="740" width="${W}" height="160" fill="#c98a52"/>`,
    openBook(390, 360, 330),
    star(250, 170, 30, colours.marigold),
    star(420, 120, 20, colours.saffron),
    star(560, 200, 24, colours.marigold),
    star(300, 260, 14, colours.saffron),
    `<path d="M330 300 Q300 220 250 200 M450 300 Q470 200 420 150 M420 310 Q520 260 550 215" stroke="${colours.marigold}" stroke-width="4" stroke-dasharray="4 12" stroke-linecap="round" fill="none"/>`,
    kid({ x: 250, y: 840, pose: "read", shirt: colours.skyDeep, bottom: colours.navy, skin: 1, hair: "bob" }),
    kid({
      x: 540,
      y: 850,
      pose: "read",
      shirt: colours.saffron,
      bottom: colours.leafDark,
      skin: 4,
      hair: "short",
      scale: 1.05,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function handsOnLearningSlide() {
  const defs = linearGradient("wall", ["#dff1f7", colours.cream]);
  const plant = `<path d="M1420 630 L1440 700 L1500 700 L1520 630 Z" fill="${colours.terracotta}"/><path d="M1470 630 Q1440 560 1400 540 M1470 630 Q1470 540 1480 500 M1470 630 Q1510 570 1550 560" stroke="${colours.leaf}" stroke-width="12" stroke-linecap="round" fill="none"/>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    blackboard(120, 120, 520, 320),
    atom(1200, 250, 130),
    `<rect x="620" y="690" width="960" height="34" rx="10" fill="#a96b3b"/><rect x="660" y="724" width="26" height="180" fill="#8a5a33"/><rect x="1520" y="724" width="26" height="180" fill="#8a5a33"/>`,
    `<rect y="820" width="${W}" height="80" fill="#e6c99a"/>`,
    flask(800, 690, 0.9, colours.teal),
    flask(960, 690, 0.7, colours.rose),
    flask(1100, 690, 0.8, colours.marigold),
    plant,
    kid({
      x: 330,
      y: 870,
      pose: "point",
      shirt: colours.leaf,
      bottom: colours.navy,
      skin: 2,
      hair: "curly",
      scale: 1.15,
    }),
    kid({
      x: 1300,
      y: 870,
      pose: "wave",
      shirt: colours.saffron,
      bottom: colours.plum,
      skin: 0,
      hair: "braid",
      scale: 1.1,
      flip: true,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function dedicatedFacultySlide() {
  const defs = linearGradient("wall", ["#fbe3c0", colours.cream]);
  const window = `<rect x="1240" y="110" width="260" height="260" rx="12" fill="${colours.sky}" stroke="#8a5a33" stroke-width="14"/><path d="M1370 110 V370 M1240 240 H1500" stroke="#8a5a33" stroke-width="8"/>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    window,
    `<circle cx="1300" cy="180" r="36" fill="${colours.marigold}"/>`,
    palm(1460, 370, 0.45),
    blackboard(480, 130, 600, 340),
    `<rect y="760" width="${W}" height="140" fill="#d9a86c"/>`,
    kid({
      x: 1250,
      y: 840,
      pose: "point",
      adult: "sari",
      shirt: colours.saffron,
      bottom: colours.teal,
      skin: 1,
      hair: "bun",
      flip: true,
      scale: 0.95,
    }),
    kid({
      x: 330,
      y: 870,
      pose: "wave",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 3,
      hair: "short",
      scale: 0.95,
    }),
    kid({
      x: 560,
      y: 885,
      pose: "stand",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 0,
      hair: "braid",
      scale: 0.95,
    }),
    kid({
      x: 790,
      y: 875,
      pose: "cheer",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 2,
      hair: "curly",
      scale: 0.95,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}
