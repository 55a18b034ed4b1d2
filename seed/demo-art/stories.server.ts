import { cloud, person, schoolBuilding, sun, tree } from "./figures.server";
import { atom, balloon, bunting, curtains, diya, flask, garland, medal, star, trophy } from "./motifs.server";
import {
  around,
  colours,
  fixed,
  linearGradient,
  rad,
  radialGradient,
  seeded,
  svgDocument,
} from "./palette.server";

/** Event and news pictures: 1200×800 (3:2), as shown on cards and article headers. */
const W = 1200;
const H = 800;

export function sportsDayEvent() {
  const defs = linearGradient("sky", ["#8fd3ec", "#e6f6fb"]);
  const track = [0, 1, 2]
    .map(
      (index) =>
        `<path d="M0 ${610 + index * 70} Q600 ${590 + index * 70} ${W} ${610 + index * 70}" stroke="${colours.white}" stroke-width="6" fill="none" opacity="0.8"/>`,
    )
    .join("");
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    sun(1060, 210, 50),
    cloud(260, 160, 1),
    bunting(0, 30, W, 30, 16, 40),
    tree(90, 520, 1.1, colours.leafDark),
    `<path d="M0 520 Q600 500 ${W} 520 V${H} H0 Z" fill="${colours.terracotta}"/>`,
    track,
    person({
      x: 420,
      y: 700,
      pose: "run",
      shirt: colours.saffron,
      bottom: colours.white,
      skin: 1,
      hair: "short",
      scale: 1.25,
    }),
    person({
      x: 700,
      y: 760,
      pose: "run",
      shirt: colours.skyDeep,
      bottom: colours.white,
      skin: 3,
      hair: "braid",
      scale: 1.25,
    }),
    `<path d="M960 800 V480 M1100 800 V480" stroke="${colours.white}" stroke-width="10"/><path d="M960 500 H1100" stroke="${colours.rose}" stroke-width="6" stroke-dasharray="14 10"/>`,
    medal(1030, 380, 1.1),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function scienceFairEvent() {
  const defs = linearGradient("wall", ["#e3f3f8", colours.cream]);
  const poster = (x: number, fill: string, art: string) =>
    `<rect x="${x}" y="90" width="240" height="300" rx="8" fill="${colours.white}" stroke="${fill}" stroke-width="10"/>${art}`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    poster(100, colours.skyDeep, atom(220, 240, 80, colours.skyDeep)),
    poster(
      860,
      colours.leaf,
      `${sun(980, 220, 40, 10)}<path d="M900 350 Q980 300 1060 350" stroke="${colours.leaf}" stroke-width="12" fill="none"/>`,
    ),
    `<rect x="80" y="520" width="1040" height="40" rx="8" fill="${colours.saffron}"/><rect x="100" y="560" width="1000" height="240" fill="#f3b562"/>`,
    flask(420, 520, 1, colours.teal),
    flask(560, 520, 0.75, colours.rose),
    flask(690, 520, 0.9, colours.plum),
    `<path d="M800 520 L840 430 L880 520 Z" fill="${colours.terracotta}"/><circle cx="840" cy="420" r="18" fill="${colours.marigold}"/>`,
    person({
      x: 540,
      y: 800,
      pose: "point",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 2,
      hair: "curly",
      scale: 1.1,
    }),
    person({
      x: 1000,
      y: 800,
      pose: "cheer",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 0,
      hair: "bob",
      scale: 1.1,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function culturalEveningEvent() {
  const defs =
    linearGradient("dusk", ["#3a2450", "#a3476a", "#f2995a"]) +
    radialGradient("spot", colours.sunshine, "#a3476a", 0.5);
  const lamps = [200, 330, 870, 1000].map((x) => diya(x, 740, 1.1)).join("");
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#dusk)"/>`,
    `<ellipse cx="600" cy="520" rx="420" ry="300" fill="url(#spot)"/>`,
    `<rect y="640" width="${W}" height="160" fill="#5c2e1c"/>`,
    curtains(W, 660, colours.plum),
    garland(W, 78, 26, 20),
    person({
      x: 480,
      y: 660,
      pose: "cheer",
      adult: "sari",
      shirt: colours.marigold,
      bottom: colours.terracotta,
      skin: 1,
      hair: "bun",
      scale: 0.8,
    }),
    person({
      x: 720,
      y: 660,
      pose: "cheer",
      adult: "sari",
      shirt: colours.rose,
      bottom: colours.leafDark,
      skin: 3,
      hair: "bun",
      scale: 0.8,
      flip: true,
    }),
    lamps,
    star(300, 240, 14, colours.sunshine),
    star(920, 210, 18, colours.sunshine),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function announcementNews() {
  const defs = linearGradient("wall", ["#fbe3c0", colours.cream]);
  const note = (x: number, y: number, angle: number, fill: string) => {
    const lines = [0, 1, 2, 3]
      .map(
        (index) =>
          `<path d="M${x + 24} ${y + 60 + index * 34} h${index === 3 ? 90 : 150}" stroke="${colours.ink}" stroke-width="8" stroke-linecap="round" opacity="0.35"/>`,
      )
      .join("");
    return `<g transform="rotate(${angle} ${x + 100} ${y + 110})"><rect x="${x}" y="${y}" width="200" height="220" rx="6" fill="${fill}"/>${lines}<circle cx="${x + 100}" cy="${y + 18}" r="12" fill="${colours.terracotta}"/></g>`;
  };
  const bell = `<g transform="translate(1010 240)"><path d="M-70 60 Q-70 -60 0 -70 Q70 -60 70 60 L86 84 H-86 Z" fill="${colours.marigold}"/><circle cx="0" cy="96" r="16" fill="${colours.saffron}"/><circle cx="0" cy="-78" r="12" fill="${colours.saffron}"/><path d="M-110 -20 q-20 30 0 60 M110 -20 q20 30 0 60" stroke="${colours.saffron}" stroke-width="8" fill="none" stroke-linecap="round"/></g>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<rect x="80" y="80" width="780" height="560" rx="16" fill="#8a5a33"/><rect x="100" y="100" width="740" height="520" rx="8" fill="#d9a86c"/>`,
    note(140, 150, -4, colours.white),
    note(380, 130, 3, "#fff1a8"),
    note(610, 160, -2, "#d6f0fa"),
    bell,
    person({
      x: 1010,
      y: 760,
      pose: "wave",
      shirt: colours.saffron,
      bottom: colours.navy,
      skin: 2,
      hair: "braid",
      scale: 1.15,
      flip: true,
    }),
    `<rect y="760" width="${W}" height="40" fill="#d9a86c"/>`,
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function achievementNews() {
  const defs = radialGradient("glow", "#fdf1d6", colours.teal, 1, 1);
  const random = seeded(7);
  const confetti = Array.from({ length: 60 }, (_, index) => {
    const palette = [colours.rose, colours.marigold, colours.saffron, colours.white, colours.plum];
    const x = fixed(random() * W);
    const y = fixed(random() * H * 0.7);
    return `<rect x="${x}" y="${y}" width="14" height="8" rx="2" fill="${palette[index % palette.length]}" transform="rotate(${fixed(random() * 180)} ${x} ${y})"/>`;
  }).join("");
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    confetti,
    `<rect x="420" y="640" width="360" height="160" fill="${colours.cream}"/>`,
    trophy(600, 640, 1.6),
    medal(260, 420, 1.5, colours.skyDeep),
    medal(940, 420, 1.5, colours.leaf),
    ...around(5, -90).map((a) =>
      star(fixed(600 + Math.cos(rad(a)) * 330), fixed(340 + Math.sin(rad(a)) * 250), 20, colours.white),
    ),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function admissionsNews() {
  const defs = linearGradient("sky", ["#9ad9f0", "#e4f5fb"]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    sun(1070, 120, 54),
    cloud(240, 110, 1),
    bunting(0, 30, W, 30, 16, 40),
    `<rect y="600" width="${W}" height="200" fill="${colours.leafLight}"/>`,
    tree(90, 620, 1.2, colours.leafDark),
    schoolBuilding(560, 620, 0.95),
    balloon(880, 320, colours.saffron),
    balloon(940, 280, colours.rose),
    balloon(1000, 330, colours.skyDeep),
    person({
      x: 880,
      y: 760,
      pose: "wave",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 1,
      hair: "short",
      scale: 1.1,
    }),
    person({
      x: 1030,
      y: 720,
      pose: "stand",
      adult: "kurta",
      shirt: colours.teal,
      bottom: colours.cream,
      skin: 4,
      hair: "short",
      scale: 0.85,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

/** An illustrated head-and-shoulders portrait of the correspondent (a woman in a saree): 800×1000. */
export function founderPortrait() {
  const w = 800;
  const h = 1000;
  const skin = "#b5713f";
  const hair = "#2b1d16";
  const silver = "#9a948c";
  const defs =
    linearGradient("bg", ["#fbe3c0", "#f6b46b"]) +
    radialGradient("halo", colours.white, colours.marigold, 0.9, 0);
  const petals = around(16)
    .map(
      (a) =>
        `<ellipse cx="${fixed(400 + Math.cos(rad(a)) * 300)}" cy="${fixed(430 + Math.sin(rad(a)) * 300)}" rx="34" ry="14" fill="${colours.white}" opacity="0.35" transform="rotate(${a} ${fixed(400 + Math.cos(rad(a)) * 300)} ${fixed(430 + Math.sin(rad(a)) * 300)})"/>`,
    )
    .join("");
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<circle cx="400" cy="430" r="330" fill="url(#halo)"/>`,
    petals,
    // hair bun behind the head
    `<circle cx="400" cy="262" r="78" fill="${hair}"/>`,
    // saree blouse and shoulders, with the pallu draped over the left shoulder
    `<path d="M90 1000 Q100 740 290 690 L510 690 Q700 740 710 1000 Z" fill="${colours.teal}"/>`,
    `<path d="M470 690 Q560 700 640 760 Q700 860 690 1000 L470 1000 Q420 860 300 760 Q360 700 470 690 Z" fill="${colours.saffron}"/>`,
    `<path d="M300 760 Q420 860 470 1000 M345 735 Q455 840 505 1000" stroke="${colours.marigold}" stroke-width="12" fill="none"/>`,
    `<path d="M330 700 L400 760 L450 700" stroke="#e8dcc4" stroke-width="8" fill="none"/>`,
    // neck, ears with earrings, face
    `<rect x="345" y="580" width="110" height="120" rx="30" fill="${skin}"/>`,
    `<ellipse cx="252" cy="470" rx="24" ry="38" fill="${skin}"/><ellipse cx="548" cy="470" rx="24" ry="38" fill="${skin}"/>`,
    `<circle cx="252" cy="518" r="12" fill="${colours.marigold}"/><circle cx="548" cy="518" r="12" fill="${colours.marigold}"/>`,
    `<ellipse cx="400" cy="450" rx="148" ry="178" fill="${skin}"/>`,
    // hair with a centre parting and a silver streak, framing the face
    `<path d="M248 470 Q236 300 400 282 Q564 300 552 470 Q540 380 470 330 Q430 310 400 318 Q370 310 330 330 Q260 380 248 470 Z" fill="${hair}"/>`,
    `<path d="M400 286 Q398 300 400 318" stroke="${colours.terracotta}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M420 296 Q500 310 536 400" stroke="${silver}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    // eyebrows, glasses, eyes
    `<path d="M318 394 Q347 382 376 392 M424 392 Q453 382 482 394" stroke="${hair}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
    `<circle cx="347" cy="442" r="40" fill="${colours.white}" opacity="0.25" stroke="${colours.ink}" stroke-width="6"/>`,
    `<circle cx="453" cy="442" r="40" fill="${colours.white}" opacity="0.25" stroke="${colours.ink}" stroke-width="6"/>`,
    `<path d="M387 438 Q400 430 413 438 M307 436 L260 424 M493 436 L540 424" stroke="${colours.ink}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="347" cy="444" r="9" fill="${colours.ink}"/><circle cx="453" cy="444" r="9" fill="${colours.ink}"/>`,
    // bindi, nose, smile, cheeks
    `<circle cx="400" cy="372" r="9" fill="${colours.terracotta}"/>`,
    `<path d="M400 462 Q389 508 404 518" stroke="#8d5524" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="M358 560 Q400 594 442 560" stroke="#7a3322" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    `<circle cx="316" cy="515" r="20" fill="${colours.rose}" opacity="0.35"/><circle cx="484" cy="515" r="20" fill="${colours.rose}" opacity="0.35"/>`,
  ];
  return svgDocument(w, h, defs, body.join(""));
}
